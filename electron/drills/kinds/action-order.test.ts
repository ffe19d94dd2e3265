/**
 * The action-order drill with worked tables (RULES.md, Seats and A betting round): preflop left of
 * the big blind, after the flop left of the button, heads-up, folded and all-in players passed
 * over, the big blind's option, a straddle, the round over (nobody) and the action back after a
 * raise. The answer is the engine's player to act. Then the levels' mix over 1,000 items each.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, unwrap, type Action, type Hand } from '../../engine';
import { actionFor, dealt, type TableSpec } from '../../engine/testing';
import { actionOrder, askActionOrder, TARGETS, type Situation } from './action-order';
import type { Level } from '../hands/play';

/** A hand dealt and played by a script, with the actions as the drill records them. */
function played(spec: TableSpec, ...steps: string[]): { hand: Hand; actions: Action[] } {
  let hand = dealt(spec);
  const actions: Action[] = [];
  for (const step of steps) {
    const a = actionFor(hand, step);
    hand = unwrap(apply(hand, a));
    actions.push(a);
  }
  return { hand, actions };
}

const ask = (spec: TableSpec, ...steps: string[]) => {
  const { hand, actions } = played(spec, ...steps);
  return askActionOrder(hand, actions);
};
const keys = (a: { why: { key: string }[] }) => a.why.map((w) => w.key);

// Five seats, blinds 50/100, the button on seat 4: seat 0 the small blind, seat 1 the big blind.
const FIVE: TableSpec = { stacks: [1000, 1000, 1000, 1000, 1000], sb: 50, bb: 100 };

describe('who acts next', () => {
  it('preflop: left of the big blind, seat 2; the table does not show it', () => {
    const a = ask(FIVE);
    expect(a.answer.next_to_act).toBe(2);
    expect(a.question.table.toAct).toBeNull();
    expect(a.why[0]).toMatchObject({ key: 'first-preflop', values: { seat: 2, bigBlind: 1 } });
  });

  it('after the flop: the first player still in left of the button (seat 0 folded: seat 1)', () => {
    const a = ask(FIVE, 'c', 'c', 'c', 'f', 'k', 'd2c3d4h');
    expect(a.answer.next_to_act).toBe(1);
    expect(keys(a)).toEqual(['first-later', 'skip-folded']);
    expect(a.why[1].values).toEqual({ seat: 0 });
  });

  it('heads-up: the button (seat 1) posts the small blind and acts first preflop, last after the flop', () => {
    const spec: TableSpec = { stacks: [1000, 1000], sb: 50, bb: 100 };
    const pre = ask(spec);
    expect(pre.answer.next_to_act).toBe(1);
    expect(pre.question.table.blinds).toEqual([100, 50]);
    expect(pre.why[0]).toMatchObject({ key: 'heads-up-preflop', values: { seat: 1, button: 1 } });
    const flop = ask(spec, 'c', 'k', 'd2c3d4h');
    expect(flop.answer.next_to_act).toBe(0);
    expect(flop.why[0].key).toBe('heads-up-later');
  });

  it('folded and all-in players are passed over', () => {
    const a = ask({ ...FIVE, stacks: [1000, 1000, 1000, 1000, 150] }, 'r300', 'f');
    // Seat 4 has 150 and is to act after seat 3's fold: the engine asks seat 4 (all-in comes by acting).
    expect(a.answer.next_to_act).toBe(4);
    const b = ask({ ...FIVE, stacks: [1000, 1000, 1000, 1000, 150] }, 'r300', 'f', 'c');
    expect(b.answer.next_to_act).toBe(0);
    expect(keys(b)).toEqual(['clockwise']);
    // Seat 3 calls all-in for 150; on the flop seat 2 bets 200 and seat 3 (all-in) is passed over: seat 4.
    const c = ask({ ...FIVE, stacks: [1000, 1000, 1000, 150, 1000] }, 'r300', 'c', 'c', 'c', 'c', 'd2c3d4h', 'k', 'k', 'r200');
    expect(c.question.table.seats[3]).toMatchObject({ stack: 0, allIn: true });
    expect(c.answer.next_to_act).toBe(4);
    expect(keys(c)).toEqual(['clockwise', 'skip-all-in']);
    expect(c.why[1].values).toEqual({ seat: 3 });
    expect(c.context.situations).toContain('skip-all-in');
  });

  it("the big blind's option: everybody calls 100, the big blind (seat 1) checks or raises", () => {
    const a = ask(FIVE, 'c', 'c', 'c', 'c');
    expect(a.answer.next_to_act).toBe(1);
    expect(keys(a)).toEqual(['clockwise', 'bb-option']);
    expect(a.context.situations).toContain('bb-option');
  });

  it('a straddle of 200 on seat 2: the action starts left of it (seat 3), and the straddle has the option', () => {
    const spec: TableSpec = { ...FIVE, straddle: 200 };
    const a = ask(spec);
    expect(a.question.table.blinds).toEqual([50, 100, 200, 0, 0]);
    expect(a.answer.next_to_act).toBe(3);
    expect(a.why[0]).toMatchObject({ key: 'first-after-straddle', values: { seat: 3, straddle: 2 } });
    const b = ask(spec, 'c', 'c', 'c', 'c');
    expect(b.answer.next_to_act).toBe(2);
    expect(keys(b)).toEqual(['clockwise', 'straddle-option']);
  });

  it('the round over: the big blind checks its option; nobody acts, and the bets are still in front', () => {
    const { hand: before, actions } = played(FIVE, 'c', 'c', 'c', 'c');
    const legal = legalActions(before)!;
    const close: Action = { type: 'check', seat: 1 };
    const after = unwrap(apply(before, close));
    expect(after.toAct).toBeNull();
    const a = askActionOrder(after, [...actions, close], { before, legal });
    expect(a.answer.next_to_act).toBeNull();
    expect(a.question.table.seats.map((s) => s.bet)).toEqual([100, 100, 100, 100, 100]);
    expect(a.why[0]).toMatchObject({ key: 'round-over-option', values: { seat: 1, bet: 100 } });
  });

  it('the round over by a call: seat 2 bets 200 on the flop, seats 3 and 0 call; nobody acts', () => {
    const { hand: before, actions } = played(FIVE, 'c', 'c', 'c', 'f', 'k', 'd2c3d4h', 'k', 'r200', 'c', 'f');
    expect(before.toAct).toBe(1);
    const legal = legalActions(before)!;
    expect(legal.toCall).toBe(200);
    const close: Action = { type: 'call', seat: 1 };
    const a = askActionOrder(unwrap(apply(before, close)), [...actions, close], { before, legal });
    expect(a.answer.next_to_act).toBeNull();
    // The caller's 200 is in front of seat 1, and its stack 200 less: 1000 - 100 - 200 = 700.
    expect(a.question.table.seats[1]).toMatchObject({ bet: 200, stack: 700 });
    expect(a.why[0]).toMatchObject({ key: 'round-over-matched', values: { seat: 1, bet: 200 } });
  });

  it('a raise sends the action back: seat 2 raises to 300, seat 3 to 900, all fold to seat 2 (reopened, TDA 47)', () => {
    const a = ask(FIVE, 'r300', 'r900', 'f', 'f', 'f');
    expect(a.answer.next_to_act).toBe(2);
    expect(keys(a)).toEqual(['clockwise', 'acts-again', 'reopened']);
    expect(a.why[1].values).toEqual({ seat: 2, acted: 300, bet: 900 });
    expect(a.context.situations).toContain('reopened');
  });
});

describe('scoring', () => {
  const item = ask(FIVE);
  it('the right seat for full marks; a wrong seat or nobody, each with its key', () => {
    expect(actionOrder.score(item, { kind: 'action-order', next_to_act: 2 })).toMatchObject({ earned: 1, possible: 1, mistakes: [] });
    expect(actionOrder.score(item, { kind: 'action-order', next_to_act: 3 }).mistakes[0].message).toMatchObject({ key: 'wrong-next_to_act', values: { seat: 2, player: 3 } });
    expect(actionOrder.score(item, { kind: 'action-order', next_to_act: null }).mistakes[0].message).toMatchObject({ key: 'next-not-over', values: { seat: 2 } });
  });
  it('a seat when nobody acts', () => {
    const { hand: before, actions } = played(FIVE, 'c', 'c', 'c', 'c');
    const over = askActionOrder(unwrap(apply(before, { type: 'check', seat: 1 })), actions, { before, legal: legalActions(before)! });
    expect(actionOrder.score(over, { kind: 'action-order', next_to_act: 2 }).mistakes[0].message).toMatchObject({ key: 'next-nobody', values: { player: 2 } });
  });
});

describe('the levels', () => {
  const ITEMS = 1000;
  const items = (level: Level) => Array.from({ length: ITEMS }, (_, seed) => actionOrder.generate(seed, level, seed % 2 ? 'cash' : 'tournament'));
  const share = (list: ReturnType<typeof items>, s: Situation) => list.filter((i) => i.context.situations.includes(s)).length / list.length;

  it.each([1, 2, 3] as const)('level %i: each listed situation in its share (at least half of what is drawn), as the table shows it', (level) => {
    const list = items(level);
    for (const [situation, weight] of TARGETS[level]) expect(share(list, situation), situation).toBeGreaterThan(weight / 2);
    for (const item of list) {
      const t = item.question.table;
      // What the trainee sees agrees with the situations: two seats heads-up, three blinds with a straddle, nobody when over.
      const s = item.context.situations;
      if (s.includes('heads-up-preflop') || s.includes('heads-up-later')) expect(t.seats.length).toBe(2);
      if (s.includes('straddle')) expect(t.blinds.filter((b) => b > 0)).toHaveLength(3);
      expect(s.includes('over')).toBe(item.answer.next_to_act === null);
      expect(t.toAct).toBeNull();
    }
    if (level < 3) expect(share(list, 'over')).toBe(0);
  }, 60_000);
});
