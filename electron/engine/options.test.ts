/** The rule options and profiles of RULES.md that the worked cases do not reach. */
import { describe, expect, it } from 'vitest';
import { legalActions } from './betting';
import { gatherView } from './gather';
import { nextPositions } from './positions';
import { settle } from './showdown';
import { checkTo, dealt, flopWithPot, play } from './testing';

describe('big-blind ante with a short big blind (TDA 2024 RP-11)', () => {
  const table = (bbAnteOrder: 'blind-first' | 'ante-first') =>
    dealt({ stacks: [5000, 250, 5000], sb: 100, bb: 200, antes: { kind: 'big-blind', amount: 200 }, options: { bbAnteOrder } });
  it('blind first: 250 covers the 200 blind, then 50 of the ante', () => {
    const h = table('blind-first');
    expect([h.seats[1].bet, h.deadMoney]).toEqual([200, 50]);
  });
  it('ante first: 250 covers the 200 ante, then 50 of the blind', () => {
    const h = table('ante-first');
    expect([h.seats[1].bet, h.deadMoney]).toEqual([50, 200]);
  });
  it('the big-blind ante is dead money in the main pot, which the others can win', () => {
    const h = play(dealt({ stacks: [5000, 5000, 5000], sb: 100, bb: 200, antes: { kind: 'big-blind', amount: 200 } }), 'f', 'c', 'k');
    expect(gatherView(h).potsBefore).toEqual([{ amount: 600, eligible: [0, 1] }]);
  });
});

describe('folding when a check is free', () => {
  it('is allowed by default and refused when the option is off', () => {
    expect(legalActions(flopWithPot(200, [1000, 1000]))?.canFold).toBe(true);
    const strict = flopWithPot(200, [1000, 1000], { options: { allowFoldWhenCheckIsFree: false } });
    expect(legalActions(strict)?.canFold).toBe(false);
  });
});

describe('rake', () => {
  const rake = { percent: 5, cap: 100, noFlopNoDrop: true };
  it('takes 5 % of the pot, capped, from the called money only', () => {
    // Case 20 with rake: the pot B wins is 54; 5 % of it is 2 (whole chips, rounded down).
    const h = play(flopWithPot(38, [500, 500], { minBet: 2, options: { rake } }), 'r8', 'r24', 'f');
    const s = settle(h);
    expect(s.ok && [s.value.rake, s.value.pots[0].amount, s.value.pots[0].winners[0].amount]).toEqual([2, 54, 52]);
    const big = play(flopWithPot(4000, [5000, 5000], { options: { rake } }), 'r2000', 'f');
    const sb = settle(big);
    expect(sb.ok && sb.value.rake).toBe(100);
  });
  it('no flop, no drop', () => {
    const h = play(dealt({ stacks: [1000, 1000, 1000], sb: 50, bb: 100, options: { rake } }), 'r300', 'f', 'f');
    const s = settle(h);
    expect(s.ok && s.value.rake).toBe(0);
  });
});

describe('the button and blinds between hands (case 34)', () => {
  it('moves the big blind one seat to the left', () => {
    expect(nextPositions([true, true, true, true], 2)).toEqual({ button: 1, smallBlind: 2, bigBlind: 3 });
  });
  it('three become two when the button busts: the big blind does not post again', () => {
    // Seat 0 was the button, 1 the small blind, 2 the big blind; seat 0 busts.
    expect(nextPositions([false, true, true], 2)).toEqual({ button: 2, smallBlind: 2, bigBlind: 1 });
  });
});

describe('fixed-limit options', () => {
  const turn = (behind: number[], options: Record<string, unknown>) =>
    checkTo(flopWithPot(20 * behind.length, behind, { structure: 'fixed-limit', minBet: 10, bigBet: 20, options }), 'turn');
  it('raiseCap 4: a bet and four raises', () => {
    const h = play(turn([500, 500, 500, 500], { raiseCap: 4 }), 'r20', 'r40', 'r60', 'r80');
    expect(legalActions(h)).toMatchObject({ canRaise: true, minRaiseTo: 100, cap: { raisesLeft: 1 } });
    expect(legalActions(play(h, 'r100'))).toMatchObject({ canRaise: false });
  });
  it('limitReopen full: an all-in of half a bet does not count as a raise', () => {
    const h = play(turn([500, 30, 500], { limitReopen: 'full' }), 'r20', 'r30');
    expect(legalActions(h)).toMatchObject({ toCall: 30, minRaiseTo: 40 });
    expect(legalActions(play(h, 'c'))).toMatchObject({ canRaise: false, toCall: 10 });
  });
});
