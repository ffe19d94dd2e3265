/**
 * The chip-count drill: a count, a cut and a change asked and scored colour by colour with their
 * keys; the question never carries the total; the levels' mix over 1,000 items each.
 */
import { describe, expect, it } from 'vitest';
import { DrillNextResponse, DrillSubmitResponse } from '../../../shared/drills';
import { askChipCount, chipCount, clockOf, TASKS, type CountSituation } from './chip-count';
import { createDrillService } from '../service';
import type { Level } from '../hands/play';

const base = { kind: 'chip-count' as const, profile: 'cash' as const, seat: 2, amount: 0, handedIn: null, colours: [] as number[] };

describe('the chip-count drill', () => {
  it('a count: 47 × 100 and 13 × 25 in stacks of 20 is 5,025; a wrong total is named', () => {
    const a = askChipCount({ ...base, task: 'count', stack: [{ value: 100, count: 47 }, { value: 25, count: 13 }], stackOf: [{ value: 100, per: 20 }, { value: 25, per: 20 }] });
    expect(a.answer).toEqual({ kind: 'chip-count', total: 5025, chips: [] });
    expect(JSON.stringify(a.question)).not.toContain('5025');
    expect(chipCount.score(a, a.answer)).toMatchObject({ earned: 1, possible: 1 });
    expect(chipCount.score(a, { kind: 'chip-count', total: 5000, chips: [] }).mistakes[0].message).toMatchObject({ key: 'count-total', values: { expected: 5025, given: 5000 } });
  });

  it('a cut: 1,350 from 4 × 500, 12 × 100, 20 × 25 is 2, 3 and 2; each colour a part', () => {
    const a = askChipCount({ ...base, task: 'cut', amount: 1350, stack: [{ value: 500, count: 4 }, { value: 100, count: 12 }, { value: 25, count: 20 }], stackOf: [], colours: [500, 100, 25] });
    expect(a.answer.chips).toEqual([{ value: 500, count: 2 }, { value: 100, count: 3 }, { value: 25, count: 2 }]);
    // 1 × 500 and 8 × 100 also make 1,300 + 50: not the cut (the largest colours first), two parts wrong.
    const s = chipCount.score(a, { kind: 'chip-count', total: null, chips: [{ value: 500, count: 1 }, { value: 100, count: 8 }, { value: 25, count: 2 }] });
    expect(s).toMatchObject({ earned: 1, possible: 3 });
    expect(s.mistakes.map((m) => [m.part, m.message.key, m.message.values])).toEqual([
      ['chips[500]', 'chip-colour', { value: 500, expected: 2, given: 1 }],
      ['chips[100]', 'chip-colour', { value: 100, expected: 3, given: 8 }],
    ]);
  });

  it('a change for a call: a 500 to call 75 is four 100s and four 25s', () => {
    const a = askChipCount({ ...base, task: 'change', amount: 75, stack: [], stackOf: [], handedIn: { value: 500, count: 1 }, colours: [100, 25, 5] });
    expect(a.answer.chips).toEqual([{ value: 100, count: 4 }, { value: 25, count: 4 }, { value: 5, count: 0 }]);
    expect(chipCount.score(a, a.answer)).toMatchObject({ earned: 3, possible: 3 });
    // The 5s left out, where none is right: that part is not given, and earns nothing.
    expect(chipCount.score(a, { ...a.answer, chips: a.answer.chips.slice(0, 2) })).toMatchObject({ earned: 2, possible: 3, mistakes: [{ part: 'chips[5]' }] });
  });
});

describe('the levels', () => {
  const ITEMS = 1000;
  const items = (level: Level) => Array.from({ length: ITEMS }, (_, seed) => chipCount.generate(seed, level, seed % 2 ? 'cash' : 'tournament'));
  const share = (list: ReturnType<typeof items>, s: CountSituation) => list.filter((i) => i.context.situations.includes(s)).length / list.length;

  it.each([1, 2, 3] as const)('level %i: each task in its share; loose chips, cuts of several colours; the question as it shows them', (level) => {
    const list = items(level);
    for (const [task, weight] of TASKS[level]) expect(share(list, task), task).toBeGreaterThan(weight / 2);
    expect(share(list, 'loose')).toBeGreaterThan(0.3);
    expect(share(list, 'cut-multi')).toBeGreaterThan(level === 1 ? 0.1 : 0.25);
    for (const item of list) {
      const q = item.question;
      expect(item.phh).toBeNull();
      if (q.task === 'count') {
        // The total is the chips shown, never written on the question.
        expect(item.answer.total).toBe(q.stack.reduce((s, c) => s + c.value * c.count, 0));
        expect(q.amount).toBe(0);
        expect(Object.keys(q)).not.toContain('total');
        if (item.context.situations.includes('fives')) expect(q.profile).toBe('tournament');
      } else if (q.task === 'cut') {
        expect(item.answer.chips.reduce((s, c) => s + c.value * c.count, 0)).toBe(q.amount);
      } else {
        expect(item.answer.chips.reduce((s, c) => s + c.value * c.count, 0)).toBe(q.handedIn!.value * q.handedIn!.count);
      }
    }
    // Tournament rooms stacking 5,000 and up in fives (level 3), and change made for a call.
    if (level === 3) {
      expect(share(list, 'fives')).toBeGreaterThan(0.03);
      expect(share(list, 'change-call')).toBeGreaterThan(0.15);
    } else expect(share(list, 'fives') + share(list, 'change-call')).toBe(0);
  }, 60_000);
});

describe('chip work against the clock', () => {
  it('the clock is computed from the chips: a count 3 s a colour, 1 s a whole stack, 1 s per 5 loose chips; a cut or change 5 s and 4 s a colour asked', () => {
    // 47 × 100 (2 stacks of 20, 7 loose: 2 s) and 13 × 25 (no stack, 13 loose: 3 s): 6 + 2 + 5 = 13 s.
    const count = askChipCount({ ...base, task: 'count', stack: [{ value: 100, count: 47 }, { value: 25, count: 13 }], stackOf: [{ value: 100, per: 20 }, { value: 25, per: 20 }] });
    expect(count.question.clock).toBe(13);
    expect(count.why.at(-1)).toMatchObject({ key: 'clock-count', values: { seconds: 13, colours: 2, stacks: 2, looseSeconds: 5 } });
    const cut = askChipCount({ ...base, task: 'cut', amount: 1350, stack: [{ value: 500, count: 4 }, { value: 100, count: 12 }, { value: 25, count: 20 }], stackOf: [], colours: [500, 100, 25] });
    expect(cut.question.clock).toBe(17);
    expect(cut.why.at(-1)!.key).toBe('clock-cut');
    const change = askChipCount({ ...base, task: 'change', amount: 0, stack: [], stackOf: [], handedIn: { value: 500, count: 1 }, colours: [100, 25] });
    expect(change.question.clock).toBe(13);
    expect(change.why.at(-1)!.key).toBe('clock-change');
  });

  it('every generated item carries its clock, and more chips never get less time', () => {
    for (const level of [1, 2, 3] as const) {
      for (let seed = 0; seed < 200; seed++) {
        const item = chipCount.generate(seed, level, seed % 2 ? 'cash' : 'tournament');
        const { clock, ...rest } = item.question;
        expect(clock).toBe(clockOf(rest).seconds);
        expect(clock).toBeGreaterThan(0);
        if (item.question.task === 'count') {
          const more = clockOf({ ...rest, stack: rest.stack.map((c) => ({ ...c, count: c.count + 20 })) }).seconds;
          expect(more).toBeGreaterThan(clock);
        }
      }
    }
  });

  it('the service grades the time by the item clock: a right answer over the clock is right, graded slow; within it, fast', () => {
    let t = 0;
    const service = createDrillService({ now: () => t });
    const item = chipCount.generate(5, 2, 'cash');
    const clock = item.question.clock;
    const late = DrillNextResponse.parse(service.next({ kind: 'chip-count', level: 2, seed: 5 }));
    expect(late.target).toEqual({ fast: clock, normal: 2 * clock });
    t = (2 * clock + 1) * 1000;
    const slow = DrillSubmitResponse.omit({ record: true }).parse(service.submit({ itemId: late.itemId, answer: item.answer }));
    expect(slow).toMatchObject({ correct: true, score: 1, speed: 'slow' });
    expect(slow.explanation.some((w) => w.key.startsWith('clock-'))).toBe(true);
    const quick = DrillNextResponse.parse(service.next({ kind: 'chip-count', level: 2, seed: 5 }));
    t += clock * 1000;
    expect(service.submit({ itemId: quick.itemId, answer: item.answer })).toMatchObject({ correct: true, speed: 'fast' });
  });
});
