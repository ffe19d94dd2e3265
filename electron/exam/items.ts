/**
 * The items of an exam attempt: which kind, level and seed each item has, from the code alone.
 * Every trainee with the code gets the same list; another attempt gets other items.
 */
import type { Answer, DrillKind } from '../../shared/drills';
import type { ExamDefinition } from '../../shared/exam';
import { createRng } from '../engine/rng';
import { drillModule } from '../drills/registry';
import type { DrillItem } from '../drills/types';

export interface PlannedItem {
  index: number;
  kind: DrillKind;
  level: 1 | 2 | 3;
  seed: number;
}

export function planItems(definition: ExamDefinition, seed: number, attempt: number): PlannedItem[] {
  // seed < 2^24 and attempt < 16: distinct generator seeds for every (seed, attempt).
  const rng = createRng(seed * 16 + attempt);
  const slots = definition.sections.flatMap((s) => Array.from({ length: s.count }, () => ({ kind: s.kind, level: s.level })));
  const ordered = definition.shuffle ? rng.shuffle(slots) : slots;
  return ordered.map((s, index) => ({ index, kind: s.kind, level: s.level, seed: rng.int(2 ** 31) }));
}

export function generateItem(p: PlannedItem, profile: ExamDefinition['profile']): DrillItem {
  return drillModule(p.kind).generate(p.seed, p.level, profile);
}

/** An answer to a planned item, scored by its drill module (the one scoring there is). */
export function scoreItem(p: PlannedItem, profile: ExamDefinition['profile'], answer: Answer): { earned: number; possible: number } {
  const { earned, possible } = drillModule(p.kind).score(generateItem(p, profile), answer);
  // As the drill service: an item with nothing to get wrong counts as right.
  return possible > 0 ? { earned: Math.min(earned, possible), possible } : { earned: 1, possible: 1 };
}
