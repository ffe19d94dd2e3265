/** The award the trainee deals: a pot to a seat, split when given to more, odd chips one at a time, the award order; what is missing. */
import { describe, expect, it } from 'vitest';
import { awardAnswer, awardReducer, initialAward, missingAward, unawarded, type AwardAction, type AwardState } from './award-model';

const run = (state: AwardState, ...actions: AwardAction[]): AwardState => actions.reduce(awardReducer, state);
const pots = [
  { amount: 1025, eligible: [0, 1, 2] },
  { amount: 600, eligible: [1, 2] },
];

describe('award model', () => {
  it('gives a pot to a seat; to a second seat it splits in the smallest chip, and the odd chips are placed one by one', () => {
    let state = run(initialAward(2), { type: 'give', pot: 1, seat: 2, amount: 600, unit: 25 });
    expect(state.winners[1]).toEqual({ 2: '600' });
    state = run(state, { type: 'give', pot: 0, seat: 0, amount: 1025, unit: 25 }, { type: 'give', pot: 0, seat: 1, amount: 1025, unit: 25 });
    expect(state.winners[0]).toEqual({ 0: '500', 1: '500' });
    expect(unawarded(state, 0, 1025)).toBe(25);
    state = run(state, { type: 'odd-chip', pot: 0, seat: 1, amount: 1025, unit: 25 });
    expect(unawarded(state, 0, 1025)).toBe(0);
    // No chip left to give; and only to a winner.
    expect(run(state, { type: 'odd-chip', pot: 0, seat: 0, amount: 1025, unit: 25 })).toBe(state);
    expect(awardAnswer(state, pots)).toEqual({
      kind: 'award',
      award_order: [1, 0],
      pots: [
        { amount: 1025, eligible: [0, 1, 2], winners: [{ player: 0, amount: 500 }, { player: 1, amount: 525 }] },
        { amount: 600, eligible: [1, 2], winners: [{ player: 2, amount: 600 }] },
      ],
    });
    expect(missingAward(state, pots)).toEqual([]);
  });

  it('says what is missing: a winner, a share, chips given to nobody or too many, a pot not in the order', () => {
    expect(missingAward(initialAward(2), pots)).toEqual([
      { key: 'potNoWinner', values: { pot: 0 } },
      { key: 'potNotAwarded', values: { pot: 0 } },
      { key: 'potNoWinner', values: { pot: 1 } },
      { key: 'potNotAwarded', values: { pot: 1 } },
    ]);
    const typed = run(initialAward(2), { type: 'toggle-winner', pot: 0, seat: 0 }, { type: 'type-share', pot: 1, seat: 2, text: '700' }, { type: 'toggle-order', pot: 1 }, { type: 'toggle-order', pot: 0 });
    expect(missingAward(typed, pots)).toEqual([
      { key: 'shareEmpty', values: { pot: 0 } },
      { key: 'potTooMuch', values: { pot: 1, amount: 100 } },
    ]);
  });

  it('a split pot is answered in halves: high and low winners each with their chips, both together as the winners', () => {
    // 1,025 split high and low: 525 to seat 0 for high (the odd chip 25 with it), the low half of 500 quartered between seats 0 and 1.
    const state = run(
      initialAward(2),
      { type: 'toggle-winner', pot: 0, seat: 0 },
      { type: 'type-share', pot: 0, seat: 0, text: '525' },
      { type: 'toggle-winner', pot: 0, seat: 0, half: 'low' },
      { type: 'type-share', pot: 0, seat: 0, text: '250', half: 'low' },
      { type: 'toggle-winner', pot: 0, seat: 1, half: 'low' },
      { type: 'type-share', pot: 0, seat: 1, text: '250', half: 'low' },
      { type: 'give', pot: 1, seat: 2, amount: 600, unit: 25 },
      { type: 'toggle-order', pot: 0 },
    );
    expect(unawarded(state, 0, 1025)).toBe(0);
    expect(awardAnswer(state, pots, [true, false])).toEqual({
      kind: 'award',
      award_order: [1, 0],
      pots: [
        {
          amount: 1025,
          eligible: [0, 1, 2],
          winners: [{ player: 0, amount: 775 }, { player: 1, amount: 250 }],
          halves: { high: [{ player: 0, amount: 525 }], low: [{ player: 0, amount: 250 }, { player: 1, amount: 250 }] },
        },
        { amount: 600, eligible: [1, 2], winners: [{ player: 2, amount: 600 }] },
      ],
    });
    expect(missingAward(state, pots, [true, false])).toEqual([]);
    // A low winner without chips is an empty share; chips left over are named as for a whole pot.
    const short = run(state, { type: 'type-share', pot: 0, seat: 1, text: '', half: 'low' });
    expect(missingAward(short, pots, [true, false])).toEqual([{ key: 'shareEmpty', values: { pot: 0 } }]);
    const less = run(state, { type: 'type-share', pot: 0, seat: 1, text: '225', half: 'low' });
    expect(missingAward(less, pots, [true, false])).toEqual([{ key: 'potNotAll', values: { pot: 0, amount: 25 } }]);
  });

  it('undo takes the last give back', () => {
    const state = run(initialAward(2), { type: 'give', pot: 0, seat: 0, amount: 1025, unit: 25 }, { type: 'give', pot: 0, seat: 1, amount: 1025, unit: 25 }, { type: 'undo' });
    expect(state.winners[0]).toEqual({ 0: '1025' });
  });
});
