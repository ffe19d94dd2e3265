/**
 * The records database's schema, as the list of steps that build it. `PRAGMA user_version` holds
 * the number of steps applied; opening a file applies the missing ones in one transaction.
 * A released step is never edited: a change is a new step at the end (tests open a file of every
 * earlier version). Times are epoch milliseconds; answers are JSON text in the drill vocabulary.
 */
export interface Migration {
  version: number;
  /** Why the step exists, for whoever reads the list. */
  purpose: string;
  sql: string;
  /** Tables this step creates: with the earlier steps', what a file of this version must have. */
  creates: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    purpose: 'trainees and every answered drill item',
    creates: ['trainees', 'answers'],
    sql: `
      CREATE TABLE trainees (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        student_id TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE answers (
        id INTEGER PRIMARY KEY,
        trainee_id TEXT NOT NULL REFERENCES trainees(id),
        kind TEXT NOT NULL,
        level INTEGER NOT NULL,
        profile TEXT NOT NULL,
        seed INTEGER NOT NULL,
        answer TEXT NOT NULL,
        earned REAL NOT NULL,
        possible REAL NOT NULL,
        score REAL NOT NULL,
        seconds REAL NOT NULL,
        answered_at INTEGER NOT NULL
      );
      CREATE INDEX answers_by_trainee ON answers(trainee_id, kind, answered_at);`,
  },
  {
    version: 2,
    purpose: 'exams: attempts, their items and when each was shown; exam answers join the answer log',
    creates: ['exams', 'exam_items'],
    sql: `
      CREATE TABLE exams (
        id TEXT PRIMARY KEY,
        trainee_id TEXT NOT NULL REFERENCES trainees(id),
        code TEXT NOT NULL,
        seed INTEGER NOT NULL,
        definition TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        percent REAL,
        passed INTEGER,
        signed_result TEXT,
        UNIQUE (trainee_id, code, attempt)
      );
      CREATE TABLE exam_items (
        exam_id TEXT NOT NULL REFERENCES exams(id),
        idx INTEGER NOT NULL,
        kind TEXT NOT NULL,
        level INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        shown_at INTEGER,
        PRIMARY KEY (exam_id, idx)
      );
      ALTER TABLE answers ADD COLUMN exam_id TEXT REFERENCES exams(id);
      ALTER TABLE answers ADD COLUMN exam_index INTEGER;
      ALTER TABLE answers ADD COLUMN status TEXT NOT NULL DEFAULT 'answered';
      CREATE UNIQUE INDEX answers_by_exam_item ON answers(exam_id, exam_index) WHERE exam_id IS NOT NULL;`,
  },
  {
    version: 3,
    purpose: "the instructor's imported, verified result files",
    creates: ['imported_results'],
    sql: `
      CREATE TABLE imported_results (
        id INTEGER PRIMARY KEY,
        signature TEXT NOT NULL UNIQUE,
        key_fingerprint TEXT NOT NULL,
        verification_code TEXT NOT NULL,
        trainee_name TEXT NOT NULL,
        student_id TEXT,
        title TEXT NOT NULL,
        code TEXT NOT NULL,
        attempt INTEGER NOT NULL,
        percent REAL NOT NULL,
        passed INTEGER NOT NULL,
        seconds REAL NOT NULL,
        finished_at TEXT NOT NULL,
        weakest_kinds TEXT NOT NULL,
        file TEXT NOT NULL,
        imported_at INTEGER NOT NULL
      );`,
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export function tablesAt(version: number): string[] {
  return MIGRATIONS.filter((m) => m.version <= version).flatMap((m) => m.creates);
}
