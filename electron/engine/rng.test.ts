import { describe, expect, it } from 'vitest';
import { FULL_DECK } from './cards';
import { createRng, shuffledDeck } from './rng';

const take = (seed: number, count: number): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.next());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(take(12345, 1000)).toEqual(take(12345, 1000));
    const a = createRng(7);
    const b = createRng(7);
    expect(shuffledDeck(a)).toEqual(shuffledDeck(b));
    expect(a.int(1000)).toBe(b.int(1000));
  });

  it('gives different sequences for different seeds, including neighbours and big seeds', () => {
    const seeds = [0, 1, 2, 3, -1, 2 ** 32, 2 ** 32 + 1, 1_700_000_000_000, 0.5 + 1e6];
    const firsts = seeds.map((seed) => take(seed, 4).join(','));
    expect(new Set(firsts).size).toBe(seeds.length);
  });

  it('keeps next() in [0, 1)', () => {
    const outside = take(99, 100_000).filter((x) => !(x >= 0 && x < 1));
    expect(outside).toEqual([]);
  });

  it('keeps int(n) in [0, n) and reaches both ends', () => {
    const rng = createRng(5);
    for (const n of [1, 2, 3, 7, 52, 1000, 2 ** 31 + 11]) {
      let min = Infinity;
      let max = -Infinity;
      let nonIntegers = 0;
      for (let i = 0; i < 5000; i++) {
        const x = rng.int(n);
        if (!Number.isInteger(x)) nonIntegers++;
        min = Math.min(min, x);
        max = Math.max(max, x);
      }
      expect(nonIntegers).toBe(0);
      expect(min).toBeGreaterThanOrEqual(0);
      expect(max).toBeLessThan(n);
      if (n <= 52) expect([min, max]).toEqual([0, n - 1]);
    }
  });

  it('rejects bad arguments', () => {
    const rng = createRng(1);
    expect(() => rng.int(0)).toThrow();
    expect(() => rng.int(2.5)).toThrow();
    expect(() => rng.pick([])).toThrow();
    expect(() => createRng(Number.NaN)).toThrow();
  });

  it('is roughly uniform (chi-square over 52 buckets)', () => {
    const rng = createRng(2024);
    const draws = 520_000;
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < draws; i++) counts[rng.int(52)]++;
    const expected = draws / 52;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: the 99.9th percentile is about 92.
    expect(chi2).toBeLessThan(92);
  });

  it('puts every card everywhere about equally often when shuffling', () => {
    const rng = createRng(31337);
    const rounds = 20_000;
    const firstCard = new Array<number>(52).fill(0);
    for (let i = 0; i < rounds; i++) firstCard[shuffledDeck(rng)[0]]++;
    const expected = rounds / 52;
    const chi2 = firstCard.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(92);
  });
});

describe('shuffle and pick', () => {
  it('returns a permutation as a new array and leaves the input alone', () => {
    const rng = createRng(3);
    const deck = shuffledDeck(rng);
    expect(deck).toHaveLength(52);
    expect([...deck].sort((a, b) => a - b)).toEqual([...FULL_DECK]);
    expect(deck).not.toEqual([...FULL_DECK]);
    const items = ['a', 'b', 'c'];
    const copy = rng.shuffle(items);
    expect(copy).not.toBe(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('shuffles only the cards a hand deals: the first ones are as random, the deck is whole', () => {
    const rng = createRng(77);
    const rounds = 20_000;
    const third = new Array<number>(52).fill(0);
    for (let i = 0; i < rounds; i++) {
      const deck = shuffledDeck(rng, 9);
      if (i < 50) expect([...deck].sort((a, b) => a - b)).toEqual([...FULL_DECK]);
      third[deck[2]]++;
    }
    const expected = rounds / 52;
    expect(third.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)).toBeLessThan(92);
    // Past the cards asked for, the deck is left in order.
    expect(shuffledDeck(createRng(1), 0)).toEqual([...FULL_DECK]);
  });

  it('picks members of the list', () => {
    const rng = createRng(8);
    const items = ['x', 'y', 'z'] as const;
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(rng.pick(items));
    expect([...seen].sort()).toEqual(['x', 'y', 'z']);
  });
});
