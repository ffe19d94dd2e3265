/**
 * The mastery tables, row by row (issue 31): each trainee's scheduler cards as JSON, the last
 * answer they include, and the answers after it with the columns mastery reads. Rows only: the
 * cards' meaning is electron/mastery's.
 */
import { sql } from 'kysely';
import type { RecordsDb, RecordsTrx } from './schema';

type Db = RecordsDb | RecordsTrx;

export interface CardRow {
  trainee_id: string;
  card: string;
  state: string;
}

const ANSWER_COLUMNS = ['id', 'kind', 'level', 'profile', 'seed', 'answer', 'score', 'seconds', 'answered_at', 'exam_id', 'status', 'variant', 'speed', 'rules'] as const;

/** The id of the last answer the trainee's cards include (0: none). */
export async function masteryThrough(db: Db, traineeId: string): Promise<number> {
  const row = await db.selectFrom('mastery_through').select('answer_id').where('trainee_id', '=', traineeId).executeTakeFirst();
  return row ? Number(row.answer_id) : 0;
}

/** Of the trainees given, those with answers after the last one their cards include: one query, an index seek per trainee (answers_by_trainee_id). */
export async function traineesBehind(db: Db, traineeIds: readonly string[]): Promise<string[]> {
  if (traineeIds.length === 0) return [];
  const rows = await db
    .selectFrom('trainees as t')
    .select((eb) => [
      't.id',
      eb.selectFrom('answers as a').select(sql<number | null>`max(a.id)`.as('m')).whereRef('a.trainee_id', '=', 't.id').as('latest'),
      eb.selectFrom('mastery_through as m').select('m.answer_id').whereRef('m.trainee_id', '=', 't.id').as('through'),
    ])
    .where('t.id', 'in', [...traineeIds])
    .execute();
  return rows.filter((r) => Number(r.latest ?? 0) > Number(r.through ?? 0)).map((r) => r.id);
}

/** The trainee's answers after `afterId`, in the order they were recorded (at most `limit`). */
export function answersAfter(db: Db, traineeId: string, afterId: number, limit?: number) {
  const q = db.selectFrom('answers').select(ANSWER_COLUMNS).where('trainee_id', '=', traineeId).where('id', '>', afterId).orderBy('id');
  return (limit === undefined ? q : q.limit(limit)).execute();
}

/** Cards of the trainees given (all of each, or only those named). */
export function cardRows(db: Db, traineeIds: readonly string[], cards?: readonly string[]): Promise<CardRow[]> {
  if (traineeIds.length === 0 || cards?.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('mastery_cards').select(['trainee_id', 'card', 'state']).where('trainee_id', 'in', [...traineeIds]);
  if (cards) q = q.where('card', 'in', [...cards]);
  return q.execute();
}

/** Saves cards (new or changed) and the last answer they now include, in the caller's transaction. */
export async function saveCards(db: Db, traineeId: string, cards: readonly { card: string; state: string }[], throughId: number): Promise<void> {
  // A few hundred rows a statement keep under both backends' limits on parameters.
  for (let k = 0; k < cards.length; k += 300) {
    await db
      .insertInto('mastery_cards')
      .values(cards.slice(k, k + 300).map((c) => ({ trainee_id: traineeId, ...c })))
      .onConflict((oc) => oc.columns(['trainee_id', 'card']).doUpdateSet({ state: sql`excluded.state` }))
      .execute();
  }
  await db
    .insertInto('mastery_through')
    .values({ trainee_id: traineeId, answer_id: throughId })
    .onConflict((oc) => oc.column('trainee_id').doUpdateSet({ answer_id: throughId }))
    .execute();
}

/** The mastery columns worked out for an answer recorded without them. */
export async function setAnswerFacts(db: Db, id: number, columns: { variant: string | null; speed: string | null; rules: string | null }): Promise<void> {
  await db.updateTable('answers').set(columns).where('id', '=', id).execute();
}

/** Forgets a trainee's cards: the next read derives them again from every answer. */
export async function dropCards(db: Db, traineeId: string): Promise<void> {
  await db.deleteFrom('mastery_cards').where('trainee_id', '=', traineeId).execute();
  await db.deleteFrom('mastery_through').where('trainee_id', '=', traineeId).execute();
}
