/**
 * Draw games with worked numbers: five-card draw as the seeds deal it (antes, no blinds, two rounds,
 * the second doubled), the draw in turn (stand pat, discard, dealt as many), a reshuffle of the
 * discards when the stub runs out, 2-7 triple draw's limits, and a 2-7 showdown.
 */
import { describe, expect, it } from 'vitest';
import { apply, type Action } from './actions';
import { legalActions } from './betting';
import { cardsToString, parseCards, type Card } from './cards';
import { nextServe, planServe } from './draw';
import { unwrap } from './explain';
import { settle } from './showdown';
import { dealt, play } from './testing';
import type { Hand } from './state';

const refused = (hand: Hand, action: Action): string => {
  const r = apply(hand, action);
  if (r.ok) throw new Error('expected a refusal');
  return r.error.text;
};
const step = (hand: Hand, action: Action): Hand => unwrap(apply(hand, action));
const text = (cards: Card[]): string => cardsToString(cards);

/** Five-card draw, as the seeds deal it: antes of 5, no blinds, limits 10/20, the button on the last seat. */
const fiveCardDraw = (hole: string[]): Hand =>
  dealt({ variant: 'five-card-draw', structure: 'fixed-limit', stacks: hole.map(() => 500), hole, antes: { kind: 'uniform', amount: 5 }, minBet: 10 });

describe('five-card draw', () => {
  it('the player left of the button opens; two rounds, the second doubled', () => {
    let hand = fiveCardDraw(['AsAdKc7h2s', 'QsQdJc8h3s', '9s9d5c4h3d']);
    expect(hand.street).toBe('predraw');
    expect(hand.toAct).toBe(0);
    expect(legalActions(hand)).toMatchObject({ canCheck: true, minRaiseTo: 10, maxRaiseTo: 10 });
    hand = play(hand, 'k', 'r10', 'c', 'c');
    expect(hand.phase).toBe('draw');
    expect(hand.toAct).toBe(0);
    // Seat 0 keeps the aces, seat 1 the queens, seat 2 stands pat; each is dealt as many, in turn.
    hand = play(hand, 'x0Kc7h2s', 'h0AcQh4d', 'x1Jc8h3s', 'h1Qc5d6d', 'x2');
    expect(hand.street).toBe('first-draw');
    expect(hand.seats[0].hole).toEqual(parseCards('AsAdAcQh4d'));
    expect(legalActions(hand)).toMatchObject({ seat: 0, minRaiseTo: 20, maxRaiseTo: 20 });
    hand = play(hand, 'r20', 'c', 'f');
    const s = unwrap(settle(hand));
    // Antes 15 and 3 x 10 before the draw, 2 x 20 after: three aces win 85.
    expect(s.pots.map((p) => [p.amount, p.winners])).toEqual([[85, [{ seat: 0, amount: 85 }]]]);
    expect(s.showdown.why.key).toBe('final-aggressor-first');
  });

  it('no bet after the draw: the first player left of the button shows first, though another bet before the draw', () => {
    let hand = fiveCardDraw(['AsAdKc7h2s', 'QsQdJc8h3s', '9s9d5c4h3d']);
    // Seat 2 (the button) bets before the draw; after it everybody stands pat and checks.
    hand = play(hand, 'k', 'k', 'r10', 'c', 'c', 'x0', 'x1', 'x2', 'k', 'k', 'k');
    expect(hand.phase).toBe('showdown');
    const s = unwrap(settle(hand));
    expect(s.showdown.order).toEqual([0, 1, 2]);
    expect(s.showdown.why.key).toBe('final-left-of-button-first');
    expect(s.showdown.why.text).toBe('the last round had no bet: seat 0, the first live player left of the button, shows first');
    // Antes 15 and 3 x 10: the aces win 45.
    expect(s.pots.map((p) => [p.amount, p.winners])).toEqual([[45, [{ seat: 0, amount: 45 }]]]);
  });

  it('the draw is in turn: discards are the player\'s own cards, and each is dealt as many as discarded', () => {
    let hand = play(fiveCardDraw(['AsAdKc7h2s', 'QsQdJc8h3s', '9s9d5c4h3d']), 'k', 'k', 'k');
    expect(refused(hand, { type: 'discard', seat: 1, cards: [] })).toBe('seat 0 draws first, not seat 1');
    expect(refused(hand, { type: 'discard', seat: 0, cards: parseCards('Qs') })).toBe('seat 0 does not hold Qs');
    hand = play(hand, 'x0Kc7h2s');
    expect(refused(hand, { type: 'deal-hole', seat: 0, cards: parseCards('AcQh') })).toBe('seat 0 discarded 3, so is dealt 3, not 2');
    // A discarded card is out until a reshuffle.
    expect(refused(hand, { type: 'deal-hole', seat: 0, cards: parseCards('KcQhJh') })).toBe('Kc is already dealt');
    // The next player may declare before the first is served; the dealer still serves in turn.
    hand = play(hand, 'x1Jc');
    expect(refused(hand, { type: 'deal-hole', seat: 1, cards: parseCards('Jh') })).toBe('seat 0 is dealt next: the draw is dealt in turn');
    hand = play(hand, 'h0AcQhJh', 'h1Th', 'x2');
    expect(hand.phase).toBe('betting');
  });
});

describe('the stub runs out: a reshuffle of the burns and discards (RULES.md draw games)', () => {
  // Eight players, five cards each from the top: seat s holds cards 5s to 5s + 4 (0 to 39); the stub is 40 to 51, 40 on top.
  const deck = Array.from({ length: 52 }, (_, c) => c);
  const hole = Array.from({ length: 8 }, (_, seat) => text(deck.slice(seat * 5, seat * 5 + 5)));
  /** Six check, seats 6 and 7 (cards 30 to 39) fold: the draw is on. */
  const toDraw = (): Hand => play(fiveCardDraw(hole), 'k', 'k', 'k', 'k', 'k', 'k', 'f', 'f');
  const counts = (h: Hand) => ({ stub: h.stub, muck: h.muck, burns: h.burns });
  const discard3 = (seat: number): Action => ({ type: 'discard', seat, cards: deck.slice(seat * 5, seat * 5 + 3) });

  it('a burn before the first replacement of a draw, none when everyone stands pat; folded hands are not in the muck', () => {
    let hand = toDraw();
    expect(counts(hand)).toEqual({ stub: 12, muck: 0, burns: 0 });
    // Seat 0 draws three: the dealer burns (40) and deals 41 to 43; its discards join the muck once it is dealt.
    hand = step(hand, discard3(0));
    expect(counts(hand)).toEqual({ stub: 12, muck: 0, burns: 0 });
    // The reason reads the stub after the draw's burn.
    expect(nextServe(hand)!.why.text).toBe('seat 0 draws 3 from the stub of 11');
    hand = step(hand, { type: 'deal-hole', seat: 0, cards: deck.slice(41, 44) });
    expect(counts(hand)).toEqual({ stub: 8, muck: 4, burns: 1 });
    // Seat 1 draws three more: no second burn in the same draw.
    hand = step(hand, discard3(1));
    expect(nextServe(hand)!.why.text).toBe('seat 1 draws 3 from the stub of 8');
    hand = step(hand, { type: 'deal-hole', seat: 1, cards: deck.slice(44, 47) });
    expect(counts(hand)).toEqual({ stub: 5, muck: 7, burns: 1 });
    // Everyone standing pat: no card comes off the stub, no burn.
    let pat = toDraw();
    for (let seat = 0; seat < 6; seat++) pat = step(pat, { type: 'discard', seat, cards: [] });
    expect(pat.street).toBe('first-draw');
    expect(counts(pat)).toEqual({ stub: 12, muck: 0, burns: 0 });
  });

  it("the last card is not dealt: it is shuffled with the burns and the discards of the players who have drawn, not the drawing player's own nor the folded hands, and a card is burned", () => {
    let hand = toDraw();
    // Seats 0 to 2 draw three each: the burn (40), then 41 to 49; 50 and 51 are left.
    for (const seat of [0, 1, 2]) {
      hand = step(hand, discard3(seat));
      // Before a reshuffle a discarded card cannot come out again.
      if (seat === 1) expect(refused(hand, { type: 'deal-hole', seat, cards: [0, 44, 45] })).toBe(`${text([0])} is already dealt`);
      hand = step(hand, { type: 'deal-hole', seat, cards: deck.slice(41 + 3 * seat, 44 + 3 * seat) });
    }
    expect(counts(hand)).toEqual({ stub: 2, muck: 10, burns: 1 });
    hand = step(hand, discard3(3));
    // Seat 3 draws three: the dealer deals one (50), keeps the last (51) back and shuffles it with the
    // muck of 10 (the burn 40 and seats 0 to 2's discards) into a new stub of 11, burns one, deals two.
    expect(planServe(hand, 3, false)).toEqual({ burn: false, fromStub: 1, reshuffle: true, stub: 8, muck: 4, burns: 1 });
    expect(nextServe(hand)!.why.text).toBe(
      "seat 3 draws 3 and the stub has 2: the dealer deals 1, keeps the last card back and shuffles it with the burns and the discards of the players who have drawn (10 cards, not seat 3's own), burns a card and deals the other 2",
    );
    // Seat 3's own discards (15) and the folded hands (30) are not in the new stub; seat 0's discard (card 0) and the last card are.
    expect(refused(hand, { type: 'deal-hole', seat: 3, cards: [50, 15, 0] })).toBe(`${text([15])} is already dealt`);
    expect(refused(hand, { type: 'deal-hole', seat: 3, cards: [50, 30, 0] })).toBe(`${text([30])} is already dealt`);
    expect(refused(hand, { type: 'deal-hole', seat: 3, cards: [0, 50, 51] })).toBe(`${text([0])} is already dealt`);
    hand = step(hand, { type: 'deal-hole', seat: 3, cards: [50, 0, 51] });
    expect(counts(hand)).toEqual({ stub: 8, muck: 4, burns: 1 });
    expect(hand.reshuffles).toBe(1);
    expect(hand.seats[3].hole).toEqual([18, 19, 50, 0, 51]);
    hand = play(hand, 'x4', 'x5');
    expect(hand.street).toBe('first-draw');
  });

  it('written with all the discards first (PokerKit\'s order), the draw deals the same: the discards of players not yet dealt stay out of the reshuffle', () => {
    const dealer: Action[] = [];
    const pokerKit: Action[] = [];
    const serves: Action[] = [];
    for (const seat of [0, 1, 2, 3]) {
      const cards = seat < 3 ? deck.slice(41 + 3 * seat, 44 + 3 * seat) : [50, 0, 51];
      dealer.push(discard3(seat), { type: 'deal-hole', seat, cards });
      pokerKit.push(discard3(seat));
      serves.push({ type: 'deal-hole', seat, cards });
    }
    const pat: Action[] = [4, 5].map((seat) => ({ type: 'discard', seat, cards: [] }));
    const a = [...dealer, ...pat].reduce(step, toDraw());
    const b = [...pokerKit, ...pat, ...serves].reduce(step, toDraw());
    expect(b).toEqual(a);
    // Seat 4's card (20), discarded but not yet dealt in PokerKit's order, is not in seat 3's reshuffle.
    const early = [discard3(0), discard3(1), discard3(2), discard3(3), { type: 'discard', seat: 4, cards: deck.slice(20, 21) } as Action, ...serves.slice(0, 3)].reduce(step, toDraw());
    expect(refused(early, { type: 'deal-hole', seat: 3, cards: [50, 20, 51] })).toBe(`${text([20])} is already dealt`);
  });
});

describe('2-7 draw', () => {
  it('triple draw: the small bet before the draw and after the first, the big bet after the second and third', () => {
    let hand = dealt({ variant: '2-7-triple-draw', structure: 'fixed-limit', stacks: [500, 500, 500], bb: 10, hole: ['7s5d4c3h2s', 'KsQdJc9h8s', '7d6s4h3c2d'] });
    const limits: number[] = [];
    for (const round of ['predraw', 'first-draw', 'second-draw', 'third-draw']) {
      expect(hand.street).toBe(round);
      limits.push(legalActions(hand)!.minRaiseTo - hand.currentBet);
      while (hand.phase === 'betting') hand = play(hand, hand.currentBet > hand.seats[hand.toAct!].bet ? 'c' : 'k');
      if (hand.phase === 'draw') hand = play(hand, 'x0', 'x1', 'x2');
    }
    expect(limits).toEqual([10, 10, 20, 20]);
    // A 7-5 beats a 7-6, and the king-high loses to both.
    const s = unwrap(settle(hand));
    expect(s.pots[0].winners).toEqual([{ seat: 0, amount: 30 }]);
    expect(s.steps.map((w) => w.text)).toContain("seat 0's 7-5 low beats seat 2's 7-6 low: 5 against 6 decides");
  });
});

describe('hand histories', () => {
  it('a card discarded from a hand dealt face down was one of its unknown cards; a card named twice is refused', () => {
    // Heads-up the button (seat 1) posts the small blind and calls; seat 0 checks, and draws first.
    let hand = dealt({ variant: '2-7-single-draw', stacks: [500, 500], bb: 10, hole: [undefined, '7d6s4h3c2d'] });
    hand = play(hand, 'c', 'k');
    expect(refused(hand, { type: 'discard', seat: 0, cards: parseCards('KsKs') })).toBe('Ks is discarded twice');
    expect(refused(hand, { type: 'discard', seat: 0, cards: parseCards('7d') })).toBe('seat 0 does not hold 7d');
    hand = play(hand, 'x0KsQs');
    expect(hand.seats[0].hole).toEqual([null, null, null]);
    expect(refused(play(hand, 'h0AsAh'), { type: 'discard', seat: 1, cards: parseCards('Ks') })).toBe('seat 1 does not hold Ks');
  });
});
