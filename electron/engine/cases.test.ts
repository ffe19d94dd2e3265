/**
 * The worked cases of shared/CASES.md and RULES.md, with their numbers. Seat 0 is "A", seat 1
 * "B" and so on, in the order they act after the flop.
 */
import { describe, expect, it } from 'vitest';
import { apply } from './actions';
import { legalActions } from './betting';
import { parseCards } from './cards';
import { chipRuling } from './chips';
import { gatherView } from './gather';
import { buildPots } from './pots';
import { settle, showdownOrder, splitPot } from './showdown';
import { checkTo, dealt, flopWithPot, play } from './testing';
import type { Hand } from './state';

const legal = (hand: Hand) => {
  const l = legalActions(hand);
  if (!l) throw new Error('nobody to act');
  return l;
};
const settled = (hand: Hand) => {
  const s = settle(hand);
  if (!s.ok) throw new Error(s.error.text);
  return s.value;
};

describe('pot-limit (cases 1-6)', () => {
  const pl = { structure: 'pot-limit' as const };
  it('1. pot 100, A bets 50: B may raise to 250', () => {
    const h = play(flopWithPot(100, [1000, 1000], pl), 'r50');
    expect(legal(h).potLimit).toMatchObject({ potBefore: 100, betsThisRound: 50, call: 50, potAfterCall: 200, maxRaiseTo: 250 });
    expect(legal(h).maxRaiseTo).toBe(250);
  });
  it('2. pot 200, A bets 150, B calls: C may raise to 800', () => {
    const h = play(flopWithPot(200, [2000, 2000, 2000, 2000], pl), 'r150', 'c');
    expect(legal(h).maxRaiseTo).toBe(800);
    expect(legal(h).potLimit?.potAfterCall).toBe(650);
  });
  it('3. pot 10, A bets 3, B raises to 10: C may raise to 43', () => {
    const h = play(flopWithPot(10, [100, 100, 100, 100, 100], { ...pl, minBet: 2 }), 'r3', 'r10');
    expect(legal(h).maxRaiseTo).toBe(43);
  });
  it('4. flop pot 1,500, A bets 1,500: the pot raise is to 6,000', () => {
    const h = play(flopWithPot(1500, [20000, 20000], pl), 'r1500');
    expect(legal(h).maxRaiseTo).toBe(6000);
    expect(apply(h, { type: 'raise', seat: h.toAct!, to: 6001 }).ok).toBe(false);
  });
  it('5. blinds 100/200: the first raise is at most to 700; after a limp, to 900', () => {
    const h = dealt({ ...pl, stacks: [5000, 5000, 5000, 5000], sb: 100, bb: 200 });
    expect(legal(h).maxRaiseTo).toBe(700);
    expect(legal(play(h, 'c')).maxRaiseTo).toBe(900);
  });
  it('6. pot 1,000, A bets 300, B all-in 400: C calls 400 or raises 700 to 2,500; A reopened only by a full raise', () => {
    const h = play(flopWithPot(1000, [5000, 400, 5000, 5000], pl), 'r300', 'r400');
    const c = legal(h);
    expect([c.toCall, c.minRaiseTo, c.maxRaiseTo]).toEqual([400, 700, 2500]);
    const called = play(h, 'c', 'c');
    expect(called.toAct).toBe(0);
    expect(legal(called)).toMatchObject({ canRaise: false, toCall: 100 });
    const raised = play(h, 'r700', 'f');
    expect(raised.toAct).toBe(0);
    expect(legal(raised).canRaise).toBe(true);
  });
});

describe('no-limit raises and reopening (cases 7-13)', () => {
  it('7. A bets 600, B raises to 1,600, C to 3,600: D must raise to at least 5,600', () => {
    const h = play(flopWithPot(800, [20000, 20000, 20000, 20000]), 'r600', 'r1600', 'r3600');
    expect(legal(h).minRaiseTo).toBe(5600);
    const err = apply(h, { type: 'raise', seat: 3, to: 5000 });
    expect(err.ok).toBe(false);
    if (!err.ok) expect(err.error).toMatchObject({ rule: 'TDA 43', values: { minRaiseTo: 5600 } });
    expect(err.ok || err.error.text).toContain('the minimum raise is to 5,600 (TDA 43)');
  });
  it('RULES: blinds 100/200, the minimum opening raise is to 400; bets 100, 200: the next raise is to 300 at least', () => {
    expect(legal(dealt({ stacks: [5000, 5000, 5000], sb: 100, bb: 200 })).minRaiseTo).toBe(400);
    expect(legal(play(flopWithPot(300, [5000, 5000, 5000], { minBet: 100 }), 'r100', 'r200')).minRaiseTo).toBe(300);
  });
  it('8. blinds 50/100, first player all-in for 150: the next minimum raise is to 250', () => {
    const h = play(dealt({ stacks: [5000, 5000, 150, 5000], sb: 50, bb: 100 }), 'r150');
    expect(legal(h).minRaiseTo).toBe(250);
  });
  it('9. cumulative short all-ins reopen for A but not for C', () => {
    const base = play(flopWithPot(500, [5000, 125, 5000, 200, 5000], { minBet: 100 }), 'r100', 'r125', 'c', 'r200', 'c');
    expect(base.toAct).toBe(0);
    expect(legal(base).canRaise).toBe(true);
    const aCalls = play(base, 'c');
    expect(aCalls.toAct).toBe(2);
    expect(legal(aCalls)).toMatchObject({ canRaise: false, toCall: 75 });
    expect(legal(aCalls).reopen.why.values).toMatchObject({ raisedBy: 75, fullRaise: 100 });
    const aRaises = play(base, 'r300');
    expect(aRaises.toAct).toBe(2);
    expect(legal(aRaises)).toMatchObject({ canRaise: true, toCall: 175 });
  });
  it('10. short all-ins 500, 650, 800 after a 300 opening: F must raise to 1,100', () => {
    const h = play(flopWithPot(600, [5000, 500, 650, 800, 5000, 5000], { minBet: 100 }), 'r300', 'r500', 'r650', 'r800', 'c');
    expect(legal(h).minRaiseTo).toBe(1100);
  });
  it('11. blinds 2,000/4,000, a limp and a short all-in: the big blind may raise, the limper only if raised', () => {
    // Seats: 0 small blind, 1 big blind, 2 A (limps), 3 C (all-in 7,500, button).
    const h = play(dealt({ stacks: [50000, 50000, 50000, 7500], sb: 2000, bb: 4000 }), 'c', 'r7500', 'f');
    expect(h.toAct).toBe(1);
    expect(legal(h)).toMatchObject({ canRaise: true, toCall: 3500, minRaiseTo: 11500 });
    const bbCalls = play(h, 'c');
    expect(bbCalls.toAct).toBe(2);
    expect(legal(bbCalls)).toMatchObject({ canRaise: false, toCall: 3500 });
    const bbRaises = play(h, 'r11500');
    expect(legal(bbRaises).canRaise).toBe(true);
  });
  it('12. facing 1,000, a silent 1,400 is a call; a silent 1,500 is completed to 2,000', () => {
    const h = play(flopWithPot(400, [10000, 10000], { minBet: 100 }), 'r1000');
    expect(chipRuling(h, { chips: [500, 500, 100, 100, 100, 100] })).toMatchObject({ ruling: 'call', to: 1000 });
    expect(chipRuling(h, { chips: [500, 500, 500] })).toMatchObject({ ruling: 'raise', to: 2000, completed: true });
  });
  it('13. single oversized chips and a chip plus a small one', () => {
    const facing200 = play(flopWithPot(400, [10000, 10000], { minBet: 100 }), 'r200');
    expect(chipRuling(facing200, { chips: [1000] })).toMatchObject({ ruling: 'call', to: 200 });
    const first = flopWithPot(400, [10000, 10000], { minBet: 100 });
    expect(chipRuling(first, { chips: [1000] })).toMatchObject({ ruling: 'bet', to: 1000 });
    const facing325 = play(flopWithPot(400, [10000, 10000], { minBet: 25 }), 'r325');
    expect(chipRuling(facing325, { chips: [500, 25] })).toMatchObject({ ruling: 'raise', to: 650 });
    expect(chipRuling(facing325, { chips: [500, 25], stringBet: true })).toMatchObject({ ruling: 'call', to: 325 });
  });
});

describe('side pots, dead money, uncalled bets (cases 14-20)', () => {
  it('14. A all-in 100, B 600, C calls, D 2,000, B folds, C calls: main 400 (A, C, D), side 4,300 (C, D)', () => {
    const h = play(dealt({ stacks: [100, 5000, 5000, 5000], bb: 0, minBet: 100 }), 'r100', 'r600', 'c', 'r2000', 'f', 'c');
    expect(gatherView(h).potsBefore).toEqual([
      { amount: 400, eligible: [0, 2, 3] },
      { amount: 4300, eligible: [2, 3] },
    ]);
  });
  it('15. all-in stacks 50, 120, 200, 400: pots 200, 210, 160 and 200 back; the last side pot is awarded first', () => {
    // The 400 stack acts first (button seat 2) and moves in; the others call all-in.
    let h = play(dealt({ stacks: [50, 120, 200, 400], bb: 0, minBet: 100, button: 2, hole: ['AsAh', 'KsKh', 'QsQh', '8s8h'] }), 'r400', 'c', 'c', 'c');
    expect(h.returned).toEqual([0, 0, 0, 200]);
    h = play(h, 'd2c7d9h', 'dJs', 'd3c');
    const s = settled(h);
    expect(s.pots.map((p) => [p.amount, p.eligible])).toEqual([
      [200, [0, 1, 2, 3]],
      [210, [1, 2, 3]],
      [160, [2, 3]],
    ]);
    expect(s.awardOrder).toEqual([2, 1, 0]);
    expect(s.pots.map((p) => p.winners)).toEqual([[{ seat: 0, amount: 200 }], [{ seat: 1, amount: 210 }], [{ seat: 2, amount: 160 }]]);
    expect(s.finalStacks).toEqual([200, 210, 160, 200]);
  });
  it('16. river: A bets 800, B calls all-in for 500: 300 back to A before the showdown', () => {
    const h = play(checkTo(flopWithPot(200, [3000, 500]), 'river'), 'r800', 'c');
    expect(h.phase).toBe('showdown');
    expect(h.returned).toEqual([300, 0]);
    expect(gatherView(h).potsBefore).toEqual([{ amount: 1200, eligible: [0, 1] }]);
  });
  it('17. antes 400, blinds 1,500/3,000, a 1,200 small blind: main 3,600, side 15,800', () => {
    const h = play(dealt({ stacks: [1200, 20000, 20000], sb: 1500, bb: 3000, antes: { kind: 'uniform', amount: 400 } }), 'r8700', 'c');
    expect(h.seats[0].committed).toBe(1200);
    expect(gatherView(h).potsBefore).toEqual([
      { amount: 3600, eligible: [0, 1, 2] },
      { amount: 15800, eligible: [1, 2] },
    ]);
  });
  it('18. big blind all-in for 150: call 200, minimum raise 400; the small blind completes: main 300, 50 back', () => {
    const h = dealt({ stacks: [5000, 150, 5000, 5000], sb: 100, bb: 200 });
    expect(legal(h)).toMatchObject({ toCall: 200, minRaiseTo: 400 });
    const done = play(h, 'f', 'f', 'c');
    expect(done.returned).toEqual([50, 0, 0, 0]);
    expect(gatherView(done).potsBefore).toEqual([{ amount: 300, eligible: [0, 1] }]);
  });
  it('18b. option shortBlindCall posted: callers match only what was posted', () => {
    const h = dealt({ stacks: [5000, 150, 5000, 5000], sb: 100, bb: 200, options: { shortBlindCall: 'posted' } });
    expect(legal(h).toCall).toBe(150);
  });
  it('19. a layer whose contributors all folded merges into the pot below; no chip is lost', () => {
    const pots = buildPots({ stakes: [100, 60, 200, 100], folded: [false, false, true, false], dead: 0 });
    expect(pots).toEqual([
      { amount: 240, eligible: [0, 1, 3] },
      { amount: 220, eligible: [0, 3] },
    ]);
  });
  it('20. flop pot 38: A bets 8, B raises to 24, A folds: 16 back to B, who wins 54', () => {
    const h = play(flopWithPot(38, [500, 500], { minBet: 2 }), 'r8', 'r24', 'f');
    expect(h.phase).toBe('complete');
    expect(h.returned).toEqual([0, 16]);
    const s = settled(h);
    expect(s.pots).toMatchObject([{ amount: 54, eligible: [1], winners: [{ seat: 1, amount: 54 }] }]);
  });
});

describe('fixed limit (cases 21-23)', () => {
  const limit = (behind: number[], profile: 'cash' | 'tournament' = 'tournament') =>
    checkTo(flopWithPot(20 * behind.length, behind, { structure: 'fixed-limit', minBet: 10, bigBet: 20, profile }), 'turn');
  it('21. a bet and three raises cap the turn', () => {
    const h = play(limit([500, 500, 500, 500]), 'r20', 'r40', 'r60', 'r80');
    expect(legal(h)).toMatchObject({ canRaise: false, toCall: 60, cap: { raisesLeft: 0 } });
  });
  it('21. heads-up before the cap: no cap in the cash profile, capped in the tournament profile', () => {
    const cash = play(limit([500, 500], 'cash'), 'r20', 'r40', 'r60', 'r80');
    expect(legal(cash)).toMatchObject({ canRaise: true, minRaiseTo: 100, cap: { raisesLeft: null, liftedHeadsUp: true } });
    const tournament = play(limit([500, 500]), 'r20', 'r40', 'r60', 'r80');
    expect(legal(tournament).canRaise).toBe(false);
  });
  it('21. a fold after the cap does not lift it', () => {
    const h = play(limit([500, 500, 500], 'cash'), 'r20', 'r40', 'r60', 'r80', 'f');
    expect(legal(h)).toMatchObject({ canRaise: false, toCall: 20 });
  });
  it('22. A bets 20, B all-in 30: C calls 30 or raises to 50, and A is reopened', () => {
    const h = play(limit([500, 30, 500]), 'r20', 'r30');
    expect(legal(h)).toMatchObject({ toCall: 30, canRaise: true, minRaiseTo: 50, maxRaiseTo: 50 });
    expect(legal(play(h, 'c'))).toMatchObject({ canRaise: true, minRaiseTo: 50 });
  });
  it('22. B all-in 28 instead: C calls 28 or completes to 40, and A may not raise', () => {
    const h = play(limit([500, 28, 500]), 'r20', 'r28');
    expect(legal(h)).toMatchObject({ toCall: 28, minRaiseTo: 40 });
    expect(legal(play(h, 'c'))).toMatchObject({ canRaise: false, toCall: 8 });
  });
  it('23. an all-in bet of 15 counts as a bet (raise to 35); of 8 it does not (complete to 20)', () => {
    expect(legal(play(limit([15, 500, 500]), 'r15'))).toMatchObject({ minRaiseTo: 35, maxRaiseTo: 35 });
    expect(legal(play(limit([8, 500, 500]), 'r8'))).toMatchObject({ toCall: 8, minRaiseTo: 20 });
  });
  it('limit: the one legal raise is enforced with the rule named', () => {
    const h = play(limit([500, 500]), 'r20');
    const r = apply(h, { type: 'raise', seat: h.toAct!, to: 50 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RULES fixed-limit');
  });
  it('RULES: a $2 unit preflop: open 2, raise to 4, 6, 8, then only call or fold', () => {
    const h = play(dealt({ stacks: [100, 100, 100, 100, 100], sb: 1, bb: 2, structure: 'fixed-limit', minBet: 2 }), 'r4', 'r6', 'r8');
    expect(legal(h)).toMatchObject({ canRaise: false });
  });
});

describe('splitting and odd chips (cases 24-26)', () => {
  it('24. 1,025 two ways with 25 chips: 525 to the first winner left of the button', () => {
    // Button seat 5: clockwise from its left, seat 7 comes before seat 3.
    for (const rule of ['all-to-first', 'one-each-clockwise'] as const) {
      expect(splitPot(1025, [7, 3], 25, rule)).toEqual([{ seat: 7, amount: 525 }, { seat: 3, amount: 500 }]);
    }
  });
  it('25. 1,000 three ways: 350, 325, 325; 1,100 three ways by profile', () => {
    expect(splitPot(1000, [1, 2, 3], 25, 'all-to-first').map((s) => s.amount)).toEqual([350, 325, 325]);
    expect(splitPot(1100, [1, 2, 3], 25, 'all-to-first').map((s) => s.amount)).toEqual([400, 350, 350]);
    expect(splitPot(1100, [1, 2, 3], 25, 'one-each-clockwise').map((s) => s.amount)).toEqual([375, 375, 350]);
  });
  it('26. each pot is split on its own: a tie in the main pot, one winner of the side pot', () => {
    // Seat 0 all-in 100 ties seat 1 on the board; seat 1 beats seat 2 in the side pot.
    let h = play(dealt({ stacks: [100, 1000, 1000], bb: 0, minBet: 100, hole: ['2h3h', '2d3d', '4c5d'] }), 'r100', 'r500', 'c');
    h = play(h, 'd2s7c9d', 'k', 'k', 'dJh', 'k', 'k', 'dKc', 'k', 'k');
    const s = settled(h);
    // Seats 0 and 1 both have a pair of twos with the same kickers; seat 2 has king high.
    expect(s.pots.map((p) => p.amount)).toEqual([300, 800]);
    expect(s.pots.map((p) => p.winners)).toEqual([
      [{ seat: 0, amount: 150 }, { seat: 1, amount: 150 }],
      [{ seat: 1, amount: 800 }],
    ]);
  });
  it('odd chips of a settled 1,100 pot follow the profile, clockwise from the button', () => {
    // Blinds 25/50, the big blind folds: 3 x 350 + 50 dead = 1,100, split three ways on a board straight.
    const table = (profile: 'cash' | 'tournament') =>
      play(
        dealt({ stacks: [1000, 1000, 1000, 1000], sb: 25, bb: 50, smallestChip: 25, profile, hole: ['2h3h', '4h5h', '2d3d', '2c3c'] }),
        'r350', 'c', 'c', 'f', 'dAsKsQd', 'k', 'k', 'k', 'dJh', 'k', 'k', 'k', 'dTc', 'k', 'k', 'k',
      );
    expect(settled(table('tournament')).pots[0].winners).toEqual([{ seat: 0, amount: 400 }, { seat: 2, amount: 350 }, { seat: 3, amount: 350 }]);
    expect(settled(table('cash')).pots[0].winners).toEqual([{ seat: 0, amount: 375 }, { seat: 2, amount: 375 }, { seat: 3, amount: 350 }]);
  });
});

describe('showdown and hands (cases 27-32)', () => {
  const river = (holes: string[], board: string[], ...betting: string[]) => {
    let h = dealt({ stacks: holes.map(() => 5000), bb: 100, sb: 50, hole: holes });
    while (h.phase === 'betting') h = play(h, h.seats[h.toAct!].bet < h.currentBet ? 'c' : 'k');
    for (const b of board.slice(0, -1)) {
      h = play(h, 'd' + b);
      while (h.phase === 'betting') h = play(h, 'k');
    }
    return play(h, 'd' + board[board.length - 1], ...betting);
  };
  it('27. board K-K-8-5-2: A-3 beats Q-J on the kicker', () => {
    const s = settled(river(['Ac3d', 'QhJd'], ['KcKd8s', '5h', '2c'], 'k', 'k'));
    expect(s.pots[0].winners).toEqual([{ seat: 0, amount: 200 }]);
    expect(s.steps.find((w) => w.key === 'kicker')?.values).toMatchObject({ winnerRank: 'A', loserRank: 'Q' });
  });
  it('28. board K-K-8-8-A: Q-Q wins, 7-6 plays the board', () => {
    const s = settled(river(['QcQd', '7h6d'], ['KcKd8s', '8h', 'As'], 'k', 'k'));
    expect(s.pots[0].winners).toEqual([{ seat: 0, amount: 200 }]);
    expect(s.hands[0].ranks).toEqual([11, 10, 12]);
    expect(s.hands[1].ranks).toEqual([11, 6, 12]);
    expect(new Set(s.hands[1].cards)).toEqual(new Set(parseCards('KcKd8s8hAs')));
  });
  it('29. board A-K-Q-J-T: everyone splits', () => {
    const s = settled(river(['2c3d', '4h5s', '6d7c'], ['AsKdQh', 'Jc', 'Td'], 'k', 'k', 'k'));
    expect(s.pots[0].winners.map((w) => w.amount)).toEqual([100, 100, 100]);
  });
  it('30. river bet, raise, call, call: the raiser shows first, then clockwise', () => {
    const h = river(['2c3d', '4h5s', '6d7c', '8h9h'], ['AsKdQh', 'Jc', 'Td'], 'r100', 'r300', 'c', 'f', 'c');
    expect(showdownOrder(h).order).toEqual([1, 2, 0]);
  });
  it('31. river checked through: the first live player left of the button; heads-up the big blind', () => {
    expect(showdownOrder(river(['2c3d', '4h5s', '6d7c'], ['AsKdQh', 'Jc', 'Td'], 'k', 'k', 'k')).order).toEqual([0, 1, 2]);
    const hu = river(['2c3d', '4h5s'], ['AsKdQh', 'Jc', 'Td'], 'k', 'k');
    expect(hu.config.blinds).toEqual([100, 50]);
    expect(showdownOrder(hu).order).toEqual([0, 1]);
  });
  it('32. an all-in before the river with calls: every hand face up at once; the side pot first', () => {
    let h = dealt({ stacks: [300, 1000, 1000], bb: 100, sb: 50, hole: ['AsAh', 'KsKh', 'QsQh'] });
    // Seat 2 limps, seat 0 completes, seat 1 checks; on the flop seat 0 is all-in for 200 and both call.
    h = play(h, 'c', 'c', 'k', 'd2c7d9h', 'r200', 'c', 'c');
    expect(h.bettingClosed).toBe(false);
    h = play(h, 'dJs', 'r500', 'c', 'd3c', 'k', 'k');
    const s = settled(h);
    expect(s.showdown.allAtOnce).toBe(true);
    expect(s.awardOrder).toEqual([1, 0]);
  });
});

describe('heads-up (cases 33-34)', () => {
  it('33. the button posts the small blind, acts first before the flop and last after it', () => {
    const h = dealt({ stacks: [1000, 1000], sb: 50, bb: 100, button: 1 });
    expect(h.seats[1].bet).toBe(50);
    expect(h.toAct).toBe(1);
    const flop = play(h, 'c', 'k', 'd2c3d4h');
    expect(flop.toAct).toBe(0);
    expect(play(flop, 'k').toAct).toBe(1);
  });
  it('the big blind has the option when nobody raises', () => {
    const h = play(dealt({ stacks: [1000, 1000, 1000], sb: 50, bb: 100 }), 'c', 'c');
    expect(h.toAct).toBe(1);
    expect(legal(h)).toMatchObject({ canCheck: true, canRaise: true, minRaiseTo: 200 });
  });
  it('a straddle is a live blind: the minimum raise is to twice the straddle', () => {
    const h = dealt({ stacks: [1000, 1000, 1000, 1000], sb: 50, bb: 100, straddle: 200 });
    expect(h.toAct).toBe(3);
    expect(legal(h)).toMatchObject({ toCall: 200, minRaiseTo: 400 });
  });
});
