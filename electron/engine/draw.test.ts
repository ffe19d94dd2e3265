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

describe('the stub runs out: a reshuffle of the discards', () => {
  it('the last card is not dealt: it is shuffled with the muck, without the drawing player\'s own discards', () => {
    // Eight players, five cards each from the top: 2c..As... (cards 0 to 39); 12 left in the stub.
    const deck = Array.from({ length: 52 }, (_, c) => c);
    const hole = Array.from({ length: 8 }, (_, seat) => text(deck.slice(seat * 5, seat * 5 + 5)));
    let hand = play(fiveCardDraw(hole), 'k', 'k', 'k', 'k', 'k', 'k', 'f', 'f');
    // The burn before the draw, and the two folded hands: 11 in the stub, 11 in the muck.
    expect([hand.stub, hand.muck]).toEqual([11, 11]);
    const draw3 = (seat: number, cards: Card[]): void => {
      hand = step(hand, { type: 'discard', seat, cards: deck.slice(seat * 5, seat * 5 + 3) });
      hand = step(hand, { type: 'deal-hole', seat, cards });
    };
    // Seats 0 to 2 draw three each from the stub: 11 - 9 = 2 left.
    draw3(0, deck.slice(40, 43));
    // Before a reshuffle a discarded card cannot come out again.
    hand = step(hand, { type: 'discard', seat: 1, cards: deck.slice(5, 8) });
    expect(refused(hand, { type: 'deal-hole', seat: 1, cards: [0, 43, 44] })).toBe(`${text([0])} is already dealt`);
    hand = step(hand, { type: 'deal-hole', seat: 1, cards: deck.slice(43, 46) });
    draw3(2, deck.slice(46, 49));
    expect([hand.stub, hand.muck]).toEqual([2, 20]);
    // Seat 3 draws three: the dealer deals one (card 49), keeps the last (card 50) back, and shuffles
    // it with the muck of 23 less seat 3's own 3 discards: a new stub of 21, two of them dealt.
    hand = step(hand, { type: 'discard', seat: 3, cards: deck.slice(15, 18) });
    expect(planServe(2, 23, 3, 3)).toEqual({ fromStub: 1, reshuffle: true, stub: 19, muck: 3 });
    expect(nextServe(hand)!.why.text).toBe(
      "seat 3 draws 3 and the stub has 2: the dealer deals 1, keeps the last card back and shuffles it with the muck (20 cards, not seat 3's own discards) for the other 2",
    );
    // Seat 3's own discards are not in the new stub; seat 0's discard (card 0) and the last card are.
    expect(refused(hand, { type: 'deal-hole', seat: 3, cards: [49, 15, 0] })).toBe(`${text([15])} is already dealt`);
    expect(refused(hand, { type: 'deal-hole', seat: 3, cards: [0, 49, 50] })).toBe(`${text([0])} is already dealt`);
    hand = step(hand, { type: 'deal-hole', seat: 3, cards: [49, 0, 50] });
    expect([hand.stub, hand.muck]).toEqual([19, 3]);
    expect(hand.seats[3].hole).toEqual([18, 19, 49, 0, 50]);
    hand = play(hand, 'x4', 'x5');
    expect(hand.street).toBe('first-draw');
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
