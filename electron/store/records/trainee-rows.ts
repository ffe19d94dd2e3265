/**
 * The rows a trainee's own paths change: renamed, merged into another trainee (the same person),
 * archived and restored, deleted; and certificates replaced by a reissue. Tables and rows only:
 * the services decide who may do what. Each write that touches several tables is one transaction.
 */
import { sql } from 'kysely';
import { fillProgressTotals } from './migrations';
import type { RecordsStore } from './store';

/** What deleting a trainee loses. */
export interface TraineeHoldings {
  answers: number;
  exams: number;
  /** Passed exams with a signed result: certificates that would no longer verify here. */
  certificates: number;
}

export async function traineeHoldings(store: RecordsStore, traineeId: string): Promise<TraineeHoldings> {
  const { db } = store;
  const answers = await db.selectFrom('answers').select(sql<number>`count(*)`.as('n')).where('trainee_id', '=', traineeId).executeTakeFirstOrThrow();
  const exams = await db
    .selectFrom('exams')
    .select([sql<number>`count(*)`.as('n'), sql<number>`sum(case when passed = 1 and verification_code is not null then 1 else 0 end)`.as('passed')])
    .where('trainee_id', '=', traineeId)
    .executeTakeFirstOrThrow();
  return { answers: Number(answers.n), exams: Number(exams.n), certificates: Number(exams.passed ?? 0) };
}

export async function renameTrainee(store: RecordsStore, traineeId: string, name: string, studentId: string | null): Promise<void> {
  await store.db.updateTable('trainees').set({ name, student_id: studentId }).where('id', '=', traineeId).execute();
}

export async function setArchived(store: RecordsStore, traineeId: string, at: number | null): Promise<void> {
  await store.db.updateTable('trainees').set({ archived_at: at }).where('id', '=', traineeId).execute();
}

/**
 * Moves everything of `fromId` to `intoId` and removes `fromId`: answers, exams (attempts at one
 * code numbered again 1, 2, ... by when they started, so each is counted once), running totals
 * made again from the answers. `studentId`: the kept trainee's from now on.
 */
export function mergeTrainees(store: RecordsStore, intoId: string, fromId: string, studentId: string | null): Promise<void> {
  return store.transaction(async (s) => {
    const { db } = s;
    // The student id moves first: it is unique, and may be the merged trainee's.
    await db.updateTable('trainees').set({ student_id: null }).where('id', '=', fromId).execute();
    await db.updateTable('trainees').set({ student_id: studentId }).where('id', '=', intoId).execute();
    await db.updateTable('answers').set({ trainee_id: intoId }).where('trainee_id', '=', fromId).execute();
    // Each trainee's attempts at a code are unique: numbered anew as negatives first, then moved and made positive.
    const exams = await db.selectFrom('exams').select(['id', 'code']).where('trainee_id', 'in', [intoId, fromId]).orderBy('code').orderBy('started_at').orderBy('id').execute();
    let code = '';
    let n = 0;
    for (const e of exams) {
      n = e.code === code ? n + 1 : 1;
      code = e.code;
      await db.updateTable('exams').set({ attempt: -n }).where('id', '=', e.id).execute();
    }
    await db.updateTable('exams').set({ trainee_id: intoId }).where('trainee_id', '=', fromId).execute();
    await db.updateTable('auditions').set({ trainee_id: intoId }).where('trainee_id', '=', fromId).execute();
    await db.updateTable('exams').set({ attempt: sql`-attempt` }).where('trainee_id', '=', intoId).where('attempt', '<', 0).execute();
    await db.deleteFrom('progress_totals').where('trainee_id', '=', fromId).execute();
    // The scheduler's cards are derived from the answers: both trainees' are made again from the joined answers when next read.
    await db.deleteFrom('mastery_cards').where('trainee_id', 'in', [fromId, intoId]).execute();
    await db.deleteFrom('mastery_through').where('trainee_id', 'in', [fromId, intoId]).execute();
    await fillProgressTotals(db, intoId);
    await db.deleteFrom('trainees').where('id', '=', fromId).execute();
  });
}

/** Removes a trainee and everything of theirs: answers, exams and their items, auditions, running totals, scheduler cards. */
export function deleteTrainee(store: RecordsStore, traineeId: string): Promise<void> {
  return store.transaction(async ({ db }) => {
    const exams = db.selectFrom('exams').select('id').where('trainee_id', '=', traineeId);
    await db.deleteFrom('exam_items').where('exam_id', 'in', exams).execute();
    await db.deleteFrom('answers').where('trainee_id', '=', traineeId).execute();
    // An audition's tasks are among the answers (gone above); then its floor events, then the run.
    const auditions = db.selectFrom('auditions').select('id').where('trainee_id', '=', traineeId);
    await db.deleteFrom('audition_events').where('audition_id', 'in', auditions).execute();
    await db.deleteFrom('auditions').where('trainee_id', '=', traineeId).execute();
    await db.deleteFrom('exams').where('trainee_id', '=', traineeId).execute();
    await db.deleteFrom('progress_totals').where('trainee_id', '=', traineeId).execute();
    await db.deleteFrom('mastery_cards').where('trainee_id', '=', traineeId).execute();
    await db.deleteFrom('mastery_through').where('trainee_id', '=', traineeId).execute();
    await db.deleteFrom('trainees').where('id', '=', traineeId).execute();
  });
}

/** Whether the trainee has taken any exam (finished or not). */
export async function hasExams(store: RecordsStore, traineeIds: readonly string[]): Promise<boolean> {
  return (await store.db.selectFrom('exams').select('id').where('trainee_id', 'in', [...traineeIds]).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * A reissued certificate: the exam's result signed again (under the trainee's name now) with a new
 * verification code; the old code stays verifiable, marked replaced by the new one.
 */
export function replaceCertificate(store: RecordsStore, examId: string, old: { code: string; signed: string }, next: { code: string; signed: string }, at: number): Promise<void> {
  return store.transaction(async ({ db }) => {
    await db.insertInto('replaced_certificates').values({ verification_code: old.code, replaced_by: next.code, signed_result: old.signed, replaced_at: at }).execute();
    await db.updateTable('exams').set({ signed_result: next.signed, verification_code: next.code }).where('id', '=', examId).execute();
  });
}

export function replacedCertificate(store: RecordsStore, code: string) {
  return store.db.selectFrom('replaced_certificates').selectAll().where('verification_code', '=', code).executeTakeFirst();
}

/** A trainee's passed exams whose result is signed: each one's certificate. */
export function passedExams(store: RecordsStore, traineeId: string) {
  return store.db
    .selectFrom('exams')
    .select(['id', 'signed_result', 'verification_code'])
    .where('trainee_id', '=', traineeId)
    .where('passed', '=', 1)
    .where('signed_result', 'is not', null)
    .orderBy('started_at')
    .execute();
}
