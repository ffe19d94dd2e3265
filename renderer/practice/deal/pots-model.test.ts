/** The pots the trainee builds: moves take chips from a seat into a pot, a new pot or back; the seat joins the pot; undo; what is missing. */
import { describe, expect, it } from 'vitest';
import { initialPots, missingPots, potsAnswer, potsReducer, type PotsAction, type PotsState } from './pots-model';

const run = (state: PotsState, ...actions: PotsAction[]): PotsState => actions.reduce(potsReducer, state);

describe('pots model', () => {
  const start = initialPots({ 0: 400, 1: 1000, 2: 250 }, [{ amount: 600, eligible: [0, 1, 2, 3] }]);

  it('moves what is cut off a stack, or all of it, into a pot, a new side pot or back; the seat becomes eligible for the pot', () => {
    const state = run(
      start,
      { type: 'cut', seat: 1, text: '600' },
      { type: 'move', seat: 1, to: 'back' },
      { type: 'move', seat: 2, to: { pot: 0 } },
      { type: 'cut', seat: 0, text: '250' },
      { type: 'move', seat: 0, to: { pot: 0 } },
      { type: 'move', seat: 0, to: 'new-pot' },
      { type: 'move', seat: 1, to: { pot: 1 } },
    );
    expect(state.left).toEqual({ 0: 0, 1: 0, 2: 0 });
    expect(potsAnswer(state)).toEqual({
      returned: [{ player: 1, amount: 600 }],
      pots: [
        { amount: 1100, eligible: [0, 1, 2, 3] },
        { amount: 550, eligible: [0, 1] },
      ],
    });
    expect(missingPots(state)).toEqual([]);
  });

  it('never moves more than is left, nor chips a seat does not have', () => {
    const state = run(start, { type: 'cut', seat: 2, text: '900' }, { type: 'move', seat: 2, to: { pot: 0 } }, { type: 'move', seat: 2, to: { pot: 0 } }, { type: 'move', seat: 5, to: { pot: 0 } });
    expect(state.left[2]).toBe(0);
    expect(state.pots[0].amount).toBe('850');
  });

  it('undo takes the last move back; a seat taken out of a pot can be put back', () => {
    const moved = run(start, { type: 'move', seat: 0, to: 'new-pot' });
    expect(run(moved, { type: 'undo' })).toMatchObject({ left: start.left, pots: start.pots, returned: {} });
    const out = run(moved, { type: 'toggle', pot: 1, seat: 0 });
    expect(out.pots[1].eligible).toEqual([]);
    // The felt offers the seat taken out, to put it back.
    expect(out.pots[1].out).toEqual([0]);
    const back = run(out, { type: 'toggle', pot: 1, seat: 0 });
    expect(back.pots[1].eligible).toEqual([0]);
    expect(back.pots[1].out).toBeUndefined();
    // Chips of the seat moved in again put it back too.
    const again = run(start, { type: 'cut', seat: 0, text: '100' }, { type: 'move', seat: 0, to: 'new-pot' }, { type: 'toggle', pot: 1, seat: 0 }, { type: 'move', seat: 0, to: { pot: 1 } });
    expect(again.pots[1]).toEqual({ amount: '400', eligible: [0] });
  });

  it('says what is missing: chips still in front, a pot nobody can win, an empty pot with seats', () => {
    expect(missingPots(initialPots({ 0: 100 }, []))).toEqual([{ key: 'noPot' }, { key: 'chipsInFront', values: { seat: 0, amount: 100 } }]);
    const nobody = run(initialPots({ 0: 100 }, []), { type: 'move', seat: 0, to: { pot: 0 } }, { type: 'toggle', pot: 0, seat: 0 }, { type: 'add-pot' }, { type: 'toggle', pot: 1, seat: 0 });
    expect(missingPots(nobody)).toEqual([
      { key: 'potNobody', values: { pot: 0 } },
      { key: 'potEmpty', values: { pot: 1 } },
    ]);
    // Pots stated in the form: the chips in front are the felt's business, not a missing part.
    const typed = run(initialPots({ 0: 100 }, []), { type: 'type-pot', pot: 0, text: '100' }, { type: 'toggle', pot: 0, seat: 0 });
    expect(missingPots(typed)).toEqual([]);
  });

  it('a pot holding moved chips is not removed (undo takes them back); an empty one is', () => {
    const moved = run(start, { type: 'move', seat: 0, to: 'new-pot' }, { type: 'add-pot' });
    expect(run(moved, { type: 'remove-pot', pot: 1 }).pots).toHaveLength(3);
    expect(run(moved, { type: 'remove-pot', pot: 2 }).pots).toHaveLength(2);
  });
});
