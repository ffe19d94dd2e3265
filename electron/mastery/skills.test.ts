/**
 * The skills table against the drills themselves: each kind at each level deals exactly the game
 * families FAMILIES says (so every skill can be practised, and none is missing from the map), and
 * a steered drill.next finds an item of the family and rule asked.
 */
import { describe, expect, it } from 'vitest';
import { drillKinds } from '../../shared/drills';
import { familyOf, steeredItem, variantOf } from '../drills/family';
import { drillModule } from '../drills/registry';
import type { Level } from '../drills/hands/play';
import { FAMILIES } from './skills';

const SEEDS = 80;

describe('skills', () => {
  it.each(drillKinds)('%s deals exactly the families the table gives, level by level', (kind) => {
    for (const level of [1, 2, 3] as const) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= SEEDS; seed++) for (const profile of ['cash', 'tournament'] as const) seen.add(familyOf(variantOf(drillModule(kind).generate(seed, level as Level, profile).question)));
      expect([...seen].sort(), `${kind} level ${level}`).toEqual([...FAMILIES[kind][level - 1]].sort());
    }
  });

  it('steers an item toward a family and a rule, and says when none came up', () => {
    const generate = (seed: number) => drillModule('min-raise').generate(seed, 2, 'cash');
    const stud = steeredItem(generate, 1, { family: 'stud' });
    expect(stud.found).toBe(true);
    expect(familyOf(variantOf(stud.item.question))).toBe('stud');
    const rule = generate(5).why.map((w) => w.key)[0];
    const withRule = steeredItem(generate, 1000, { rule });
    expect(withRule.found).toBe(true);
    expect(withRule.item.why.map((w) => w.key)).toContain(rule);
    const none = steeredItem(generate, 1, { family: 'flop', rule: 'no-such-rule' }, 10);
    expect(none.found).toBe(false);
    expect(familyOf(variantOf(none.item.question))).toBe('flop');
  });
});
