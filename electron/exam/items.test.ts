/** An exam item is scored by its drill module, and a blank answer never scores (drills/blank.ts). */
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/drills';
import { generateItem, scoreItem, type PlannedItem } from './items';

const blanks: { item: PlannedItem; answer: Answer }[] = [
  { item: { index: 0, kind: 'showdown-order', level: 2, seed: 11 }, answer: { kind: 'showdown-order', showdown_order: [], all_at_once: false } },
  { item: { index: 1, kind: 'side-pots', level: 1, seed: 12 }, answer: { kind: 'side-pots', pots: [], returned: [] } },
  { item: { index: 2, kind: 'award', level: 1, seed: 13 }, answer: { kind: 'award', award_order: [], pots: [] } },
];

describe('an exam answer', () => {
  it.each(blanks)('a blank $item.kind answer earns nothing', ({ item, answer }) => {
    const s = scoreItem(item, 'cash', answer);
    expect(s.possible).toBeGreaterThan(0);
    expect(s.earned).toBe(0);
  });

  it("the engine's own answer earns every part", () => {
    for (const { item } of blanks) {
      const s = scoreItem(item, 'cash', generateItem(item, 'cash').answer);
      expect(s.earned).toBe(s.possible);
    }
  });
});
