/** RULES.md, "Dealing procedure and irregularities": the modelled deal and each ruling, with worked cards. */
import { describe, expect, it } from 'vitest';
import { cardsToString, parseCards, type Card } from './cards';
import { actionOutOfTurn, boxedCard, burnMistake, dealOrder, exposedCard, misdealCauses, misdealRuling, modelDeal, prematureBoard, stubFor, substantialAction, verbalInTurn, verbalOutOfTurn } from './deck';
import { createRng, shuffledDeck } from './rng';
import { dealt, play } from './testing';

/** A stub whose first cards are written out, the rest of the deck after them. */
function stubOf(top: string): Card[] {
  const first = parseCards(top);
  return [...first, ...Array.from({ length: 52 }, (_, c) => c).filter((c) => !first.includes(c))];
}
const s = (cards: readonly Card[]): string => cardsToString(cards);

// 3 players, button seat 2: seat 0 gets the 1st and 4th card, seat 1 the 2nd and 5th, seat 2 the 3rd and 6th.
const TOP = 'AsKsQsJsTs9s' + '8h' + '7h6h5h' + '4h' + '3h' + '2h' + '2d' + '3d4d5d';

describe('the modelled deal', () => {
  it('deals one card at a time clockwise from the seat left of the button, then burn-flop, burn-turn, burn-river', () => {
    const d = modelDeal(stubOf(TOP), 3, 2);
    expect(d.order).toEqual([0, 1, 2]);
    expect(d.hole.map(s)).toEqual(['AsJs', 'KsTs', 'Qs9s']);
    expect(s(d.burns)).toEqual('8h4h2h');
    expect(s(d.board)).toEqual('7h6h5h3h2d');
    expect(d.out.map((o) => o.from)).toEqual(Array.from({ length: 14 }, (_, k) => k));
    expect(d.stub).toHaveLength(52 - 14);
    expect(d.why.key).toBe('deal-order');
  });

  it('starts left of a button in the middle of the table, and heads-up with the big blind', () => {
    expect(modelDeal(stubOf(TOP), 6, 3).order).toEqual([4, 5, 0, 1, 2, 3]);
    const hu = dealOrder(2, 1);
    expect(hu.order).toEqual([0, 1]);
    expect(hu.why).toMatchObject({ key: 'deal-heads-up', values: { seat: 0 } });
  });

  it('is a shuffled stub: every card once, the same seed the same deal', () => {
    const a = modelDeal(shuffledDeck(createRng(7)), 9, 4);
    const b = modelDeal(shuffledDeck(createRng(7)), 9, 4);
    expect(a).toEqual(b);
    const all = [...a.hole.flat(), ...a.burns, ...a.board, ...a.stub];
    expect(new Set(all).size).toBe(52);
  });
});

describe('the stub for a drawn hand, and the burns out', () => {
  it('stubFor is modelDeal read backwards: the hole cards, burns and board come back as given', () => {
    const deck = shuffledDeck(createRng(11));
    for (const [seats, button, k] of [[2, 1, 2], [6, 5, 2], [9, 3, 4]] as const) {
      const d = modelDeal(deck, seats, button, k);
      const again = modelDeal(stubFor(d.hole, d.burns, d.board, d.stub, button), seats, button, k);
      expect(again).toEqual(d);
    }
  });

  it('the engine burns as modelDeal deals: none preflop, one with the flop, two with the turn, three with the river', () => {
    const d = modelDeal(shuffledDeck(createRng(5)), 4, 3);
    // The burns out of the stub before a card.
    const burnsBefore = (card: Card) => d.out.slice(0, d.out.findIndex((o) => o.card === card)).filter((o) => o.dest.to === 'burn').length;
    let hand = dealt({ stacks: [1000, 1000, 1000, 1000], bb: 10, button: 3, hole: d.hole.map((h) => cardsToString(h)) });
    expect(hand.burns).toBe(0);
    for (const [from, to] of [[0, 3], [3, 4], [4, 5]]) {
      while (hand.phase === 'betting') hand = play(hand, hand.currentBet > hand.seats[hand.toAct!].bet ? 'c' : 'k');
      hand = play(hand, 'd' + cardsToString(d.board.slice(from, to)));
      expect(hand.burns).toBe(burnsBefore(d.board[to - 1]));
      expect(hand.stub).toBe(52 - d.out.findIndex((o) => o.card === d.board[to - 1]) - 1);
    }
  });
});

describe('substantial action (TDA)', () => {
  it.each([
    [[], false, 'not-substantial'],
    [['call'], false, 'not-substantial'],
    [['fold', 'fold'], false, 'not-substantial'],
    [['check', 'fold'], false, 'not-substantial'],
    [['fold', 'call'], true, 'substantial-chips'],
    [['raise', 'call'], true, 'substantial-chips'],
    [['fold', 'fold', 'fold'], true, 'substantial-three'],
  ] as const)('%j: substantial %s', (actions, substantial, key) => {
    const r = substantialAction(actions);
    expect(r.substantial).toBe(substantial);
    expect(r.why.key).toBe(key);
  });

  it('every misdeal cause is a misdeal before substantial action, and play on after it', () => {
    for (const cause of misdealCauses) {
      expect(misdealRuling(cause, ['fold'], 'tournament').ruling).toBe('misdeal');
      expect(misdealRuling(cause, ['fold', 'fold'], 'tournament').ruling).toBe('misdeal');
      expect(misdealRuling(cause, ['fold', 'call'], 'tournament').ruling).toBe('play-on');
      expect(misdealRuling(cause, ['fold', 'fold', 'check'], 'tournament').ruling).toBe('play-on');
    }
    expect(misdealRuling('button-misplaced', [], 'tournament').why.map((w) => w.key)).toEqual(['button-misplaced', 'not-substantial', 'misdeal']);
  });
});

describe('a card exposed by the dealer', () => {
  it('the first or the second card of the deal: a misdeal', () => {
    expect(exposedCard(stubOf(TOP), 3, 2, 0, 'tournament').ruling).toBe('misdeal');
    expect(exposedCard(stubOf(TOP), 3, 2, 1, 'tournament')).toMatchObject({ ruling: 'misdeal', replacement: null, flop: [] });
  });

  it('a later card: the deal goes on, the player gets the next card after the deal, the exposed card is the burn', () => {
    // Card 4 (Js) is seat 0's second card. After the six cards, seat 0 gets 8h; Js is the burn; the flop 7h6h5h.
    const r = exposedCard(stubOf(TOP), 3, 2, 3, 'tournament');
    expect(r.ruling).toBe('exposed-burn');
    expect(s([r.replacement!])).toBe('8h');
    expect(s([r.burn!])).toBe('Js');
    expect(s(r.flop)).toBe('7h6h5h');
    expect(r.why.map((w) => w.key)).toEqual(['exposed-one', 'exposed-is-burn']);
    expect(r.why[0].values).toMatchObject({ seat: 0 });
  });

  it('with a boxed card next in the stub: the boxed card is set aside and the player gets the one after it', () => {
    const r = exposedCard(stubOf(TOP), 3, 2, 2, 'tournament', 6);
    expect(s([r.replacement!])).toBe('7h');
    expect(s(r.flop)).toBe('6h5h4h');
    expect(r.why.map((w) => w.key)).toEqual(['exposed-one', 'boxed', 'exposed-is-burn']);
  });
});

describe('a boxed card', () => {
  it('is not a card: set aside, the next card used (boxed burn card)', () => {
    const r = boxedCard(stubOf(TOP), 3, 6);
    expect(s([r.burn])).toBe('7h');
    expect(s(r.flop)).toBe('6h5h4h');
  });
  it('a boxed card among the flop cards', () => {
    const r = boxedCard(stubOf(TOP), 3, 8);
    expect(s([r.burn])).toBe('8h');
    expect(s(r.flop)).toBe('7h5h4h');
  });
});

describe('missed burn and two burnt (Robert\'s Rules)', () => {
  const stub = parseCards('8h7h6h5h4h3h2h');
  it('a missed burn found before any betting on the flop: put back in order, 8h is the burn, the flop 7h6h5h', () => {
    const r = burnMistake(stub, { street: 'flop', mistake: 'missed', bettingBegun: false });
    expect(r.ruling).toBe('burn-corrected');
    expect(s(r.cards)).toBe('7h6h5h');
    expect(s([r.nextBurn!, r.next!])).toBe('4h3h');
  });
  it('a missed burn found after the flop betting began: the board stands (8h7h6h), the turn burns 5h and is 4h', () => {
    const r = burnMistake(stub, { street: 'flop', mistake: 'missed', bettingBegun: true });
    expect(r.ruling).toBe('board-stands');
    expect(s(r.cards)).toBe('8h7h6h');
    expect(s([r.nextBurn!, r.next!])).toBe('5h4h');
  });
  it('two burnt before the turn, found before betting: 8h the burn, 7h the turn; found after: the turn 6h stands, the river burns 5h and is 4h', () => {
    expect(s(burnMistake(stub, { street: 'turn', mistake: 'two-burnt', bettingBegun: false }).cards)).toBe('7h');
    const late = burnMistake(stub, { street: 'turn', mistake: 'two-burnt', bettingBegun: true });
    expect(s(late.cards)).toBe('6h');
    expect(s([late.nextBurn!, late.next!])).toBe('5h4h');
  });
  it('the river: corrected or standing, nothing comes after it', () => {
    const r = burnMistake(stub, { street: 'river', mistake: 'missed', bettingBegun: false });
    expect(s(r.cards)).toBe('7h');
    expect(r.next).toBeNull();
  });
});

describe('premature boards (Robert\'s Rules)', () => {
  const stub = parseCards('8h7h6h5h4h3h2h');
  it('a premature flop goes back into the stub: the new flop comes from the reshuffled stub and flop, without a burn', () => {
    const flop = parseCards('AsKsQs');
    const r = prematureBoard('flop', stub, flop, createRng(3));
    expect(r.ruling).toBe('flop-reshuffle');
    expect(r.burn).toBeNull();
    expect(r.cards).toHaveLength(3);
    expect(r.cards.every((c) => [...stub, ...flop].includes(c))).toBe(true);
    // The same reshuffle, seeded again, gives the same flop.
    expect(prematureBoard('flop', stub, flop, createRng(3)).cards).toEqual(r.cards);
  });
  it('a premature turn is set aside: burn 8h, the turn 7h; the river from the rest reshuffled with the set-aside card', () => {
    const r = prematureBoard('turn', stub, parseCards('As'), createRng(3));
    expect(r.ruling).toBe('turn-set-aside');
    expect(s([r.burn!])).toBe('8h');
    expect(s(r.cards)).toBe('7h');
    expect([...parseCards('6h5h4h3h2hAs')]).toContain(r.river);
  });
  it('a premature river: stub and card reshuffled, the river without a burn', () => {
    const r = prematureBoard('river', stub, parseCards('As'), createRng(5));
    expect(r).toMatchObject({ ruling: 'river-reshuffle', burn: null });
    expect([...stub, parseCards('As')[0]]).toContain(r.river);
  });
});

describe('action out of turn (TDA)', () => {
  it.each([
    ['check', 'oot-binding'],
    ['call', 'oot-binding'],
    ['fold', 'oot-binding'],
    ['bet', 'oot-options-back'],
    ['raise', 'oot-options-back'],
  ] as const)('the skipped player %ss: %s, and the action goes back to the skipped player', (act, ruling) => {
    const r = actionOutOfTurn(2, 4, act);
    expect(r.ruling).toBe(ruling);
    expect(r.toAct).toBe(2);
    expect(r.why[0].rule).toBe('TDA action out of turn');
  });
});

describe('a fold out of turn and verbal declarations (TDA)', () => {
  it('a fold out of turn, the action to the folder unchanged (a call or fold by the skipped player): binding, the hand dead', () => {
    for (const skipped of ['call', 'fold', 'check'] as const) {
      const r = actionOutOfTurn(1, 3, skipped, 'fold');
      expect(r.ruling).toBe('oot-binding');
      expect(r.why.map((w) => w.key)).toEqual(['oot-back', 'oot-unchanged', 'oot-fold-binding']);
    }
    // Any other out-of-turn act adds nothing about a dead hand.
    expect(actionOutOfTurn(1, 3, 'call', 'call').why.map((w) => w.key)).toEqual(['oot-back', 'oot-unchanged']);
  });

  it('verbal declarations in turn are binding, whatever the player then did', () => {
    const r = verbalInTurn(4, 'raise', 'call');
    expect(r).toMatchObject({ ruling: 'verbal-binding', stands: 'raise' });
    expect(r.why).toEqual([expect.objectContaining({ rule: 'TDA verbal declaration', key: 'verbal-binding', values: { seat: 4, said: 'raise', did: 'call' } })]);
  });

  it('a declaration out of turn is an action out of turn: binding only if the action to the player does not change', () => {
    expect(verbalOutOfTurn(2, 5, 'call', 'check')).toMatchObject({ ruling: 'oot-binding', toAct: 2 });
    const changed = verbalOutOfTurn(2, 5, 'call', 'raise');
    expect(changed).toMatchObject({ ruling: 'oot-options-back', toAct: 2 });
    expect(changed.why.map((w) => w.key)).toEqual(['verbal-out-of-turn', 'oot-back', 'oot-changed']);
  });
});
