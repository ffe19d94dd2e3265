/**
 * The trainees' records: profiles, every answered item (drills and exams), exam attempts with
 * the time each item was shown (so a restarted app resumes with the clock still running), and
 * the instructor's imported results. One SQLite file in the user-data folder, saved after every
 * change, readable by any SQLite tool (table layout in migrations.ts).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Answer, DrillKind } from '../../shared/drills';
import type { ClassRow, ExamDefinition, ItemStatus, Trainee } from '../../shared/exam';
import { itemSeconds } from '../exam/item-time';
import type { Change, Session, SessionItem } from '../exam/session';
import { MIGRATIONS } from './migrations';
import { SqliteFile, type Row } from './sqlite-file';

export const RECORDS_FILE = 'records.sqlite';

export interface AnswerRecord {
  traineeId: string;
  kind: DrillKind;
  level: number;
  profile: 'cash' | 'tournament';
  seed: number;
  answer: Answer | null;
  earned: number;
  possible: number;
  score: number;
  seconds: number;
  answeredAt: number;
}

/** One answered item as the progress queries read it. */
export interface AnswerPoint {
  kind: DrillKind;
  level: 1 | 2 | 3;
  score: number;
  seconds: number;
  answeredAt: number;
}

export interface ImportedRow extends ClassRow {
  signature: string;
  file: string;
}

export interface RecordsOptions {
  wasmPath?: string;
  now?: () => number;
}

export class Records {
  private constructor(
    readonly db: SqliteFile,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, options: RecordsOptions = {}): Promise<Records> {
    const now = options.now ?? Date.now;
    const db = await SqliteFile.open({ file: path.join(dataDir, RECORDS_FILE), migrations: MIGRATIONS, wasmPath: options.wasmPath, now: () => new Date(now()) });
    return new Records(db, now);
  }

  get notices() {
    return this.db.notices;
  }

  close(): Promise<void> {
    return this.db.close();
  }

  // Trainees

  async addTrainee(name: string, studentId: string | null = null): Promise<Trainee> {
    const t: Trainee = { id: randomUUID(), name: name.trim(), studentId: studentId?.trim() || null, createdAt: this.now() };
    this.db.run('INSERT INTO trainees (id, name, student_id, created_at) VALUES (?, ?, ?, ?)', [t.id, t.name, t.studentId, t.createdAt]);
    await this.db.save();
    return t;
  }

  trainees(): Trainee[] {
    return this.db.all('SELECT * FROM trainees ORDER BY name COLLATE NOCASE, created_at').map(toTrainee);
  }

  trainee(id: string): Trainee | undefined {
    const row = this.db.get('SELECT * FROM trainees WHERE id = ?', [id]);
    return row && toTrainee(row);
  }

  // Answers

  /** A drill item answered outside an exam; on disk when this resolves. */
  async recordAnswer(a: AnswerRecord): Promise<void> {
    this.insertAnswer(a, null, null, 'answered');
    await this.db.save();
  }

  /**
   * Calls `visit` for each answer of the trainee, by kind then time, without building a list:
   * the progress view reads years of answers this way in a fraction of a second.
   */
  eachAnswer(traineeId: string, visit: (p: AnswerPoint) => void): void {
    this.db.each('SELECT kind, level, score, seconds, answered_at FROM answers WHERE trainee_id = ? ORDER BY kind, answered_at, id', [traineeId], (r) =>
      visit({ kind: r[0] as DrillKind, level: r[1] as 1 | 2 | 3, score: r[2] as number, seconds: r[3] as number, answeredAt: r[4] as number }),
    );
  }

  answerPoints(traineeId: string): AnswerPoint[] {
    return this.db
      .all<{ kind: DrillKind; level: 1 | 2 | 3; score: number; seconds: number; answered_at: number }>(
        'SELECT kind, level, score, seconds, answered_at FROM answers WHERE trainee_id = ? ORDER BY answered_at, id',
        [traineeId],
      )
      .map((r) => ({ kind: r.kind, level: r.level, score: r.score, seconds: r.seconds, answeredAt: r.answered_at }));
  }

  private insertAnswer(a: AnswerRecord, examId: string | null, examIndex: number | null, status: ItemStatus): void {
    this.db.run(
      `INSERT INTO answers (trainee_id, kind, level, profile, seed, answer, earned, possible, score, seconds, answered_at, exam_id, exam_index, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [a.traineeId, a.kind, a.level, a.profile, a.seed, JSON.stringify(a.answer), a.earned, a.possible, a.score, a.seconds, a.answeredAt, examId, examIndex, status],
    );
  }

  // Exams

  /** A new attempt with its planned items; on disk when this resolves. */
  async insertExam(s: Session): Promise<void> {
    this.db.transaction(() => {
      this.db.run('INSERT INTO exams (id, trainee_id, code, seed, definition, attempt, started_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        s.examId,
        s.traineeId,
        s.code,
        s.seed,
        JSON.stringify(s.definition),
        s.attempt,
        s.startedAt,
      ]);
      for (const i of s.items) this.db.run('INSERT INTO exam_items (exam_id, idx, kind, level, seed, shown_at) VALUES (?, ?, ?, ?, ?, ?)', [s.examId, i.index, i.kind, i.level, i.seed, i.shownAt]);
    });
    await this.db.save();
  }

  /** Saves what a session step changed, in one transaction and one save. */
  async applyChanges(s: Session, changes: readonly Change[]): Promise<void> {
    if (!changes.length) return;
    this.db.transaction(() => {
      for (const c of changes) {
        if (c.type === 'shown') this.db.run('UPDATE exam_items SET shown_at = ? WHERE exam_id = ? AND idx = ?', [c.item.shownAt, s.examId, c.item.index]);
        else if (c.type === 'finished') this.db.run('UPDATE exams SET finished_at = ? WHERE id = ?', [c.at, s.examId]);
        else this.insertAnswer(examAnswer(s, c.item), s.examId, c.item.index, c.item.status);
      }
    });
    await this.db.save();
  }

  async setExamResult(examId: string, percent: number, passed: boolean, signed: string): Promise<void> {
    this.db.run('UPDATE exams SET percent = ?, passed = ?, signed_result = ? WHERE id = ?', [percent, passed ? 1 : 0, signed, examId]);
    await this.db.save();
  }

  signedResult(examId: string): string | null {
    return (this.db.get<{ signed_result: string | null }>('SELECT signed_result FROM exams WHERE id = ?', [examId])?.signed_result as string | null) ?? null;
  }

  /** Attempts at `code` by a trainee (finished or not). */
  attempts(traineeId: string, code: string): { id: string; attempt: number; finished: boolean; passed: boolean }[] {
    return this.db
      .all<{ id: string; attempt: number; finished_at: number | null; passed: number | null }>(
        'SELECT id, attempt, finished_at, passed FROM exams WHERE trainee_id = ? AND code = ? ORDER BY attempt',
        [traineeId, code],
      )
      .map((r) => ({ id: r.id, attempt: r.attempt, finished: r.finished_at !== null, passed: r.passed === 1 }));
  }

  runningExamIds(traineeId: string): string[] {
    return this.db.all<{ id: string }>('SELECT id FROM exams WHERE trainee_id = ? AND finished_at IS NULL ORDER BY started_at', [traineeId]).map((r) => r.id);
  }

  /** The session as saved: planned items, when each was shown, and each closed item's answer. */
  loadExam(examId: string): Session | undefined {
    const e = this.db.get<{ id: string; trainee_id: string; code: string; seed: number; definition: string; attempt: number; started_at: number; finished_at: number | null }>(
      'SELECT * FROM exams WHERE id = ?',
      [examId],
    );
    if (!e) return undefined;
    const items = this.db
      .all<Row>(
        `SELECT i.idx, i.kind, i.level, i.seed, i.shown_at, a.status, a.answer, a.earned, a.possible, a.score, a.answered_at
         FROM exam_items i LEFT JOIN answers a ON a.exam_id = i.exam_id AND a.exam_index = i.idx
         WHERE i.exam_id = ? ORDER BY i.idx`,
        [examId],
      )
      .map(
        (r): SessionItem => ({
          index: r.idx as number,
          kind: r.kind as DrillKind,
          level: r.level as 1 | 2 | 3,
          seed: r.seed as number,
          shownAt: r.shown_at as number | null,
          closedAt: (r.answered_at as number | null) ?? null,
          status: (r.status as ItemStatus | null) ?? 'pending',
          answer: r.answer === null ? null : (JSON.parse(r.answer as string) as Answer | null),
          earned: (r.earned as number | null) ?? 0,
          possible: (r.possible as number | null) ?? 1,
          score: (r.score as number | null) ?? 0,
        }),
      );
    const definition = JSON.parse(e.definition) as ExamDefinition;
    return { examId: e.id, traineeId: e.trainee_id, code: e.code, seed: e.seed, definition, attempt: e.attempt, startedAt: e.started_at, finishedAt: e.finished_at, items };
  }

  // The instructor's imports

  hasImport(signature: string): boolean {
    return this.db.get('SELECT 1 AS x FROM imported_results WHERE signature = ?', [signature]) !== undefined;
  }

  /** Key fingerprints seen before for this trainee name and student id. */
  knownKeys(traineeName: string, studentId: string | null): string[] {
    return this.db
      .all<{ key_fingerprint: string }>('SELECT DISTINCT key_fingerprint FROM imported_results WHERE trainee_name = ? AND student_id IS ?', [traineeName, studentId])
      .map((r) => r.key_fingerprint);
  }

  async addImport(row: ImportedRow): Promise<void> {
    this.db.run(
      `INSERT INTO imported_results (signature, key_fingerprint, verification_code, trainee_name, student_id, title, code, attempt, percent, passed, seconds, finished_at, weakest_kinds, file, imported_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.signature,
        row.keyFingerprint,
        row.verificationCode,
        row.traineeName,
        row.studentId,
        row.title,
        row.code,
        row.attempt,
        row.percent,
        row.passed ? 1 : 0,
        row.seconds,
        row.finishedAt,
        JSON.stringify(row.weakestKinds),
        row.file,
        this.now(),
      ],
    );
    await this.db.save();
  }

  classRows(code?: string): ClassRow[] {
    const where = code ? 'WHERE code = ?' : '';
    return this.db.all<Row>(`SELECT * FROM imported_results ${where} ORDER BY trainee_name COLLATE NOCASE, code, attempt`, code ? [code] : []).map((r) => ({
      traineeName: r.trainee_name as string,
      studentId: r.student_id as string | null,
      title: r.title as string,
      code: r.code as string,
      attempt: r.attempt as number,
      percent: r.percent as number,
      passed: r.passed === 1,
      seconds: r.seconds as number,
      finishedAt: r.finished_at as string,
      weakestKinds: JSON.parse(r.weakest_kinds as string) as DrillKind[],
      verificationCode: r.verification_code as string,
      keyFingerprint: r.key_fingerprint as string,
    }));
  }
}

function toTrainee(r: Row): Trainee {
  return { id: r.id as string, name: r.name as string, studentId: (r.student_id as string | null) ?? null, createdAt: r.created_at as number };
}

function examAnswer(s: Session, i: SessionItem): AnswerRecord {
  return {
    traineeId: s.traineeId,
    kind: i.kind,
    level: i.level,
    profile: s.definition.profile,
    seed: i.seed,
    answer: i.answer,
    earned: i.earned,
    possible: i.possible,
    score: i.score,
    seconds: itemSeconds(i),
    answeredAt: i.closedAt ?? s.startedAt,
  };
}
