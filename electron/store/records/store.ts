/**
 * The records tables, row by row: what the services read and write. It knows tables, not
 * sessions or screens (the exam code maps its sessions to these rows). Every method runs the same
 * Kysely query on either backend; a method that writes more than one row does it in one
 * transaction, and each write is durable when its promise resolves.
 */
import { CompiledQuery, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { RecordsSchema } from './schema';

export type TraineeRow = Selectable<RecordsSchema['trainees']>;
export type AnswerRow = Insertable<RecordsSchema['answers']>;
export type ExamRow = Selectable<RecordsSchema['exams']>;
export type ExamItemRow = Selectable<RecordsSchema['exam_items']>;
export type ImportRow = Insertable<RecordsSchema['imported_results']>;
export type ProgressTotalRow = Selectable<RecordsSchema['progress_totals']>;
export type EnrolledKeyRow = Selectable<RecordsSchema['enrolled_keys']>;

/** An exam item with the answer that closed it, if any. */
export interface ExamItemWithAnswer extends ExamItemRow {
  status: string | null;
  answer: string | null;
  earned: number | null;
  possible: number | null;
  score: number | null;
  answered_at: number | null;
}

/** An exam item row's columns, in the order itemsInsert's SQL takes them. */
const ITEM_COLUMNS = ['exam_id', 'idx', 'kind', 'level', 'seed', 'shown_at'] as const satisfies readonly (keyof ExamItemRow)[];
/** By backend (its Kysely adapter): the insert of n items. */
const insertTexts = new WeakMap<object, Map<number, string>>();

export class RecordsStore {
  constructor(readonly db: Kysely<RecordsSchema>) {}

  /** Runs `body` as one transaction (nested calls join the outer one). */
  transaction<T>(body: (store: RecordsStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return body(this);
    return this.db.transaction().execute((trx) => body(new RecordsStore(trx)));
  }

  // Trainees

  async insertTrainee(row: Insertable<RecordsSchema['trainees']>): Promise<void> {
    await this.db.insertInto('trainees').values(row).execute();
  }

  trainees(): Promise<TraineeRow[]> {
    return this.db.selectFrom('trainees').selectAll().orderBy(sql`lower(name)`).orderBy('created_at').execute();
  }

  trainee(id: string): Promise<TraineeRow | undefined> {
    return this.db.selectFrom('trainees').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The one trainee with this student id, if any (a student id is unique). */
  traineeByStudentId(studentId: string): Promise<TraineeRow | undefined> {
    return this.db.selectFrom('trainees').selectAll().where('student_id', '=', studentId).executeTakeFirst();
  }

  // Answers

  /** Adds answers and their trainees' running totals, in one transaction. */
  addAnswers(rows: readonly AnswerRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.transaction(async (s) => {
      await s.db.insertInto('answers').values([...rows]).execute();
      for (const r of rows) {
        await s.db
          .insertInto('progress_totals')
          .values({ trainee_id: r.trainee_id, kind: r.kind, level: r.level, items: 1, score_sum: r.score, seconds_sum: r.seconds, last_answered_at: r.answered_at })
          .onConflict((oc) =>
            oc.columns(['trainee_id', 'kind', 'level']).doUpdateSet({
              items: sql`progress_totals.items + 1`,
              score_sum: sql`progress_totals.score_sum + excluded.score_sum`,
              seconds_sum: sql`progress_totals.seconds_sum + excluded.seconds_sum`,
              last_answered_at: sql`case when excluded.last_answered_at > progress_totals.last_answered_at then excluded.last_answered_at else progress_totals.last_answered_at end`,
            }),
          )
          .execute();
      }
    });
  }

  /** A trainee's answers for the progress view: by kind, then oldest first. */
  answerPoints(traineeId: string) {
    return this.db
      .selectFrom('answers')
      .select(['kind', 'level', 'score', 'seconds', 'answered_at', 'exam_id'])
      .where('trainee_id', '=', traineeId)
      .orderBy('kind')
      .orderBy('answered_at')
      .orderBy('id')
      .execute();
  }

  /** Running totals per kind and level, for the trainees given (all when none are). */
  progressTotals(traineeIds?: readonly string[]): Promise<ProgressTotalRow[]> {
    let q = this.db.selectFrom('progress_totals').selectAll();
    if (traineeIds) {
      if (traineeIds.length === 0) return Promise.resolve([]);
      q = q.where('trainee_id', 'in', [...traineeIds]);
    }
    return q.orderBy('trainee_id').orderBy('kind').orderBy('level').execute();
  }

  // Exams

  async insertExam(exam: ExamRow, items: readonly ExamItemRow[]): Promise<void> {
    await this.transaction(async (s) => {
      await s.db.insertInto('exams').values(exam).execute();
      if (items.length) await s.db.executeQuery(CompiledQuery.raw(s.itemsInsert(items.length), items.flatMap((i) => ITEM_COLUMNS.map((c) => i[c]))));
    });
  }

  /**
   * The SQL of an insert of `n` exam items, compiled by Kysely once per count and backend: a class
   * starting an exam inserts 40 x 40 rows, and compiling the same 40-row insert anew for each
   * trainee cost as much as running it.
   */
  private itemsInsert(n: number): string {
    const adapter = this.db.getExecutor().adapter;
    let texts = insertTexts.get(adapter);
    if (!texts) insertTexts.set(adapter, (texts = new Map<number, string>()));
    let text = texts.get(n);
    if (text === undefined) {
      const row = Object.fromEntries(ITEM_COLUMNS.map((c) => [c, null])) as unknown as ExamItemRow;
      text = this.db.insertInto('exam_items').values(Array.from({ length: n }, () => row)).compile().sql;
      texts.set(n, text);
    }
    return text;
  }

  /** The item is shown: when, and (from now on kept) its seed. */
  async markShown(examId: string, idx: number, at: number, seed: number): Promise<void> {
    await this.db.updateTable('exam_items').set({ shown_at: at, seed }).where('exam_id', '=', examId).where('idx', '=', idx).execute();
  }

  async markFinished(examId: string, at: number): Promise<void> {
    await this.db.updateTable('exams').set({ finished_at: at }).where('id', '=', examId).execute();
  }

  async setExamResult(examId: string, percent: number, passed: boolean, signed: string, verificationCode: string): Promise<void> {
    await this.db.updateTable('exams').set({ percent, passed: passed ? 1 : 0, signed_result: signed, verification_code: verificationCode }).where('id', '=', examId).execute();
  }

  async setExtraSeconds(examId: string, extra: number): Promise<void> {
    await this.db.updateTable('exams').set({ extra_seconds: extra }).where('id', '=', examId).execute();
  }

  /** The signed result of a finished exam taken on this host whose certificate has this code. */
  async signedResultByVerificationCode(code: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('exams').select('signed_result').where('verification_code', '=', code).where('damaged', 'is', null).executeTakeFirst();
    return row?.signed_result ?? undefined;
  }

  exam(examId: string): Promise<ExamRow | undefined> {
    return this.db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirst();
  }

  /**
   * Attempts at `code`, finished or not, oldest first: by the student id when the trainee has one
   * (attempts belong to the student, whichever trainee row took them), else by the trainee.
   */
  attempts(trainee: { id: string; student_id: string | null }, code: string) {
    const q = this.db.selectFrom('exams as e').innerJoin('trainees as t', 't.id', 'e.trainee_id').select(['e.id', 'e.attempt', 'e.finished_at', 'e.passed']).where('e.code', '=', code);
    return (trainee.student_id === null ? q.where('e.trainee_id', '=', trainee.id) : q.where('t.student_id', '=', trainee.student_id)).orderBy('e.attempt').execute();
  }

  /** Unfinished exams (of one trainee, or of anyone), oldest first. */
  async runningExamIds(traineeId?: string): Promise<string[]> {
    let q = this.db.selectFrom('exams').select('id').where('finished_at', 'is', null);
    if (traineeId !== undefined) q = q.where('trainee_id', '=', traineeId);
    const rows = await q.orderBy('started_at').execute();
    return rows.map((r) => r.id);
  }

  examItems(examId: string): Promise<ExamItemWithAnswer[]> {
    return this.db
      .selectFrom('exam_items as i')
      .leftJoin('answers as a', (join) => join.onRef('a.exam_id', '=', 'i.exam_id').onRef('a.exam_index', '=', 'i.idx'))
      .select(['i.exam_id', 'i.idx', 'i.kind', 'i.level', 'i.seed', 'i.shown_at', 'a.status', 'a.answer', 'a.earned', 'a.possible', 'a.score', 'a.answered_at'])
      .where('i.exam_id', '=', examId)
      .orderBy('i.idx')
      .execute();
  }

  // The instructor's imports

  async hasImport(signature: string): Promise<boolean> {
    return (await this.db.selectFrom('imported_results').select('id').where('signature', '=', signature).executeTakeFirst()) !== undefined;
  }

  /** Attempt numbers of `code` already imported for a student id. */
  async importedAttempts(studentId: string, code: string): Promise<number[]> {
    const rows = await this.db.selectFrom('imported_results').select('attempt').where('student_id', '=', studentId).where('code', '=', code).execute();
    return rows.map((r) => r.attempt);
  }

  async addImport(row: ImportRow): Promise<void> {
    await this.db.insertInto('imported_results').values(row).execute();
  }

  importedRows(code?: string) {
    let q = this.db.selectFrom('imported_results').selectAll();
    if (code) q = q.where('code', '=', code);
    return q.orderBy(sql`lower(trainee_name)`).orderBy('code').orderBy('attempt').execute();
  }

  // Enrolled installation keys

  async enrol(row: EnrolledKeyRow): Promise<void> {
    await this.db
      .insertInto('enrolled_keys')
      .values(row)
      .onConflict((oc) => oc.columns(['enrolment_code', 'student_id']).doUpdateSet({ name: row.name, enrolled_at: row.enrolled_at }))
      .execute();
  }

  /** The students a key is enrolled for. */
  async enrolledStudents(code: string): Promise<string[]> {
    const rows = await this.db.selectFrom('enrolled_keys').select('student_id').where('enrolment_code', '=', code).execute();
    return rows.map((r) => r.student_id);
  }

  enrolments(): Promise<EnrolledKeyRow[]> {
    return this.db.selectFrom('enrolled_keys').selectAll().orderBy(sql`lower(name)`).orderBy('enrolled_at').execute();
  }
}
