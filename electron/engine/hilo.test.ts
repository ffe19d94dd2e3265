/**
 * Split pots of Omaha eight or better, with worked numbers: halves with the odd chip to the high,
 * quartering, no qualifying low (the high hand scoops), and each side pot split on its own.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from './explain';
import { splitHighLow } from './hilo';
import { settle, type Settlement } from './showdown';
import { dealt, play, type TableSpec } from './testing';

/** Omaha eight or better, everyone calls preflop and the hand is checked down on `board`. */
function checkedDown(hole: string[], board: string, spec: Partial<TableSpec> = {}): Settlement {
  let hand = dealt({ variant: 'omaha-hi-lo', structure: 'fixed-limit', stacks: hole.map(() => 1000), bb: 10, hole, ...spec });
  while (hand.phase === 'betting') hand = play(hand, hand.currentBet > hand.seats[hand.toAct!].bet ? 'c' : 'k');
  for (const street of [board.slice(0, 6), board.slice(6, 8), board.slice(8, 10)]) {
    hand = play(hand, 'd' + street);
    while (hand.phase === 'betting') hand = play(hand, 'k');
  }
  return unwrap(settle(hand));
}

const BOARD = '2c3d8hKsQd';

describe('halves', () => {
  it('the odd chip of a pot goes to the high half', () => {
    expect(splitHighLow(33, 1)).toEqual({ high: 17, low: 16 });
    expect(splitHighLow(25, 5)).toEqual({ high: 15, low: 10 });
    // Antes of 1 and the 5/10 blinds called by three players: 33. Seat 0 the low, seat 1 the high.
    const s = checkedDown(['As4sTcTd', 'KdKh9c9d', 'JcJhTsTh'], BOARD, { antes: { kind: 'uniform', amount: 1 } });
    expect(s.pots[0]).toMatchObject({ amount: 33, halves: { high: [{ seat: 1, amount: 17 }], low: [{ seat: 0, amount: 16 }] } });
    expect(s.finalStacks).toEqual([1005, 1006, 989]);
    expect(s.steps.find((w) => w.key === 'hi-lo-split')!.text).toBe('pot 0 is split in halves: 17 for the high hand and 16 for the low; an odd chip goes to the high half');
  });

  it('quartering: the high alone and a tie for the low take three quarters', () => {
    // 3 x 10 = 30: 15 to the high (seat 0's three kings), 15 to the low, tied 8-4-3-2-A: 8 and 7,
    // the odd chip to seat 0, first of the two left of the button (seat 2).
    const s = checkedDown(['AsKdKh4s', 'Ad4dJcJh', 'TcTd9c9d'], BOARD);
    expect(s.pots[0].halves).toEqual({ high: [{ seat: 0, amount: 15 }], low: [{ seat: 0, amount: 8 }, { seat: 1, amount: 7 }] });
    expect(s.pots[0].winners).toEqual([{ seat: 0, amount: 23 }, { seat: 1, amount: 7 }]);
    // The tournament profile: all the odd chips of a half to the first winner left of the button (TDA 20).
    expect(s.steps.map((w) => w.key)).toEqual(expect.arrayContaining(['high-winners', 'low-winners', 'hi-lo-split', 'low-half-split-all-to-first']));
  });

  it('with no low of eight or better the high hand takes the whole pot', () => {
    // One low card on the board: nobody can make a low. Seat 0's three kings scoop.
    const s = checkedDown(['AsKdKh4s', 'Ad4dJcJh', 'TcTd2s2h'], '5h9sJdKsQd');
    expect(s.pots[0].halves).toEqual({ high: [{ seat: 0, amount: 30 }], low: [] });
    expect(s.steps.find((w) => w.key === 'no-low')!.text).toBe('pot 0: no hand qualifies for low (five different ranks, eight or lower), so the high hand takes the whole pot');
  });

  it('a better low is explained by the first card that differs', () => {
    // Seat 0's 8-4-3-2-A against seat 2's 8-5-3-2-A: the 4 against the 5.
    const s = checkedDown(['As4sTcTd', 'KdKh9c9d', 'Ad5dJcJh'], BOARD);
    expect(s.steps.find((w) => w.key === 'low-card')!.text).toBe("seat 0's 8-4 low beats seat 2's 8-5 low: 4 against 5 decides");
  });
});

describe('side pots', () => {
  it('each pot is split high and low on its own', () => {
    // Seat 0 is all-in for 20; seats 1 and 2 put in 100 each. Main pot 60: high seat 1 (three kings),
    // low seat 0 (8-4-3-2-A). Side pot 160: high seat 1, low seat 2 (8-5-3-2-A; seat 0 is not in it).
    let hand = dealt({ variant: 'omaha-hi-lo', stacks: [20, 200, 200], bb: 20, hole: ['As4sTcTd', 'KdKh9c9d', 'Ad5dJcJh'] });
    hand = play(hand, 'r100', 'c', 'c');
    for (const street of ['2c3d8h', 'Ks', 'Qd']) {
      hand = play(hand, 'd' + street);
      while (hand.phase === 'betting') hand = play(hand, 'k');
    }
    const s = unwrap(settle(hand));
    expect(s.pots.map((p) => [p.amount, p.eligible, p.halves])).toEqual([
      [60, [0, 1, 2], { high: [{ seat: 1, amount: 30 }], low: [{ seat: 0, amount: 30 }] }],
      [160, [1, 2], { high: [{ seat: 1, amount: 80 }], low: [{ seat: 2, amount: 80 }] }],
    ]);
    expect(s.finalStacks).toEqual([30, 210, 180]);
  });
});
