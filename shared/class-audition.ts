/**
 * A class's audition: the instructor starts one table per trainee on the classroom host (the host
 * runs them all, as it runs a class's exams); each trainee's browser plays their table through the
 * audition channels, and the instructor sees each one's hands per hour and accuracy live. JSON data
 * only; the renderer imports this too.
 */
import { z } from 'zod';
import { AuditionGrade, AuditionSetup, TableSeed } from './audition';

/** A trainee's class audition in the instructor's live view: how it stands, never a frame or a question. */
export const ClassAuditionLive = z.strictObject({
  runId: z.string(),
  status: z.enum(['running', 'finished']),
  /** The hand being dealt (1 the first). */
  hand: z.number().int().min(1),
  /** Hands finished, of the hands the audition lasts. */
  hands: z.number().int().min(0),
  handsOf: z.number().int().min(1),
  /** Null in Learn (no clock) and before the first hand is finished. */
  handsPerHour: z.number().min(0).nullable(),
  /** Null before anything is scored. */
  accuracy: z.number().min(0).max(1).nullable(),
  caught: z.number().int().min(0),
  missed: z.number().int().min(0),
  falseCalls: z.number().int().min(0),
  grade: AuditionGrade.nullable(),
});
export type ClassAuditionLive = z.infer<typeof ClassAuditionLive>;

/** A trainee's own class audition, for their browser to open it by (audition.current). */
export const MyClassAudition = z.strictObject({ runId: z.string(), status: z.enum(['running', 'finished']) });
export type MyClassAudition = z.infer<typeof MyClassAudition>;

/** The class's last audition: its setup and how many tables run and are finished. */
export const ClassAuditionSummary = z.strictObject({ setup: AuditionSetup, running: z.number().int().min(0), finished: z.number().int().min(0) });
export type ClassAuditionSummary = z.infer<typeof ClassAuditionSummary>;

const TraineeIds = z.array(z.string().max(100)).min(1).max(500);

export const classAuditionChannels = {
  /**
   * Starts an audition table on the host for each trainee of the class (or those chosen): one setup,
   * each its own deal, or with `seed` the same deal for all (as a class exam's items are the same).
   */
  'class.startAudition': { request: z.strictObject({ setup: AuditionSetup, traineeIds: TraineeIds.optional(), seed: TableSeed.optional() }), response: z.strictObject({}) },
  /** Ends the class's running auditions (or one trainee's): each graded on the hands finished. */
  'class.endAudition': { request: z.strictObject({ traineeId: z.string().max(100).optional() }), response: z.strictObject({}) },
} as const;
