/**
 * Who may raise, and the true reason when a player may not (RULES.md: all-in, table stakes and
 * uncalled bets; short all-ins and reopening; fixed limit), with the numbers of RULES.md.
 * Bets and raises are worded as what they are: nothing faced is a bet.
 */
import { describe, expect, it } from 'vitest';
import { apply } from './actions';
import { legalActions } from './betting';
import { chipText } from './explain';
import { checkTo, dealt, flopWithPot, play } from './testing';
import type { Hand } from './state';

const legal = (hand: Hand) => {
  const l = legalActions(hand);
  if (!l) throw new Error('nobody to act');
  return l;
};

describe('a raise needs someone to raise against (RULES.md, all-in)', () => {
  // Blinds 1/2; seats 0 and 1 are the blinds with 9 and 6 in all; seat 2 goes all-in for 110; seat 3 has 114.
  const table = () => play(dealt({ stacks: [9, 6, 110, 114], sb: 1, bb: 2 }), 'r110');

  it('seat 7 of RULES.md (here seat 3, with 114) may call 110 or fold, not raise to 114', () => {
    const l = legal(table());
    expect(l).toMatchObject({ seat: 3, canCall: true, toCall: 110, canFold: true, canRaise: false, minRaiseTo: 0, maxRaiseTo: 0 });
    expect(l.why).toHaveLength(1);
    expect(l.why[0]).toMatchObject({ rule: 'RULES all-in', key: 'nobody-to-raise', values: { currentBet: 110 } });
  });

  it('a raise there is refused with that reason, and the hand is unchanged', () => {
    const h = table();
    const before = JSON.stringify(h);
    const r = apply(h, { type: 'raise', seat: 3, to: 114 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ key: 'nobody-to-raise', text: expect.stringContaining('seat 3 may not raise') });
    expect(JSON.stringify(h)).toBe(before);
  });

  it('one player who would keep chips after calling is enough to raise against', () => {
    const h = play(dealt({ stacks: [9, 200, 110, 114], sb: 1, bb: 2 }), 'r110');
    expect(legal(h)).toMatchObject({ canRaise: true, minRaiseTo: 114, maxRaiseTo: 114 });
  });
});

describe('why a player may not raise: the true reason', () => {
  it('the stack does not cover the call: "has 2,000, the call is 23,800", not reopening', () => {
    const h = play(flopWithPot(400, [50000, 2000]), 'r23800');
    const l = legal(h);
    expect(l).toMatchObject({ canRaise: false, toCall: 2000 });
    expect(l.why[0]).toMatchObject({ key: 'stack-short', values: { stack: 2000, call: 23800 } });
  });

  it('not reopened by a short all-in (TDA 47): Anna 500, Ben all-in 700, Cara calls; Anna may only call 200 or fold', () => {
    const h = play(flopWithPot(300, [5000, 700, 5000]), 'r500', 'r700', 'c');
    const l = legal(h);
    expect(l).toMatchObject({ seat: 0, canRaise: false, toCall: 200 });
    expect(l.why[0]).toMatchObject({ rule: 'TDA 47', key: 'not-reopened', values: { raisedBy: 200, fullRaise: 500 } });
  });

  it('the fixed-limit cap: a bet and three raises', () => {
    const h = play(checkTo(flopWithPot(80, [500, 500, 500, 500], { structure: 'fixed-limit', minBet: 10, bigBet: 20 }), 'turn'), 'r20', 'r40', 'r60', 'r80');
    expect(legal(h).why[0]).toMatchObject({ rule: 'RULES fixed-limit', key: 'capped', values: { raiseCap: 3 } });
  });

  it('a player who may raise gets the bounds, not a reason against', () => {
    const l = legal(play(flopWithPot(400, [5000, 5000]), 'r200'));
    expect(l.canRaise).toBe(true);
    expect(l.why.map((w) => w.key)).toEqual(['min-raise']);
  });
});

describe('bet or raise: nothing faced is a bet', () => {
  it('the minimum bet on the flop is one big blind, and a bet is called a bet', () => {
    const l = legal(flopWithPot(400, [5000, 5000], { minBet: 200 }));
    expect(l.minRaiseTo).toBe(200);
    expect(l.why[0]).toMatchObject({ key: 'min-bet', text: 'the minimum bet is 200' });
    const r = apply(flopWithPot(400, [5000, 5000], { minBet: 200 }), { type: 'raise', seat: 0, to: 100 });
    expect(!r.ok && r.error.text).toBe('the minimum bet is 200 (TDA 43)');
  });

  it('pot-limit: pot 10 at the flop, the largest bet is 10; facing 5, a raise to 25', () => {
    const pl = flopWithPot(10, [100, 100], { structure: 'pot-limit', minBet: 2 });
    expect(legal(pl).maxRaiseTo).toBe(10);
    expect(legal(pl).why.map((w) => w.key)).toEqual(['min-bet', 'pot-limit-max-bet']);
    const facing = play(pl, 'r5');
    expect(legal(facing).maxRaiseTo).toBe(25);
    expect(legal(facing).why[1]).toMatchObject({ key: 'pot-limit-max', values: { potBefore: 10, betsThisRound: 5, call: 5, potAfterCall: 20, maxRaiseTo: 25 } });
  });
});

describe('pot-limit with the stack as the limit', () => {
  it('pot 100, A bets 50, B has 200: the pot allows 250, the largest raise is all-in to 200', () => {
    const h = play(flopWithPot(100, [1000, 200], { structure: 'pot-limit' }), 'r50');
    const l = legal(h);
    expect([l.minRaiseTo, l.maxRaiseTo]).toEqual([100, 200]);
    expect(l.why.find((w) => w.key === 'pot-limit-all-in')).toMatchObject({ rule: 'RULES table stakes', values: { allInTo: 200, potMax: 250 } });
  });
});

describe('fixed limit: the one raise, a short stack, and the half-bet rule (RULES.md, fixed limit; short all-ins)', () => {
  const fl = { structure: 'fixed-limit' as const, minBet: 10, bigBet: 20 };
  const keys = (h: Hand) => legal(h).why.map((w) => w.key);
  const why = (h: Hand, key: string) => legal(h).why.find((w) => w.key === key);

  it('a raise is one unit over the last full level; a stack short of it is all-in, the only raise (500, not "to 600")', () => {
    // Flop, unit 200: A bets 200, B raises to 400, C has 500 in all.
    const h = play(flopWithPot(600, [5000, 5000, 500], { structure: 'fixed-limit', minBet: 200, bigBet: 400 }), 'r200', 'r400');
    const l = legal(h);
    expect([l.minRaiseTo, l.maxRaiseTo]).toEqual([500, 500]);
    expect(keys(h)).toEqual(['limit-raise', 'all-in-short']);
    expect(why(h, 'limit-raise')).toMatchObject({ values: { to: 600, unit: 200, fullLevel: 400 }, text: 'in fixed limit a raise is one unit of 200 over 400: to 600' });
    expect(why(h, 'all-in-short')).toMatchObject({ rule: 'RULES all-in', values: { allInTo: 500 } });
  });

  it('$10/$20 turn: A bets 20, B all-in for 30 (+10, half a bet) counts as a raise: C may raise to 50, and A is reopened', () => {
    const h = play(checkTo(flopWithPot(30, [1000, 30, 1000], fl), 'turn'), 'r20', 'r30');
    expect(legal(h)).toMatchObject({ seat: 2, toCall: 30, canRaise: true, minRaiseTo: 50, maxRaiseTo: 50 });
    expect(why(h, 'limit-half-counts')).toMatchObject({ rule: 'RULES fixed-limit', values: { allInTo: 30, by: 10, unit: 20, raiseTo: 50 } });
    const a = play(h, 'c');
    expect(legal(a)).toMatchObject({ seat: 0, toCall: 10, canRaise: true, minRaiseTo: 50 });
    expect(legal(a).reopen.why).toMatchObject({ rule: 'TDA 47', key: 'limit-reopened', values: { actedAt: 20, fullLevel: 30 } });
    expect(why(a, 'limit-half-counts')).toMatchObject({ values: { allInTo: 30, by: 10 } });
  });

  it('B all-in for 28 instead (+8, under half): not a raise, C may complete to 40, and A is not reopened', () => {
    const h = play(checkTo(flopWithPot(30, [1000, 28, 1000], fl), 'turn'), 'r20', 'r28');
    expect(legal(h)).toMatchObject({ seat: 2, toCall: 28, canRaise: true, minRaiseTo: 40, maxRaiseTo: 40 });
    expect(why(h, 'limit-under-half')).toMatchObject({ values: { allInTo: 28, by: 8, unit: 20, completeTo: 40 }, text: 'the all-in to 28 adds 8, less than half of 20: it is not a raise, and a raise completes it to 40' });
    const a = play(h, 'c');
    expect(legal(a)).toMatchObject({ seat: 0, toCall: 8, canRaise: false });
    expect(legal(a).why[0]).toMatchObject({ rule: 'TDA 47', key: 'limit-not-reopened' });
  });

  it('on a $20 round an all-in bet of 15 counts as a bet (raise to 35); an all-in bet of 8 does not (complete to 20)', () => {
    const fifteen = play(checkTo(flopWithPot(30, [15, 1000, 1000], fl), 'turn'), 'r15');
    expect(legal(fifteen)).toMatchObject({ minRaiseTo: 35, maxRaiseTo: 35 });
    expect(why(fifteen, 'limit-half-counts-bet')).toMatchObject({ values: { allInTo: 15, by: 15, unit: 20, raiseTo: 35 } });
    const eight = play(checkTo(flopWithPot(30, [8, 1000, 1000], fl), 'turn'), 'r8');
    expect(legal(eight)).toMatchObject({ minRaiseTo: 20, maxRaiseTo: 20 });
    expect(keys(eight)).toEqual(['limit-bet', 'limit-under-half-bet']);
    expect(why(eight, 'limit-under-half-bet')).toMatchObject({ values: { allInTo: 8, completeTo: 20 } });
  });

  it('amounts are grouped by thousands: +175 is less than half of 400, complete to 1,200', () => {
    const h = play(checkTo(flopWithPot(300, [5000, 5000, 975, 5000], { structure: 'fixed-limit', minBet: 200, bigBet: 400 }), 'turn'), 'r400', 'r800', 'r975');
    expect(why(h, 'limit-under-half')!.text).toBe('the all-in to 975 adds 175, less than half of 400: it is not a raise, and a raise completes it to 1,200');
  });

  it('the cap heads-up: lifted in the cash profile (Robert\'s Rules), kept in tournaments (TDA 48)', () => {
    const capped = (profile: 'cash' | 'tournament') => play(checkTo(flopWithPot(20, [500, 500], { ...fl, profile }), 'turn'), 'r20', 'r40', 'r60', 'r80');
    const cash = capped('cash');
    expect(legal(cash)).toMatchObject({ canRaise: true, minRaiseTo: 100 });
    expect(why(cash, 'cap-lifted-heads-up')).toMatchObject({ rule: "Robert's Rules", values: { raiseCap: 3 } });
    const tournament = capped('tournament');
    expect(legal(tournament)).toMatchObject({ canRaise: false });
    expect(legal(tournament).why[0]).toMatchObject({ rule: 'TDA 48', key: 'capped-heads-up', values: { raiseCap: 3 } });
    // Cash: capped with three players, then a fold: the cap stays.
    const three = play(checkTo(flopWithPot(30, [500, 500, 500], { ...fl, profile: 'cash' }), 'turn'), 'r20', 'r40', 'r60', 'r80', 'f');
    expect(legal(three).why[0]).toMatchObject({ rule: "Robert's Rules", key: 'capped-before-heads-up' });
  });
});

describe('a player who checked is told so, not "their 0"', () => {
  it('no-limit: checked, then faces a bet of 200: reopened, "the player checked and faces 200"', () => {
    // Seat 0 checks, seat 1 bets 200, seat 2 calls: seat 0 faces the bet.
    const h = play(flopWithPot(600, [5000, 5000, 5000], { minBet: 200 }), 'k', 'r200', 'c');
    const l = legal(h);
    expect(l.seat).toBe(0);
    expect(l.reopen.why).toMatchObject({ key: 'reopened-checked', values: { actedAt: 0, raisedBy: 200 }, text: 'the player checked and faces 200, at least a full raise of 200' });
  });

  it('fixed limit: checked, then a bet of 20: "came after the player checked"', () => {
    const h = play(checkTo(flopWithPot(30, [1000, 1000, 1000], { structure: 'fixed-limit', minBet: 10, bigBet: 20 }), 'turn'), 'k', 'r20', 'c');
    expect(legal(h).reopen.why).toMatchObject({ key: 'limit-reopened-checked', text: 'a full bet or raise to 20 came after the player checked' });
  });
});

describe('amounts in the English texts', () => {
  it('are grouped by thousands as RULES.md writes them', () => {
    expect([0, 999, 1000, 2225, 23800, 1234567, -1000].map(chipText)).toEqual(['0', '999', '1,000', '2,225', '23,800', '1,234,567', '-1,000']);
  });
});

describe('before anyone has bet (RULES.md, A betting round): check, bet or fold', () => {
  it('on the flop with nothing bet, the first player may check, bet or fold, and the reason says so', () => {
    const l = legal(flopWithPot(400, [10000, 10000], { minBet: 200 }));
    expect(l).toMatchObject({ toCall: 0, canCheck: true, canFold: true, canRaise: true, minRaiseTo: 200 });
    expect(l.reopen.why).toMatchObject({ rule: 'RULES betting round', key: 'no-bet-yet', text: 'nobody has bet this round: the player may check, bet or fold' });
  });

  it('where a free check may not be folded, the reason leaves the fold out', () => {
    const l = legal(flopWithPot(400, [10000, 10000], { minBet: 200, options: { allowFoldWhenCheckIsFree: false } }));
    expect(l).toMatchObject({ canFold: false, canCheck: true });
    expect(l.reopen.why).toMatchObject({ key: 'no-bet-yet-no-fold', text: 'nobody has bet this round: the player may check or bet' });
  });

  it('facing a bet, a player who has not acted may raise because of that', () => {
    const l = legal(play(flopWithPot(400, [10000, 10000], { minBet: 200 }), 'r300'));
    expect(l.reopen.why).toMatchObject({ key: 'not-acted' });
  });

  it("stud's bring-in is owed, not a free check: third street's first player is not told to check", () => {
    const l = legal(dealt({ variant: 'stud', stacks: [1000, 1000, 1000], hole: ['AsKs2d', 'QdJd2c', '9c9dKh'], antes: { kind: 'uniform', amount: 10 }, bringIn: 25, minBet: 100 }));
    expect(l.bringIn).toBe(25);
    expect(l.reopen.why.key).toBe('not-acted');
  });
});

