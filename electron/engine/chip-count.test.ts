/**
 * Counting, cutting and changing chips (RULES.md, Counting and cutting chips) with numbers: stacks
 * of 20 and loose chips, a tournament room's fives for 5,000 and up, a call cut largest colour
 * first, and change colour for colour.
 */
import { describe, expect, it } from 'vitest';
import { colourBelow, countStack, cutCall, makeChange, stackSize } from './chip-count';

describe('counting an all-in', () => {
  it('stacks of 20 and loose chips: 47 blacks and 13 greens are 2 stacks and 7, and 13 loose: 4,700 + 325 = 5,025', () => {
    const c = countStack([{ value: 25, count: 13 }, { value: 100, count: 47 }], () => 20);
    expect(c.total).toBe(5025);
    expect(c.why.map((w) => w.values)).toEqual([
      { value: 100, chips: 47, stacks: 2, per: 20, loose: 7, amount: 4700 },
      { value: 25, chips: 13, stacks: 0, per: 20, loose: 13, amount: 325 },
      { total: 5025 },
    ]);
  });

  it('stacks of 20; in a tournament room that stacks its large chips in fives, 5,000s and up by five', () => {
    expect(stackSize(5000, 'cash', true)).toBe(20);
    expect(stackSize(5000, 'tournament', false)).toBe(20);
    expect(stackSize(5000, 'tournament', true)).toBe(5);
    expect(stackSize(25000, 'tournament', true)).toBe(5);
    expect(stackSize(1000, 'tournament', true)).toBe(20);
    // 12 yellows of 5,000 by five: 2 stacks and 2 loose, 60,000; 23 of 1,000: a stack of 20 and 3, 23,000.
    const c = countStack([{ value: 5000, count: 12 }, { value: 1000, count: 23 }], (v) => stackSize(v, 'tournament', true));
    expect(c.total).toBe(83000);
    expect(c.why[0].values).toMatchObject({ stacks: 2, per: 5, loose: 2 });
    expect(c.why[1].values).toMatchObject({ stacks: 1, per: 20, loose: 3 });
    // The English text writes amounts as RULES.md does, grouped by thousands.
    expect(c.why.map((w) => w.text)).toEqual(['5,000s: 2 stacks of 5 and 2 loose, 12 chips, 60,000', '1,000s: 1 stack of 20 and 3 loose, 23 chips, 23,000', 'the all-in is 83,000, counted before it is called']);
  });
});

describe('cutting a call', () => {
  it('a bet of 1,350 from 4 × 500, 12 × 100, 20 × 25: 2 × 500, 3 × 100, 2 × 25', () => {
    const c = cutCall([{ value: 25, count: 20 }, { value: 100, count: 12 }, { value: 500, count: 4 }], 1350)!;
    expect(c.chips).toEqual([{ value: 500, count: 2 }, { value: 100, count: 3 }, { value: 25, count: 2 }]);
    expect(c.why[0].values).toEqual({ value: 500, count: 2, amount: 1000, rest: 350 });
  });

  it('the largest colour short: 1,350 from 1 × 500 and 12 × 100 and 4 × 25: 500 + 8 × 100 + 2 × 25', () => {
    expect(cutCall([{ value: 500, count: 1 }, { value: 100, count: 12 }, { value: 25, count: 4 }], 1350)!.chips).toEqual([{ value: 500, count: 1 }, { value: 100, count: 8 }, { value: 25, count: 2 }]);
  });

  it('a stack that cannot make the call exactly: null', () => {
    expect(cutCall([{ value: 100, count: 5 }], 150)).toBeNull();
  });
});

describe('making change, colour for colour', () => {
  it('a 500 into five 100s; two 1,000s into four 500s', () => {
    expect(colourBelow(500)).toBe(100);
    expect(colourBelow(1)).toBeNull();
    expect(makeChange({ value: 500, count: 1 }).back).toEqual([{ value: 100, count: 5 }]);
    const two = makeChange({ value: 1000, count: 2 });
    expect(two.back).toEqual([{ value: 500, count: 4 }]);
    expect(two.why[0].values).toEqual({ value: 1000, count: 2, into: 500, chips: 4 });
  });

  it('a 500 for a call of 75: four 100s and four 25s back, the call three 25s', () => {
    const c = makeChange({ value: 500, count: 1 }, 75);
    expect(c.back).toEqual([{ value: 100, count: 4 }, { value: 25, count: 4 }]);
    expect(c.pay).toEqual([{ value: 25, count: 3 }]);
    expect(c.why.map((w) => w.key)).toEqual(['change-break', 'change-break', 'change-pay']);
  });

  it('a 1,000 for a call of 175: a 500, four 100s and four 25s; the call 100 + 3 × 25', () => {
    const c = makeChange({ value: 1000, count: 1 }, 175);
    expect(c.back).toEqual([{ value: 500, count: 1 }, { value: 100, count: 4 }, { value: 25, count: 4 }]);
    expect(c.pay).toEqual([{ value: 100, count: 1 }, { value: 25, count: 3 }]);
  });
});
