/** The rule options and profiles of RULES.md that the worked cases do not reach. */
import { describe, expect, it } from 'vitest';
import { legalActions } from './betting';
import { gatherView } from './gather';
import { nextPositions } from './positions';
import { settle } from './showdown';
import type { RakeOptions } from './rules';
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
  /** RULES.md's example: stacks 100/10/10,000/1,000 all in at blinds 1/2, a royal flush on the board (everyone splits), settled with `posted`. */
  const royalFlushSplit = (posted: RakeOptions) => {
    const h = play(
      dealt({ stacks: [100, 10, 10000, 1000], sb: 1, bb: 2, options: { rake: posted }, hole: ['2c3d', '4c5d', '6c7d', '8c9d'] }),
      'r10000', 'c', 'c', 'c', 'dAsKsQs', 'dJs', 'dTs',
    );
    const s = settle(h);
    if (!s.ok) throw new Error(s.error.text);
    return s.value;
  };
  it('RULES.md: pot by pot, main pot first; 100/10/10,000/1,000 all in at 1/2, 10 %, no cap, a royal flush on the board', () => {
    const s = royalFlushSplit({ percent: 10, cap: 1_000_000, noFlopNoDrop: true });
    expect(s.pots.map((p) => [p.amount, p.rake])).toEqual([[40, 4], [270, 27], [1800, 180]]);
    expect(s.returned).toEqual([{ seat: 2, amount: 9000 }]);
    expect(s.rake).toBe(211);
    expect(s.finalStacks).toEqual([90, 9, 9900, 900]);
    expect(s.steps.filter((w) => w.key === 'rake-pot').map((w) => w.text)).toEqual([
      'pot 0: 10 % of 40 is 4, leaving 36',
      'pot 1: 10 % of 270 is 27, leaving 243',
      'pot 2: 10 % of 1,800 is 180, leaving 1,620',
    ]);
  });
  it('the cap is reached pot by pot: the main pot pays first, a side pot only what is left of the cap', () => {
    const s = royalFlushSplit({ percent: 10, cap: 50, noFlopNoDrop: true });
    expect(s.pots.map((p) => p.rake)).toEqual([4, 27, 19]);
    expect(s.steps.find((w) => w.key === 'rake-capped')?.values).toMatchObject({ pot: 2, share: 180, rake: 19, after: 1781 });
  });
  it('no flop, no drop', () => {
    const h = play(dealt({ stacks: [1000, 1000, 1000], sb: 50, bb: 100, options: { rake } }), 'r300', 'f', 'f');
    const s = settle(h);
    expect(s.ok && s.value.rake).toBe(0);
  });
  it('stud: a hand over on third street is not raked; one that reaches fourth street is', () => {
    const stud = dealt({ variant: 'stud', stacks: [1000, 1000], hole: ['AsKs2d', 'QdJd5c'], antes: { kind: 'uniform', amount: 10 }, bringIn: 25, minBet: 100, options: { rake } });
    // Seat 0 brings it in, seat 1 completes to 100 and seat 0 folds on third street: no rake.
    const third = settle(play(stud, 'b', 'r100', 'f'));
    expect(third.ok && third.value.rake).toBe(0);
    // Called to fourth street (2 x 110 = 220) and won by a bet there: 5 % of 220 is 11.
    const fourth = play(stud, 'b', 'r100', 'c', 'h0Th', 'h1Tc');
    const s = settle(play(fourth, 'r100', 'f'));
    expect(s.ok && [s.value.pots[0].amount, s.value.rake]).toEqual([220, 11]);
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
    // The reason names this room's rule, not the half-bet rule it does not use.
    const why = legalActions(play(h, 'c'))!.why[0];
    expect(why).toMatchObject({ rule: 'TDA 47', key: 'limit-not-reopened-full' });
    expect(why.text).toContain('under a full bet');
  });
});
