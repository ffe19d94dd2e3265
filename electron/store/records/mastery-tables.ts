/**
 * The mastery tables, row by row (issue 31): each trainee's scheduler cards as JSON, the last
 * answer they include and which write of them they are at, and the answers after it with the
 * columns mastery reads. Rows only: the
 * cards' meaning is electron/mastery's.
 */
import { randomUUID } from 'node:crypto';
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

/** Where a trainee's cards are: the last answer recorded and the last their cards include, and which write of the cards they are at. */
export interface CardsVersion {
  traineeId: string;
  latest: number;
  through: number;
  /** null: no cards (none made yet, or dropped to be made again). */
  lineage: string | null;
  seq: number;
}

/** The versions of the trainees given that exist: one query, an index seek per trainee (answers_by_trainee_id). */
export async function cardsVersions(db: Db, traineeIds: readonly string[]): Promise<CardsVersion[]> {
  if (traineeIds.length === 0) return [];
  const rows = await db
    .selectFrom('trainees as t')
    .leftJoin('mastery_through as m', 'm.trainee_id', 't.id')
    .select((eb) => ['t.id', eb.selectFrom('answers as a').select(sql<number | null>`max(a.id)`.as('m')).whereRef('a.trainee_id', '=', 't.id').as('latest'), 'm.answer_id', 'm.lineage', 'm.seq'])
    .where('t.id', 'in', [...traineeIds])
    .execute();
  return rows.map((r) => ({ traineeId: r.id, latest: Number(r.latest ?? 0), through: Number(r.answer_id ?? 0), lineage: r.lineage ?? null, seq: Number(r.seq ?? 0) }));
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

/** The trainee's cards written after their write `seq` (of the lineage they are at). */
export function cardRowsSince(db: Db, traineeId: string, seq: number): Promise<CardRow[]> {
  return db.selectFrom('mastery_cards').select(['trainee_id', 'card', 'state']).where('trainee_id', '=', traineeId).where('seq', '>', seq).execute();
}

/**
 * Saves cards (new or changed) and the last answer they now include, in the caller's transaction,
 * as the trainee's next write of their cards: their count goes up first, in the database (two
 * hosts writing at once take turns on the row and count on from each other), and each card saved
 * carries it; cards made from nothing begin a new lineage.
 */
export async function saveCards(db: Db, traineeId: string, cards: readonly { card: string; state: string }[], throughId: number): Promise<void> {
  const { seq } = await db
    .insertInto('mastery_through')
    .values({ trainee_id: traineeId, answer_id: throughId, lineage: randomUUID(), seq: 1 })
    .onConflict((oc) => oc.column('trainee_id').doUpdateSet({ answer_id: throughId, seq: sql`mastery_through.seq + 1` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  // A few hundred rows a statement keep under both backends' limits on parameters.
  for (let k = 0; k < cards.length; k += 300) {
    await db
      .insertInto('mastery_cards')
      .values(cards.slice(k, k + 300).map((c) => ({ trainee_id: traineeId, ...c, seq: Number(seq) })))
      .onConflict((oc) => oc.columns(['trainee_id', 'card']).doUpdateSet({ state: sql`excluded.state`, seq: sql`excluded.seq` }))
      .execute();
  }
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
