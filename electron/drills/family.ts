/**
 * The game an item is dealt in and its family (issue 31: a skill is a kind x game family x
 * level), and items steered toward a family and a rule by trying seeds: Today's practice asks for
 * a rule that is due, the skill map for a cell.
 */
import type { GameFamily, Question } from '../../shared/drills';
import { GAMES, type Variant } from '../engine';
import type { DrillItem } from './types';

/** The question's game; null for chip work that asks about no hand (a colour-up, a chip count). */
export function variantOf(question: Question): Variant | null {
  if ('table' in question) return question.table.variant;
  if ('variant' in question) return question.variant;
  return null;
}

/** The engine's families by the names the trainee sees: its board games are the flop games. */
export function familyOf(variant: Variant | null): GameFamily {
  if (variant === null) return 'chips';
  const family = GAMES[variant].family;
  return family === 'board' ? 'flop' : family;
}

/** Seeds tried at most for a steered item: a rule a trainee has met in a kind comes up within a few dozen in all but the rarest. */
export const STEER_TRIES = 120;

/**
 * The first item, from `seed` on, of the family and with the rule asked (`found`); when none comes
 * up within `tries` seeds, the first of the family (else the first item), not found.
 */
export function steeredItem(generate: (seed: number) => DrillItem, seed: number, want: { family?: GameFamily; rule?: string }, tries = STEER_TRIES): { item: DrillItem; found: boolean } {
  let nearest: DrillItem | undefined;
  for (let k = 0; k < tries; k++) {
    // Seeds stay below 2^31, as the service's own do.
    const item = generate((seed + k * 7919) % 2 ** 31);
    const ofFamily = want.family === undefined || familyOf(variantOf(item.question)) === want.family;
    if (ofFamily && (want.rule === undefined || item.why.some((w) => w.key === want.rule))) return { item, found: true };
    if (ofFamily) nearest ??= item;
  }
  return { item: nearest ?? generate(seed), found: false };
}
