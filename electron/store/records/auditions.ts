/**
 * The audition tables, row by row (schema.ts: auditions, audition_events; a task's answer is a row of
 * `answers` with its audition_id, written with RecordsStore.addAnswers). Tables and rows only: the
 * audition service maps its runs to them.
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { RecordsSchema } from './schema';

export type AuditionRow = Selectable<RecordsSchema['auditions']>;
export type AuditionEventRow = Insertable<RecordsSchema['audition_events']>;
export type AuditionTotals = Omit<Updateable<RecordsSchema['auditions']>, 'id' | 'trainee_id' | 'setup' | 'seed' | 'taken' | 'exam_id' | 'started_at'>;

type Db = Kysely<RecordsSchema>;

export async function insertAudition(db: Db, row: AuditionRow): Promise<void> {
  await db.insertInto('auditions').values(row).execute();
}

export async function updateAudition(db: Db, id: string, totals: AuditionTotals): Promise<void> {
  await db.updateTable('auditions').set(totals).where('id', '=', id).execute();
}

export async function addAuditionEvents(db: Db, rows: readonly AuditionEventRow[]): Promise<void> {
  if (rows.length) await db.insertInto('audition_events').values([...rows]).execute();
}

/** A trainee's auditions, newest first. */
export function auditionsOf(db: Db, traineeId: string): Promise<AuditionRow[]> {
  return db.selectFrom('auditions').selectAll().where('trainee_id', '=', traineeId).orderBy('started_at', 'desc').orderBy('id').execute();
}

export function auditionEvents(db: Db, auditionId: string) {
  return db.selectFrom('audition_events').selectAll().where('audition_id', '=', auditionId).orderBy('idx').execute();
}

/** An exam's audition (its segment's table), the latest if more than one. */
export async function auditionOfExam(db: Db, examId: string): Promise<AuditionRow | undefined> {
  return db.selectFrom('auditions').selectAll().where('exam_id', '=', examId).orderBy('started_at', 'desc').orderBy('id').executeTakeFirst();
}
