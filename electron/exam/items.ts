/**
 * The items of an exam attempt: which kind, level and seed each item has, from the code alone.
 * Every trainee with the code gets the same list; another attempt gets other items.
 */
import type { Answer, DrillKind, Mistake } from '../../shared/drills';
import type { ExamDefinition } from '../../shared/exam';
import { createRng } from '../engine/rng';
import { blankAnswer } from '../drills/blank';
import { drillModule } from '../drills/registry';
import type { DrillItem } from '../drills/types';
import { ExamError } from './errors';
import { keptOrMade } from '../lru';
import { hostedItemSeed } from './secret';

export interface PlannedItem {
  index: number;
  kind: DrillKind;
  level: 1 | 2 | 3;
  seed: number;
}

/** `itemSeed`: a hosted exam's item seeds, from the host's secret (secret.ts); else they come from the code's seed. */
export function planItems(definition: ExamDefinition, seed: number, attempt: number, itemSeed?: (index: number) => number): PlannedItem[] {
  // seed < 2^24 and attempt < 16: distinct generator seeds for every (seed, attempt).
  const rng = createRng(seed * 16 + attempt);
  const slots = definition.sections.flatMap((s) => Array.from({ length: s.count }, () => ({ kind: s.kind, level: s.level })));
  const ordered = definition.shuffle ? rng.shuffle(slots) : slots;
  return ordered.map((s, index) => ({ index, kind: s.kind, level: s.level, seed: itemSeed ? itemSeed(index) : rng.int(2 ** 31) }));
}

/** The items of an attempt at a decoded code; a hosted code's need the host's secret. */
export function planCode(code: { code: string; seed: number; definition: ExamDefinition; hosted: boolean }, attempt: number, secret?: Buffer): PlannedItem[] {
  if (!code.hosted) return planItems(code.definition, code.seed, attempt);
  if (!secret) throw new ExamError('hosted-exam', "this exam code was made on a classroom host: its items come from the host's secret, so it is taken in class on that host");
  return planItems(code.definition, code.seed, attempt, (index) => hostedItemSeed(secret, code.code, attempt, index));
}

/** How many generated items are kept: every item of a few exams in flight (a class taking one exam shares its items). */
const ITEMS_KEPT = 256;
const generated = new Map<string, DrillItem>();

/**
 * The item a planned item stands for. Generating one costs up to milliseconds (whole hands are
 * played), and an item is asked for again when it is scored, and by every trainee of a class
 * taking the same attempt's items: the latest ones are kept here, in the host's memory only, and
 * frozen, since they are shared. The item depends only on its kind, level, seed and profile.
 */
export function generateItem(p: PlannedItem, profile: ExamDefinition['profile']): DrillItem {
  return keptOrMade(generated, `${p.kind}/${p.level}/${profile}/${p.seed}`, ITEMS_KEPT, () => deepFreeze(drillModule(p.kind).generate(p.seed, p.level, profile)));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A planned item with the engine's answer and reasons, and what was wrong with `given` (none when there is no answer). */
export function reviewOf(p: PlannedItem, profile: ExamDefinition['profile'], given: Answer | null): Pick<DrillItem, 'question' | 'answer' | 'why'> & { mistakes: Mistake[] } {
  const item = generateItem(p, profile);
  return { question: item.question, answer: item.answer, why: item.why, mistakes: given ? drillModule(p.kind).score(item, given).mistakes : [] };
}

/** An answer to a planned item, scored by its drill module (the one scoring there is). */
export function scoreItem(p: PlannedItem, profile: ExamDefinition['profile'], answer: Answer): { earned: number; possible: number } {
  const item = generateItem(p, profile);
  const { earned, possible } = drillModule(p.kind).score(item, answer);
  // A blank answer never scores (drills/blank.ts); in an exam it is kept, as any answer is, and earns nothing.
  if (blankAnswer(item.question, answer) !== null) return { earned: 0, possible: Math.max(possible, 1) };
  // As the drill service: an item with nothing to get wrong counts as right.
  return possible > 0 ? { earned: Math.min(earned, possible), possible } : { earned: 1, possible: 1 };
}
