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

  it('on the felt a split pot is dealt by halves: each half to its winners, the odd chips one at a time to the half of the seat they go to', () => {
    // 1,025 in chips of 25: halves of 500, and the chip between them left over.
    const give = (seat: number, half?: 'high' | 'low', amount = 1025): AwardAction => ({ type: 'give', pot: 0, seat, amount, unit: 25, half });
    const odd = (seat: number, amount = 1025): AwardAction => ({ type: 'odd-chip', pot: 0, seat, amount, unit: 25 });
    let state = run(initialAward(2), give(2, 'high'), give(0, 'low'), give(1, 'low'));
    expect(state.winners[0]).toEqual({ 2: '500' });
    expect(state.low[0]).toEqual({ 0: '250', 1: '250' });
    expect(unawarded(state, 0, 1025)).toBe(25);
    expect(state.order).toEqual([0]);
    // The chip between the halves to the high hand: the high half is 525.
    state = run(state, odd(2));
    expect(awardAnswer(state, pots, [true, false]).pots[0].halves).toEqual({ high: [{ player: 2, amount: 525 }], low: [{ player: 0, amount: 250 }, { player: 1, amount: 250 }] });
    expect(run(state, odd(2))).toBe(state);

    // A seat in both halves: its odd chip goes to the low half while the low half is short, then high.
    // 1,050: halves of 525; the low half quartered 250 and 250, its odd chip of 25 left.
    const q = run(initialAward(2), give(0, 'high', 1050), give(0, 'low', 1050), give(1, 'low', 1050), odd(0, 1050));
    expect(q.winners[0]).toEqual({ 0: '525' });
    expect(q.low[0]).toEqual({ 0: '275', 1: '250' });
    const quartered = run(initialAward(2), give(0, 'high'), give(0, 'low'), give(1, 'low'));
    // At 1,025 the low half (500) is whole after the quartering: the chip between the halves goes high.
    expect(run(quartered, odd(0)).winners[0]).toEqual({ 0: '525' });
    // A seat that won neither half gets none.
    expect(run(quartered, odd(2))).toBe(quartered);
  });

  it('a split pot nobody wins low goes whole to the high hand, as a pot does', () => {
    const state = run(initialAward(2), { type: 'give', pot: 0, seat: 1, amount: 1025, unit: 25 });
    expect(awardAnswer(state, pots, [true, false]).pots[0].halves).toEqual({ high: [{ player: 1, amount: 1025 }], low: [] });
  });

  it('undo takes the last give back', () => {
    const state = run(initialAward(2), { type: 'give', pot: 0, seat: 0, amount: 1025, unit: 25 }, { type: 'give', pot: 0, seat: 1, amount: 1025, unit: 25 }, { type: 'undo' });
    expect(state.winners[0]).toEqual({ 0: '1025' });
  });
});
