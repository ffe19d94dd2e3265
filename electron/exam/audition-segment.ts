/**
 * An exam's audition segment: after the items, the trainee deals the segment's hands at one table
 * run by the audition service (the same table as any audition, recorded as taken in an exam). Its
 * figures go into the result beside the items' percent; the exam passes when the items reach the
 * pass mark AND the segment passes: every one of its hands dealt, and its grade passed by the
 * mode's marks (accuracy, and pace except in Learn). The segment keeps the exam's clock: its
 * overall time, if any, ends the table where it stands (no per-item time: the audition's own pace
 * is what is graded).
 */
import { createHmac } from 'node:crypto';
import type { AuditionMarks, AuditionSetup } from '../../shared/audition';
import type { ExamAuditionResult, ExamDefinition } from '../../shared/exam';
import { gradeOf } from '../drills/audition/score';
import type { ExamRun } from '../audition/service';
import { auditionSeats } from './definitions';

/** What the exam service asks of the audition service. */
export interface ExamAuditions {
  start(request: { setup: AuditionSetup; traineeId: string; seed: number }, where: 'exam', examId: string): Promise<{ view: { runId: string } }>;
  examRun(examId: string): Promise<ExamRun | null>;
  end(runId: string): Promise<unknown>;
  marks(): Promise<AuditionMarks>;
}

/** The table the segment deals: its game, seats, mode and hands, in the exam's profile; a rotation moves on after each orbit. */
export function segmentSetup(d: ExamDefinition): AuditionSetup | null {
  const a = d.audition;
  return a ? { format: a.game, seats: auditionSeats(a), mode: a.mode, hands: a.hands, rotation: 'orbit', profile: d.profile } : null;
}

/**
 * The segment's table number, drawn as the items' seeds are: an attempt at a code deals every
 * trainee the same table; a hosted code's comes from the host's secret, so the code alone gives no
 * hand (items.ts, secret.ts). Below 2^31, as table numbers are.
 */
export function segmentSeed(code: string, attempt: number, secret?: Buffer): number {
  return createHmac('sha256', secret ?? 'dealer-trainer exam audition').update(`${code}\naudition\n${attempt}`).digest().readUInt32BE(0) >>> 1;
}

/** The segment's result from its run, or, when its table was never opened (the exam's time ran out first), of no hand at today's marks. */
export function segmentResult(d: ExamDefinition, run: Pick<ExamRun, 'stats' | 'grade'> | { marks: AuditionMarks }): ExamAuditionResult {
  const a = d.audition!;
  const none = { hands: 0, seconds: 0, handsPerHour: null, pace: null, earned: 0, possible: 0, accuracy: null, byKind: [], irregularities: 0, caught: 0, missed: 0, falseCalls: 0 };
  const stats = 'stats' in run ? run.stats : none;
  const grade = 'grade' in run ? run.grade : gradeOf(stats, run.marks[a.mode], a.mode);
  const result = { seats: auditionSeats(a), stats, grade, passed: false };
  return { ...result, passed: segmentPassed(d, result) };
}

/** Every hand dealt, and the grade passed by its marks (recomputed from the figures, so that a doctored verdict shows). */
export function segmentPassed(d: ExamDefinition, r: Omit<ExamAuditionResult, 'passed'>): boolean {
  const a = d.audition;
  return a !== undefined && r.stats.hands >= a.hands && gradeOf(r.stats, r.grade.marks, a.mode).passed && r.grade.passed;
}
