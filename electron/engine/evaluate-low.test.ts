/**
 * Low hands: worked cases (a 7-5 beats a 7-6, the wheel, 2-7's ace and straights, eight or better,
 * Omaha's two and three), and both evaluators checked over all 2,598,960 five-card hands against
 * an independent ranking written from the rules alone.
 */
import { describe, expect, it } from 'vitest';
import { cardsToString, FULL_DECK, parseCards } from './cards';
import { createRng } from './rng';
import {
  bestAceToFive,
  bestOmahaLow,
  evaluateAceToFive,
  evaluateDeuceToSeven,
  lowDecider,
  lowName,
  patternScore,
  scoreAceToFive,
  scoreDeuceToSeven,
} from './evaluate-low';

const a5 = (text: string) => evaluateAceToFive(parseCards(text));
const d27 = (text: string) => evaluateDeuceToSeven(parseCards(text));

describe('ace-to-five', () => {
  it('a 7-5 low beats a 7-6 low: the first card that differs, from the top, decides', () => {
    const better = a5('7s5d4c3h2s');
    const worse = a5('7d6s4h3c2d');
    expect(better.score).toBeLessThan(worse.score);
    expect(lowDecider(better, worse)).toEqual({ index: 1, rankA: 3, rankB: 4 });
    const at = lowDecider(better, worse)!.index + 1;
    expect([lowName(better, at), lowName(worse, at)]).toEqual(['7-5', '7-6']);
    expect(lowName(better)).toBe('7-5-4-3-2');
  });

  it('the ace is low and straights and flushes do not count: 5-4-3-2-A suited is the best low', () => {
    const wheel = a5('5s4s3s2sAs');
    expect(wheel.category).toBe('high-card');
    expect(lowName(wheel)).toBe('5-4-3-2-A');
    expect(wheel.score).toBeLessThan(a5('6d4c3h2sAd').score);
    // A pair is worse than any five different cards; two pair worse than one pair.
    expect(a5('KsQdJcTh9s').score).toBeLessThan(a5('AsAd2c3h4s').score);
    expect(a5('AsAd2c3h4s').score).toBeLessThan(a5('2s2d3c3h4s').score);
    expect(a5('AsAd2c3h4s').category).toBe('pair');
  });

  it('eight or better: five different ranks of 8 or lower, or no low', () => {
    expect(lowName(bestAceToFive(parseCards('8s7d6c5h4s'), true)!)).toBe('8-7-6-5-4');
    expect(bestAceToFive(parseCards('9s7d6c5h4s'), true)).toBeNull();
    expect(bestAceToFive(parseCards('As2d3c4h9s9dKs'), true)).toBeNull();
    // Seven cards: the five lowest different ranks, pairs skipped.
    expect(lowName(bestAceToFive(parseCards('As2d2c4h8s7dKs'), true)!)).toBe('8-7-4-2-A');
  });

  it('razz plays the best five of seven, a pair when it must: the lowest pair, then the lowest kickers', () => {
    expect(lowName(bestAceToFive(parseCards('As2d3c4h9s9dKs'))!)).toBe('9-4-3-2-A');
    const paired = bestAceToFive(parseCards('AsAd2s2d3s3dKs'))!;
    expect(paired.category).toBe('pair');
    expect(lowName(paired)).toBe('A-K-3-2');
  });

  it('Omaha takes exactly two hole cards and three board cards for the low too', () => {
    expect(lowName(bestOmahaLow(parseCards('As2sKdKh'), parseCards('3c4d5h9sTd'))!)).toBe('5-4-3-2-A');
    // One low card in the hand is not enough, however low the board.
    expect(bestOmahaLow(parseCards('AsKsKdKh'), parseCards('2c3d4h5sTd'))).toBeNull();
    // Two low board cards are not enough either.
    expect(bestOmahaLow(parseCards('As2s3d4h'), parseCards('5c6dKhKsTd'))).toBeNull();
  });

  it('Omaha low: the same best five as scoring every two-and-three by the five-card evaluator, over 20,000 random deals', () => {
    const rng = createRng(11);
    for (let n = 0; n < 20_000; n++) {
      const cards = rng.shuffle(FULL_DECK).slice(0, 9);
      const hole = cards.slice(0, 4);
      const board = cards.slice(4);
      // Every two of the hand with three of the board; a qualifying low is five different ranks, eight or lower.
      let best: ReturnType<typeof evaluateAceToFive> | null = null;
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          for (let x = 0; x < 5; x++)
            for (let y = x + 1; y < 5; y++)
              for (let z = y + 1; z < 5; z++) {
                const v = evaluateAceToFive([hole[i], hole[j], board[x], board[y], board[z]]);
                if (v.category === 'high-card' && v.ranks[0] <= 6 && (best === null || v.score < best.score)) best = v;
              }
      const got = bestOmahaLow(hole, board);
      expect(got?.score ?? null, cardsToString(cards)).toBe(best?.score ?? null);
      if (got && best) expect(got.cards.slice().sort()).toEqual(best.cards.slice().sort());
    }
  });
});

describe('deuce-to-seven', () => {
  it('7-5-4-3-2 of mixed suits is the best; the ace is high, straights and flushes count', () => {
    expect(d27('7s5d4c3h2s').score).toBeLessThan(d27('7d6s4h3c2d').score);
    expect(lowName(d27('7s5d4c3h2s'))).toBe('7-5-4-3-2');
    // A-5-4-3-2 is an ace-high, worse than any king-high.
    const ace = d27('As5d4c3h2s');
    expect(ace.category).toBe('high-card');
    expect(lowName(ace)).toBe('A-5-4-3-2');
    expect(d27('KsQdJc9h8s').score).toBeLessThan(ace.score);
    // 8-7-6-5-4 is a straight: worse than three kings. A flush is worse than an ace-high.
    expect(d27('KsKdKc2h3s').score).toBeLessThan(d27('8s7d6c5h4s').score);
    expect(d27('AhKdQcJs9s').score).toBeLessThan(d27('7s5s4s3s2s').score);
    expect(d27('7s5s4s3s2s').category).toBe('flush');
  });
});

// ---------------------------------------------------------------------------------------------
// All five-card hands. The evaluators must rank every hand as an independent reading of the
// rules does: equal exactly when the references are equal, and in the same order.

/** Rank groups, largest first and within a size higher first: [[count, rank], ...]. */
function groups(ranks: number[]): [number, number][] {
  const count = new Map<number, number>();
  for (const r of ranks) count.set(r, (count.get(r) ?? 0) + 1);
  return [...count.entries()].map(([r, c]): [number, number] => [c, r]).sort((x, y) => y[0] - x[0] || y[1] - x[1]);
}

const SHAPES = ['1,1,1,1,1', '2,1,1,1', '2,2,1', '3,1,1', '3,2', '4,1'];

/** Ace-to-five, from the rules: the ace counts 1, pairs are worse by their shape, then the ranks from the top. Lower is better. */
function aceToFiveReference(ranks: number[]): number[] {
  const g = groups(ranks.map((r) => (r === 12 ? 0 : r + 1)));
  return [SHAPES.indexOf(g.map((x) => x[0]).join(',')), ...g.map((x) => x[1])];
}

/** Deuce-to-seven, from the rules: high poker read upside down, the ace always high (A-2-3-4-5 is no straight). */
function deuceToSevenReference(ranks: number[], flush: boolean): number[] {
  const g = groups(ranks);
  const shape = g.map((x) => x[0]).join(',');
  const straight = g.length === 5 && g[0][1] - g[4][1] === 4;
  const category = straight && flush ? 8 : shape === '4,1' ? 7 : shape === '3,2' ? 6 : flush ? 5 : straight ? 4 : [0, 1, 2, 3][SHAPES.indexOf(shape)];
  return [category, ...g.map((x) => x[1])];
}

const compareKeys = (x: number[], y: number[]): number => {
  for (let k = 0; k < Math.max(x.length, y.length); k++) if ((x[k] ?? -1) !== (y[k] ?? -1)) return (x[k] ?? -1) - (y[k] ?? -1);
  return 0;
};

/** The evaluators' scores must be a strictly increasing function of the reference order. */
function expectSameOrder(classes: Map<number, { score: number; reference: number[] }>): void {
  const sorted = [...classes.values()].sort((x, y) => compareKeys(x.reference, y.reference));
  for (let k = 1; k < sorted.length; k++) {
    expect(compareKeys(sorted[k - 1].reference, sorted[k].reference), 'references are distinct').toBeLessThan(0);
    if (!(sorted[k - 1].score < sorted[k].score)) expect([sorted[k - 1], sorted[k]]).toBe('in the reference order');
  }
}

describe('every five-card hand', () => {
  it('ranks as the references do: 6,175 distinct ace-to-five lows and 7,462 deuce-to-seven lows', () => {
    // A hand's ranks as a multiset: three bits a rank. Suits only matter for 2-7's flushes.
    const POW8 = Array.from({ length: 13 }, (_, r) => 8 ** r);
    const a5Classes = new Map<number, { score: number; reference: number[] }>();
    const d27Classes = new Map<number, { score: number; reference: number[] }>();
    const aceToFive = new Map<number, number>();
    const deuceToSeven = new Map<number, number>();
    let hands = 0;
    const five = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = a;
              five[1] = b;
              five[2] = c;
              five[3] = d;
              five[4] = e;
              hands++;
              const multiset = POW8[a >> 2] + POW8[b >> 2] + POW8[c >> 2] + POW8[d >> 2] + POW8[e >> 2];
              const flush = (a & 3) === (b & 3) && (a & 3) === (c & 3) && (a & 3) === (d & 3) && (a & 3) === (e & 3);
              const s5 = scoreAceToFive(five);
              const s27 = scoreDeuceToSeven(five);
              // The same ranks always score the same (the suits never decide an ace-to-five low).
              const seen5 = aceToFive.get(multiset);
              if (seen5 === undefined) aceToFive.set(multiset, s5);
              else if (seen5 !== s5) expect(s5).toBe(seen5);
              const key27 = multiset * 2 + (flush ? 1 : 0);
              const seen27 = deuceToSeven.get(key27);
              if (seen27 === undefined) deuceToSeven.set(key27, s27);
              else if (seen27 !== s27) expect(s27).toBe(seen27);
            }
    expect(hands).toBe(2_598_960);
    // The references, once per class of hands (ranks, and for 2-7 whether suited).
    const ranksOf = (multiset: number): number[] => {
      const ranks: number[] = [];
      for (let r = 12; r >= 0; r--) for (let k = Math.floor(multiset / POW8[r]) % 8; k > 0; k--) ranks.push(r);
      return ranks;
    };
    for (const [multiset, score] of aceToFive) a5Classes.set(multiset, { score, reference: aceToFiveReference(ranksOf(multiset)) });
    for (const [key, score] of deuceToSeven) d27Classes.set(key, { score, reference: deuceToSevenReference(ranksOf(Math.floor(key / 2)), key % 2 === 1) });
    expect(a5Classes.size).toBe(6175);
    expect(new Set([...aceToFive.values()]).size).toBe(6175);
    expect(new Set([...deuceToSeven.values()]).size).toBe(7462);
    expectSameOrder(a5Classes);
    expectSameOrder(d27Classes);
    // The ends: 5-4-3-2-A and 7-5-4-3-2 are the best lows; four kings and the royal flush the worst.
    const best5 = Math.min(...aceToFive.values());
    expect(best5).toBe(patternScore(parseCards('5s4d3c2hAs'), true));
    expect(Math.min(...deuceToSeven.values())).toBe(scoreDeuceToSeven(parseCards('7s5d4c3h2s')));
    expect(Math.max(...aceToFive.values())).toBe(scoreAceToFive(parseCards('KsKdKcKhQs')));
    expect(Math.max(...deuceToSeven.values())).toBe(scoreDeuceToSeven(parseCards('AsKsQsJsTs')));
    // Eight or better: C(8, 5) = 56 qualifying lows.
    expect([...aceToFive.keys()].filter((m) => bestAceToFive(ranksOf(m).map((r, k) => r * 4 + (k % 4)), true)).length).toBe(56);
  });
});
