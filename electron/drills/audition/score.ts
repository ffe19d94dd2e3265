/**
 * An audition's score: every task's and ruling's points by drill kind (each scored by its drill, as
 * practice is), the floor's (an irregularity caught is a point, missed it is none and its ruling's
 * points are lost with it, a clean hand stopped is a point lost), the hands per hour against the
 * games' pace, and the grade against the mode's marks.
 */
import type { AuditionGame, AuditionMode } from '../../../shared/audition-vocab';
import type { AuditionGrade, AuditionMarks, AuditionStats, ModeMarks } from '../../../shared/audition';
import type { DrillKind } from '../../../shared/drills';
import { paceOf } from './formats';

export interface Tally {
  readonly byKind: Readonly<Partial<Record<DrillKind, { earned: number; possible: number }>>>;
  readonly irregularities: number;
  readonly caught: number;
  readonly missed: number;
  readonly falseCalls: number;
}

export const emptyTally = (): Tally => ({ byKind: {}, irregularities: 0, caught: 0, missed: 0, falseCalls: 0 });

/** The floor's own points (catching, missing, stopping a clean hand) are counted as the irregularities drill's. */
const FLOOR: DrillKind = 'irregularities';

function add(t: Tally, kind: DrillKind, earned: number, possible: number): Tally {
  const was = t.byKind[kind] ?? { earned: 0, possible: 0 };
  return { ...t, byKind: { ...t.byKind, [kind]: { earned: was.earned + earned, possible: was.possible + possible } } };
}

/** A task or a ruling, scored by its drill. */
export const scoredTask = (t: Tally, kind: DrillKind, earned: number, possible: number): Tally => add(t, kind, earned, possible);

/** "Floor!" on a hand with an irregularity showing: a point, and the ruling is asked. */
export const caughtIrregularity = (t: Tally): Tally => ({ ...add(t, FLOOR, 1, 1), irregularities: t.irregularities + 1, caught: t.caught + 1 });

/** An irregularity that passed without a call: its point and its ruling's points, lost. */
export const missedIrregularity = (t: Tally, rulingKind: DrillKind, rulingPossible: number): Tally => ({
  ...add(add(t, FLOOR, 0, 1), rulingKind, 0, rulingPossible),
  irregularities: t.irregularities + 1,
  missed: t.missed + 1,
});

/** "Floor!" with nothing wrong: a point lost. */
export const falseCall = (t: Tally): Tally => ({ ...add(t, FLOOR, 0, 1), falseCalls: t.falseCalls + 1 });

/** Seconds the card room's pace gives these hands (hold'em 30 an hour, the others 25). */
export const paceSeconds = (games: readonly AuditionGame[]): number => games.reduce((s, g) => s + 3600 / paceOf(g).low, 0);

/**
 * The stats of the hands finished (`games`: each finished hand's game) in `seconds`; Learn has no
 * clock, so no pace.
 */
export function statsOf(t: Tally, games: readonly AuditionGame[], seconds: number, mode: AuditionMode): AuditionStats {
  let earned = 0;
  let possible = 0;
  const byKind = (Object.entries(t.byKind) as [DrillKind, { earned: number; possible: number }][]).map(([kind, s]) => {
    earned += s.earned;
    possible += s.possible;
    return { kind, earned: s.earned, possible: s.possible };
  });
  const clocked = mode !== 'learn' && games.length > 0 && seconds > 0;
  return {
    hands: games.length,
    seconds,
    handsPerHour: clocked ? (games.length * 3600) / seconds : null,
    pace: clocked ? paceSeconds(games) / seconds : null,
    earned,
    possible,
    accuracy: possible > 0 ? earned / possible : null,
    byKind,
    irregularities: t.irregularities,
    caught: t.caught,
    missed: t.missed,
    falseCalls: t.falseCalls,
  };
}

/** The marks a school starts with: Learn 80 % right, Practice 80 % right at 80 % of the pace, Table ready 90 % at the card room's pace. */
export const DEFAULT_MARKS: AuditionMarks = {
  learn: { accuracy: 80, pace: 0 },
  practice: { accuracy: 80, pace: 80 },
  'table-ready': { accuracy: 90, pace: 100 },
};

/** Passed when accuracy and pace both meet the mode's marks (Learn: accuracy alone, it has no clock). */
export function gradeOf(stats: AuditionStats, marks: ModeMarks, mode: AuditionMode): AuditionGrade {
  const accuracyMet = stats.accuracy !== null && stats.accuracy * 100 >= marks.accuracy - 1e-9;
  const paceMet = mode === 'learn' ? null : stats.pace !== null && stats.pace * 100 >= marks.pace - 1e-9;
  return { marks, accuracyMet, paceMet, passed: accuracyMet && paceMet !== false };
}
