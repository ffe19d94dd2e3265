/**
 * The low-hands drill with worked numbers: a 7-5 low beats a 7-6 in razz; in 2-7 a straight is a
 * bad hand and A-2-3-4-5 an ace-high; eight or better leaves a nine-low out; Omaha hi-lo lows that
 * tie may come in either order. Then the levels' mix.
 */
import { describe, expect, it } from 'vitest';
import { apply, GAMES, HOLE_CARDS, legalActions, parseCards, unwrap, type Action, type Hand } from '../../engine';
import { dealt } from '../../engine/testing';
import { askLowHands, lowHands, type LowVariant } from './low-hands';
import type { Level } from '../hands/play';

/**
 * A hand checked and called down to the showdown: `cards` each player's cards in the order dealt
 * (stud: all seven; draw: the five, standing pat), `board` the board cards in order.
 */
function showdown(variant: LowVariant, cards: string[], board = ''): Hand {
  const first = HOLE_CARDS[variant];
  const stud = GAMES[variant].family === 'stud';
  let hand = dealt({
    variant,
    structure: 'fixed-limit',
    stacks: cards.map(() => 1000),
    hole: cards.map((c) => c.slice(0, 2 * first)),
    ...(stud ? { antes: { kind: 'uniform' as const, amount: 10 }, bringIn: 25 } : {}),
    minBet: 100,
    bigBet: 200,
  });
  let next = first;
  const boardCards = parseCards(board);
  const step = (action: Action) => (hand = unwrap(apply(hand, action)));
  while (hand.phase !== 'showdown') {
    if (hand.phase === 'betting') {
      const legal = legalActions(hand)!;
      step(legal.bringIn > 0 ? { type: 'bring-in', seat: legal.seat } : { type: legal.toCall > 0 ? 'call' : 'check', seat: legal.seat });
    } else if (hand.phase === 'deal-hole') {
      cards.forEach((c, seat) => step({ type: 'deal-hole', seat, cards: parseCards(c.slice(2 * next, 2 * next + 2)) }));
      next++;
    } else if (hand.phase === 'deal-board') {
      step({ type: 'deal-board', cards: boardCards.splice(0, hand.game.rounds[hand.round + 1].cards) });
    } else if (hand.phase === 'draw') {
      step({ type: 'discard', seat: hand.toAct!, cards: [] });
    } else throw new Error(`unexpected phase ${hand.phase}`);
  }
  return hand;
}

describe('worked lows', () => {
  it('razz: 7-5-4-3-2 beats 7-6-4-3-2 (the second card decides), whatever the kings and queens', () => {
    const a = askLowHands(showdown('razz', ['KhKd7c5d4h3s2c', 'QhQd7d6c4d3d2d']), 'razz');
    expect(a.answer.order).toEqual([0, 1]);
    expect(a.why.find((w) => w.key === 'low-card')).toMatchObject({ values: { winner: 0, loser: 1, winnerLow: '7-5', loserLow: '7-6' } });
    expect(a.why.find((w) => w.key === 'low-hand')).toMatchObject({ values: { seat: 0, low: '7-5-4-3-2' } });
    const wrong = lowHands.score(a, { kind: 'low-hands', order: [1, 0] });
    expect(wrong).toMatchObject({ earned: 0, possible: 1 });
    expect(wrong.mistakes[0]).toMatchObject({ part: 'order', expected: [0, 1], given: [1, 0], message: { key: 'wrong-order' } });
    expect(wrong.mistakes[0].message.text).toBe('the lows rank seat 0 7-5-4-3-2, then seat 1 7-6-4-3-2 (equal lows in any order); you said seat 1, seat 0');
    expect(lowHands.score(a, a.answer)).toMatchObject({ earned: 1, possible: 1 });
  });

  it('razz: a pair is worse than any five different ranks (a king-high beats a pair of deuces)', () => {
    // Seat 0: K-Q-J-T-9 (no pair); seat 1: seven cards of four ranks (2 3 4 5), its best five a pair of deuces and 5-4-3.
    const a = askLowHands(showdown('razz', ['KcQdJhTs9c9d9h', '2c2d3c3d4c4d5c']), 'razz');
    expect(a.answer.order).toEqual([0, 1]);
    expect(a.why.find((w) => w.key === 'low-category')).toMatchObject({ values: { winner: 0, loser: 1, winnerCategory: 'high-card', loserCategory: 'pair' } });
    // A paired low is read as the pair it is, not by its ranks ("2-5-4-3", a "2 low").
    expect(a.why.find((w) => w.values.seat === 1)).toMatchObject({ key: 'low-hand-pair', values: { pair: '2' }, text: "seat 1's low: a pair of deuces (2c2d5c4c3c)" });
  });

  it('razz: two paired lows, the lower pair wins, read as pairs', () => {
    // Four ranks each, so each best low is a pair: seat 0 a pair of deuces (2-2-7-5-3), seat 1 a pair of fives (5-5-8-7-6).
    const a = askLowHands(showdown('razz', ['2c2d7h7s5s3c3d', '5c5d7c7d6h8d8s']), 'razz');
    expect(a.answer.order).toEqual([0, 1]);
    expect(a.why.find((w) => w.key === 'low-pair')).toMatchObject({ values: { winner: 0, loser: 1, winnerPair: '2', loserPair: '5' }, text: "seat 0's pair of deuces beats seat 1's pair of fives" });
    expect(a.why.some((w) => w.key === 'low-card')).toBe(false);
  });

  it('2-7: the 7-5 wins; an 8-6 next; A-2-3-4-5 is an ace-high; the 6-5-4-3-2 straight is last', () => {
    const a = askLowHands(showdown('2-7-single-draw', ['7c5d4h3s2c', '6h5s4c3d2h', '8c6d4d3c2d', 'Ah2s3h4s5c']), '2-7-single-draw');
    expect(a.answer.order).toEqual([0, 2, 3, 1]);
    const categories = Object.fromEntries(a.why.filter((w) => w.key.startsWith('low-hand')).map((w) => [w.values.seat, w.values.category]));
    expect(categories).toEqual({ 0: 'high-card', 1: 'straight', 2: 'high-card', 3: 'high-card' });
    expect(a.why.find((w) => w.key === 'low-category')).toMatchObject({ values: { winner: 3, loser: 1, winnerCategory: 'high-card', loserCategory: 'straight' } });
    // Ranking the straight as the best low: the order is wrong.
    expect(lowHands.score(a, { kind: 'low-hands', order: [1, 0, 2, 3] }).mistakes.map((m) => m.message.key)).toEqual(['wrong-order']);
  });

  it('stud hi-lo: eight or better; a 9-low does not qualify, each hand is a part', () => {
    // Seat 0: 8-6-4-3-2; seat 1: 9-7-5-3-2 with nothing lower (no low); seat 2: 7-6-5-4-A.
    const a = askLowHands(showdown('stud-hi-lo', ['KcKd8c6d4h3s2c', 'QhQd9d7c5d3d2d', 'JsJc7s6s5sAs4d']), 'stud-hi-lo');
    expect(a.answer.order).toEqual([2, 0]);
    expect(a.why.find((w) => w.key === 'no-qualifying-low')).toMatchObject({ values: { seat: 1 } });
    const s = lowHands.score(a, { kind: 'low-hands', order: [2, 1] });
    // Seat 1 named (no low), seat 0 left out (has one): two parts wrong of three; the order of the one low left is not judged.
    expect(s).toMatchObject({ earned: 1, possible: 3 });
    expect(s.mistakes.map((m) => [m.message.key, m.message.values.seat])).toEqual([
      ['low-qualifies', 0],
      ['low-not-qualifying', 1],
    ]);
    expect(lowHands.score(a, { kind: 'low-hands', order: [0, 2] })).toMatchObject({ earned: 3, possible: 4 });
  });

  it('Omaha hi-lo: exactly two hole cards; equal lows tie and may be named in either order', () => {
    // Board 2c 3d 7h Kd Qs. Seats 0 and 1 each hold an ace and a four: 7-4-3-2-A both. Seat 2's 5-6 makes 7-6-5-3-2.
    const a = askLowHands(showdown('omaha-hi-lo', ['Ah4hKsKc', 'As4sJdJc', '5c6cTdTh'], '2c3d7hKdQs'), 'omaha-hi-lo');
    expect(a.answer.order).toEqual([0, 1, 2]);
    expect(a.why.find((w) => w.key === 'low-tie')).toMatchObject({ values: { seats: [0, 1], low: '7-4-3-2-A' } });
    expect(lowHands.score(a, { kind: 'low-hands', order: [1, 0, 2] })).toMatchObject({ earned: 4, possible: 4 });
    expect(lowHands.score(a, { kind: 'low-hands', order: [0, 2, 1] }).mistakes.map((m) => m.message.key)).toEqual(['wrong-order']);
  });
});

describe('levels', () => {
  const items = (level: Level) => Array.from({ length: 60 }, (_, seed) => lowHands.generate(seed, level, 'cash'));

  it('level 1: two hands; level 3: four to six, with ties and lows that do not qualify', () => {
    expect(items(1).every((i) => i.question.hands.length === 2)).toBe(true);
    const three = items(3);
    expect(three.every((i) => i.question.hands.length >= 4 && i.question.hands.length <= 6)).toBe(true);
    expect(three.filter((i) => i.context.groups.some((g) => g.length > 1)).length).toBeGreaterThan(3);
    expect(three.filter((i) => i.context.eightOrBetter && i.answer.order.length < i.question.hands.length).length).toBeGreaterThan(10);
  });

  it('levels 2 and 3 deal 2-7 hands that are straights or flushes', () => {
    const twoSeven = [...items(2), ...items(3)].filter((i) => i.question.variant.startsWith('2-7'));
    const traps = twoSeven.filter((i) => i.why.some((w) => w.key === 'low-hand-made' && ['straight', 'flush', 'straight-flush'].includes(String(w.values.category))));
    expect(traps.length).toBeGreaterThan(3);
  });
});
