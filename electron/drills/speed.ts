/**
 * Speed grades: seconds within which an answer is fast, or still normal, per kind and level.
 * Larger tables and more pots take a working dealer longer; whole hands are many calls in one.
 */
import type { DrillKind } from '../../shared/drills';
import type { Level } from './hands/play';

export type SpeedGrade = 'fast' | 'normal' | 'slow';

const BASE: Record<DrillKind, { fast: number; normal: number }> = {
  gather: { fast: 10, normal: 25 },
  'side-pots': { fast: 20, normal: 50 },
  'showdown-order': { fast: 5, normal: 12 },
  award: { fast: 15, normal: 40 },
  'pot-limit': { fast: 8, normal: 20 },
  'min-raise': { fast: 5, normal: 12 },
  action: { fast: 8, normal: 20 },
  'read-hands': { fast: 10, normal: 25 },
  'chip-rulings': { fast: 5, normal: 12 },
  rake: { fast: 10, normal: 25 },
  'bring-in': { fast: 5, normal: 12 },
  'low-hands': { fast: 10, normal: 25 },
  'whole-hand': { fast: 90, normal: 240 },
  'action-order': { fast: 4, normal: 10 },
  'chip-race': { fast: 30, normal: 75 },
  // Against the clock: a dealer counts an all-in in seconds.
  'chip-count': { fast: 8, normal: 20 },
  'showdown-procedure': { fast: 20, normal: 45 },
  irregularities: { fast: 15, normal: 35 },
};
/** Level 1 tables are small and round; level 3 tables are full with odd stacks. */
const LEVEL_FACTOR: Record<Level, number> = { 1: 1, 2: 1.5, 3: 2 };

/**
 * The limits of a kind and level; an item with a clock of its own (chip-count: the seconds allowed,
 * chip-count.ts clockOf) is fast within its clock and normal within twice it.
 */
export function speedLimits(kind: DrillKind, level: Level, clock?: number): { fast: number; normal: number } {
  if (clock !== undefined) return { fast: clock, normal: 2 * clock };
  const b = BASE[kind];
  const f = LEVEL_FACTOR[level];
  return { fast: b.fast * f, normal: b.normal * f };
}

/** An item's own clock, when its question carries one. */
export const clockOfQuestion = (question: object): number | undefined => ('clock' in question && typeof question.clock === 'number' ? question.clock : undefined);

export function speedGrade(kind: DrillKind, level: Level, seconds: number, clock?: number): SpeedGrade {
  const { fast, normal } = speedLimits(kind, level, clock);
  return seconds <= fast ? 'fast' : seconds <= normal ? 'normal' : 'slow';
}
