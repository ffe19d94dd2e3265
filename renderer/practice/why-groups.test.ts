/** The feedback's "Why": an award's reasons pot by pot, a whole hand's step by step with the step just answered first. */
import { describe, expect, it } from 'vitest';
import type { Answer, Explanation } from '../../shared/drills';
import { drillModule } from '../../electron/drills/registry';
import { createDrillService } from '../../electron/drills/service';
import { whyGroups } from './why-groups';

const why = (key: string, values: Explanation['values'] = {}): Explanation => ({ rule: 'RULES showdown', key, values, text: key });

describe('whyGroups', () => {
  it('an award: the reasons of no pot first, then each pot in the order awarded', () => {
    const answer = { kind: 'award', award_order: [1, 0], pots: [] } as Answer;
    const groups = whyGroups([why('rake', {}), why('kicker', { pot: 1 }), why('pot-winners', { pot: 1 }), why('pot-winners', { pot: 0 })], answer);
    expect(groups).toHaveLength(1);
    expect(groups[0].pots.map((p) => [p.pot, p.reasons.map((r) => r.key)])).toEqual([
      [null, ['rake']],
      [1, ['kicker', 'pot-winners']],
      [0, ['pot-winners']],
    ]);
  });

  it('another kind: one list, as given', () => {
    const groups = whyGroups([why('pot-layer', { pot: 0 }), why('pot-layer', { pot: 1 })], { kind: 'gather', returned: [], pots: [] });
    expect(groups.map((g) => g.pots.map((p) => p.pot))).toEqual([[null]]);
  });

  it("a whole hand through main's service: the step just answered first, then the steps before it in order, an award's pots apart", () => {
    // A hand with a gathering and an award; answered right up to and including the award, the last step.
    for (let seed = 1; ; seed++) {
      const item = drillModule('whole-hand').generate(seed, 1, 'cash');
      const steps = (item.answer as Extract<Answer, { kind: 'whole-hand' }>).steps;
      if (steps.length < 3 || steps[steps.length - 1].kind !== 'award') continue;
      const service = createDrillService({ now: () => 0 });
      const { itemId } = service.next({ kind: 'whole-hand', level: 1, seed });
      const result = service.submit({ itemId, answer: { kind: 'whole-hand', steps } });
      const last = steps.length - 1;
      const groups = whyGroups(result.explanation, result.answer, last);
      expect(groups.map((g) => g.step)).toEqual([last, ...steps.slice(0, last).map((_, k) => k).filter((k) => groups.some((g) => g.step === k))]);
      expect(groups[0].kind).toBe('award');
      // Every reason is in the group of its step, and every reason is there once.
      expect(groups.flatMap((g) => g.pots.flatMap((p) => p.reasons)).length).toBe(result.explanation.length);
      for (const g of groups) for (const p of g.pots) for (const r of p.reasons) expect(r.values.step).toBe(g.step);
      expect(groups[0].pots.every((p) => p.reasons.every((r) => r.values.pot === p.pot || (p.pot === null && typeof r.values.pot !== 'number')))).toBe(true);
      break;
    }
  });
});
