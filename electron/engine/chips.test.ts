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
});
