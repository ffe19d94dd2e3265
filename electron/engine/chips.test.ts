/** Chips pushed without a word (RULES.md, one motion), with the numbers of RULES.md. */
import { describe, expect, it } from 'vitest';
import { chipRuling } from './chips';
import { dealt, flopWithPot, play } from './testing';

describe('one motion: silent chips', () => {
  // A 100/200 game on the flop: the minimum bet is 200.
  const flop = () => flopWithPot(400, [10000, 10000], { minBet: 200 });

  it('a lone 100 chip on a 100/200 flop is a bet of 200, because 200 is the minimum, not because of the chip', () => {
    const r = chipRuling(flop(), { chips: [100] });
    expect(r).toMatchObject({ ruling: 'bet', to: 200, completed: true });
    expect(r!.why[0]).toMatchObject({ rule: 'RULES one motion', key: 'single-chip-below-min', values: { chip: 100, to: 200 } });
    expect(r!.why[0].text).toContain('made up to the minimum');
  });

  it('several chips below the minimum bet are made up to it too', () => {
    expect(chipRuling(flop(), { chips: [100, 25, 25] })).toMatchObject({ ruling: 'bet', to: 200, completed: true, why: [{ key: 'chips-below-min' }] });
  });

  it('a lone chip of the minimum or more, not facing a bet, is a bet of its value', () => {
    expect(chipRuling(flop(), { chips: [1000] })).toMatchObject({ ruling: 'bet', to: 1000, completed: false, why: [{ key: 'single-chip-bet' }] });
  });

  it('a lone chip below the minimum that is all the player has is an all-in bet of the chip', () => {
    const short = flopWithPot(400, [100, 10000], { minBet: 200 }); // seat 0, first to act, has 100 left
    expect(chipRuling(short, { chips: [100] })).toMatchObject({ ruling: 'bet', to: 100, completed: false });
  });

  it("the big blind's silent oversized chip on its option is a check: nothing more to call", () => {
    // Blinds 100/200: the button and the small blind call; the big blind pushes a 1,000 chip without a word.
    const option = play(dealt({ stacks: [5000, 5000, 5000], sb: 100, bb: 200 }), 'c', 'c');
    expect(option.toAct).toBe(1);
    const r = chipRuling(option, { chips: [1000] });
    expect(r).toMatchObject({ ruling: 'check', to: 200, completed: false });
    expect(r!.why[0]).toMatchObject({ key: 'option-chip-check' });
  });

  it('facing a bet, the same oversized chip is a call', () => {
    const facing = play(dealt({ stacks: [5000, 5000, 5000], sb: 100, bb: 200 }), 'c');
    expect(chipRuling(facing, { chips: [1000] })).toMatchObject({ ruling: 'call', to: 200 });
  });

  it('a push over the call where nobody is left to raise against is a call, with that reason', () => {
    const h = play(dealt({ stacks: [9, 6, 110, 114], sb: 1, bb: 2 }), 'r110');
    const r = chipRuling(h, { chips: [100, 14] });
    expect(r).toMatchObject({ ruling: 'call', to: 110 });
    expect(r!.why.map((w) => w.key)).toEqual(['raise-not-allowed', 'nobody-to-raise']);
  });

  describe('RULES under-raise: the half is of the raise increment, not of a raise the stack caps', () => {
    // Blinds 250/500 (seat 0 the small blind), seat 2 limps, seat 3 raises all-in to 21,500: a raise of 21,000.
    const facing = (stack: number) => {
      const h = play(dealt({ stacks: [stack, 37700, 15600, 21500], sb: 250, bb: 500 }), 'c', 'r21500');
      expect(h.toAct).toBe(0);
      return h;
    };

    it('5,750 over the call, with 28,000 in all (short of a full raise): a call of 21,500, the half measured against 21,000', () => {
      // The small blind has 27,750 behind and pushes 27,000 without a word: 5,750 over the call, not all-in.
      const r = chipRuling(facing(28000), { chips: new Array<number>(54).fill(500) })!;
      expect(r).toMatchObject({ ruling: 'call', to: 21500, completed: false });
      expect(r.why[0]).toMatchObject({ key: 'under-half', values: { over: 5750, fullRaise: 21000, to: 21500 } });
      expect(r.why[0].text).toBe('5,750 over the bet is less than half of the full raise of 21,000: it is a call of 21,500, the rest goes back');
    });

    it('half of the increment or more, short of the minimum of 42,500: completed, all-in for what the player has', () => {
      // 33,000 pushed: 11,750 over the call, at least half of 21,000; the minimum raise is to 42,500, the player has 40,000.
      const r = chipRuling(facing(40000), { chips: new Array<number>(33).fill(1000) })!;
      expect(r).toMatchObject({ ruling: 'raise', to: 40000, completed: true });
      expect(r.why.map((w) => [w.key, w.values])).toEqual([
        ['complete-raise', { over: 11750, fullRaise: 21000, to: 42500 }],
        ['complete-raise-all-in', { to: 40000 }],
      ]);
    });

    it('with a stack that covers the minimum, half or more is completed to it', () => {
      const r = chipRuling(facing(60000), { chips: new Array<number>(33).fill(1000) })!;
      expect(r).toMatchObject({ ruling: 'raise', to: 42500, completed: true });
      expect(r.why.map((w) => w.key)).toEqual(['complete-raise']);
    });
  });
});

