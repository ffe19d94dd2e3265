/**
 * The records schema as versioned steps, written once for both backends with Kysely's schema
 * builder. A released step is never edited: a change is a new step at the end. SQLite keeps the
 * number of steps applied in `PRAGMA user_version` (as the sql.js store of releases up to 0.1.0
 * did, whose files were made by steps 1 to 3), PostgreSQL in the table `schema_version`. Opening
 * applies the missing steps in one transaction; a database from a newer release is refused and
 * left as it is.
 */
import { type Kysely, sql } from 'kysely';
import type { Dialect } from './schema';

export interface Migration {
  version: number;
  /** Why the step exists, for whoever reads the list. */
  purpose: string;
  /** Tables this step creates: with the earlier steps', what a database of this version must have. */
  creates: string[];
  // Steps run before the typed schema exists: they see the database untyped.
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** An id that numbers itself: SQLite's rowid alias, PostgreSQL's serial. */
const autoId = (dialect: Dialect) => (dialect === 'sqlite' ? 'integer' : 'serial');

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    purpose: 'trainees and every answered drill item',
    creates: ['trainees', 'answers'],
    async up(db, dialect) {
      await db.schema
        .createTable('trainees')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('student_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('answers')
        .addColumn('id', autoId(dialect), (c) => c.primaryKey())
        .addColumn('trainee_id', 'text', (c) => c.notNull().references('trainees.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('profile', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('earned', 'double precision', (c) => c.notNull())
        .addColumn('possible', 'double precision', (c) => c.notNull())
        .addColumn('score', 'double precision', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addColumn('answered_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('answers_by_trainee').on('answers').columns(['trainee_id', 'kind', 'answered_at']).execute();
    },
  },
  {
    version: 2,
    purpose: 'exams: attempts, their items and when each was shown; exam answers join the answer log',
    creates: ['exams', 'exam_items'],
    async up(db) {
      await db.schema
        .createTable('exams')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('trainee_id', 'text', (c) => c.notNull().references('trainees.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('percent', 'double precision')
        .addColumn('passed', 'integer')
        .addColumn('signed_result', 'text')
        .addUniqueConstraint('exams_attempt', ['trainee_id', 'code', 'attempt'])
        .execute();
      await db.schema
        .createTable('exam_items')
        .addColumn('exam_id', 'text', (c) => c.notNull().references('exams.id'))
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('shown_at', 'bigint')
        .addPrimaryKeyConstraint('exam_items_pk', ['exam_id', 'idx'])
        .execute();
      await db.schema.alterTable('answers').addColumn('exam_id', 'text', (c) => c.references('exams.id')).execute();
      await db.schema.alterTable('answers').addColumn('exam_index', 'integer').execute();
      await db.schema.alterTable('answers').addColumn('status', 'text', (c) => c.notNull().defaultTo('answered')).execute();
      await db.schema.createIndex('answers_by_exam_item').unique().on('answers').columns(['exam_id', 'exam_index']).where('exam_id', 'is not', null).execute();
    },
  },
  {
    version: 3,
    purpose: "the instructor's imported, verified result files",
    creates: ['imported_results'],
    async up(db, dialect) {
      await db.schema
        .createTable('imported_results')
        .addColumn('id', autoId(dialect), (c) => c.primaryKey())
        .addColumn('signature', 'text', (c) => c.notNull().unique())
        .addColumn('key_fingerprint', 'text', (c) => c.notNull())
        .addColumn('verification_code', 'text', (c) => c.notNull())
        .addColumn('trainee_name', 'text', (c) => c.notNull())
        .addColumn('student_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('percent', 'double precision', (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addColumn('finished_at', 'text', (c) => c.notNull())
        .addColumn('weakest_kinds', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('imported_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 4,
    purpose: "running totals per trainee, kind and level, for a class's progress at a glance",
    creates: ['progress_totals'],
    async up(db) {
      await db.schema
        .createTable('progress_totals')
        .addColumn('trainee_id', 'text', (c) => c.notNull().references('trainees.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('items', 'integer', (c) => c.notNull())
        .addColumn('score_sum', 'double precision', (c) => c.notNull())
        .addColumn('seconds_sum', 'double precision', (c) => c.notNull())
        .addColumn('last_answered_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('progress_totals_pk', ['trainee_id', 'kind', 'level'])
        .execute();
      await fillProgressTotals(db);
    },
  },
  {
    version: 5,
    purpose:
      'a student id belongs to one trainee (earlier duplicates, all but the oldest, get " (2)", " (3)"... added); exams keep their extra time, their classroom host and their verification code; enrolled installation keys',
    creates: ['enrolled_keys'],
    async up(db) {
      const rows: { id: string; student_id: string }[] = await db.selectFrom('trainees').select(['id', 'student_id']).where('student_id', 'is not', null).orderBy('created_at').orderBy('id').execute();
      const taken = new Set(rows.map((r) => r.student_id));
      const seen = new Set<string>();
      for (const r of rows) {
        if (!seen.has(r.student_id)) {
          seen.add(r.student_id);
          continue;
        }
        let n = 2;
        while (taken.has(`${r.student_id} (${n})`)) n++;
        const renamed = `${r.student_id} (${n})`;
        taken.add(renamed);
        await db.updateTable('trainees').set({ student_id: renamed }).where('id', '=', r.id).execute();
      }
      await db.schema.createIndex('trainees_student_id').unique().on('trainees').column('student_id').execute();
      await db.schema.alterTable('exams').addColumn('extra_seconds', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('exams').addColumn('host', 'text').execute();
      await db.schema.alterTable('exams').addColumn('verification_code', 'text').execute();
      await db.schema.createIndex('exams_by_verification_code').on('exams').column('verification_code').execute();
      await db.schema
        .createTable('enrolled_keys')
        .addColumn('enrolment_code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('student_id', 'text', (c) => c.notNull())
        .addColumn('enrolled_at', 'bigint', (c) => c.notNull())
        // A school's shared computer may be enrolled for each trainee who uses it.
        .addPrimaryKeyConstraint('enrolled_keys_pk', ['enrolment_code', 'student_id'])
        .execute();
    },
  },
  {
    version: 6,
    purpose:
      "an exam item's seed is kept once the item is shown, not before (issue 32 finding 8: the seeds of every item, stored at the start, gave away the answers of those not yet shown); the items not shown have theirs cleared, and take them from the exam's code, or a classroom host's secret, when they are shown",
    creates: [],
    async up(db, dialect) {
      if (dialect === 'postgres') {
        await db.schema.alterTable('exam_items').alterColumn('seed', (c) => c.dropNotNull()).execute();
      } else {
        // SQLite cannot drop a column's NOT NULL: the table is made again (no other table refers to it).
        await db.schema
          .createTable('exam_items_v6')
          .addColumn('exam_id', 'text', (c) => c.notNull().references('exams.id'))
          .addColumn('idx', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('level', 'integer', (c) => c.notNull())
          .addColumn('seed', 'bigint')
          .addColumn('shown_at', 'bigint')
          .addPrimaryKeyConstraint('exam_items_pk', ['exam_id', 'idx'])
          .execute();
        await sql`insert into exam_items_v6 (exam_id, idx, kind, level, seed, shown_at) select exam_id, idx, kind, level, seed, shown_at from exam_items`.execute(db);
        await db.schema.dropTable('exam_items').execute();
        await db.schema.alterTable('exam_items_v6').renameTo('exam_items').execute();
      }
      await clearUnshownSeeds(db);
    },
  },
  {
    version: 7,
    purpose: 'an exam whose stored result was found damaged (read from a damaged file) is marked so, with why: it is neither shown nor certified',
    creates: [],
    async up(db) {
      await db.schema.alterTable('exams').addColumn('damaged', 'text').execute();
    },
  },
  {
    version: 8,
    purpose: 'trainees archived (hidden from pickers, records kept); certificates replaced by one issued under a new name, still answering verification',
    creates: ['replaced_certificates'],
    async up(db) {
      await db.schema.alterTable('trainees').addColumn('archived_at', 'bigint').execute();
      await db.schema
        .createTable('replaced_certificates')
        .addColumn('verification_code', 'text', (c) => c.primaryKey())
        .addColumn('replaced_by', 'text', (c) => c.notNull())
        .addColumn('signed_result', 'text', (c) => c.notNull())
        .addColumn('replaced_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 9,
    purpose:
      "mastery (issue 31): each answer's game, speed grade and rules (older rows derive them when first read); each trainee's scheduler cards, derived from the answers, and the last answer they include",
    creates: ['mastery_cards', 'mastery_through'],
    async up(db) {
      for (const column of ['variant', 'speed', 'rules']) await db.schema.alterTable('answers').addColumn(column, 'text').execute();
      // A trainee's answers after the last one their cards include.
      await db.schema.createIndex('answers_by_trainee_id').on('answers').columns(['trainee_id', 'id']).execute();
      await db.schema
        .createTable('mastery_cards')
        .addColumn('trainee_id', 'text', (c) => c.notNull().references('trainees.id'))
        .addColumn('card', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mastery_cards_pk', ['trainee_id', 'card'])
        .execute();
      await db.schema
        .createTable('mastery_through')
        .addColumn('trainee_id', 'text', (c) => c.primaryKey().references('trainees.id'))
        .addColumn('answer_id', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 10,
    purpose: 'auditions: each run, what happened at the floor in it, and its tasks among the answers',
    creates: ['auditions', 'audition_events'],
    async up(db) {
      await db.schema
        .createTable('auditions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('trainee_id', 'text', (c) => c.notNull().references('trainees.id'))
        .addColumn('setup', 'text', (c) => c.notNull())
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('taken', 'text', (c) => c.notNull())
        .addColumn('exam_id', 'text', (c) => c.references('exams.id'))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('hands', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addColumn('earned', 'double precision', (c) => c.notNull())
        .addColumn('possible', 'double precision', (c) => c.notNull())
        .addColumn('irregularities', 'integer', (c) => c.notNull())
        .addColumn('caught', 'integer', (c) => c.notNull())
        .addColumn('missed', 'integer', (c) => c.notNull())
        .addColumn('false_calls', 'integer', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('passed', 'integer')
        .execute();
      await db.schema.createIndex('auditions_by_trainee').on('auditions').columns(['trainee_id', 'started_at']).execute();
      await db.schema
        .createTable('audition_events')
        .addColumn('audition_id', 'text', (c) => c.notNull().references('auditions.id'))
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('hand', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('irregularity', 'text')
        .addColumn('answer', 'text')
        .addColumn('earned', 'double precision', (c) => c.notNull())
        .addColumn('possible', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('audition_events_pk', ['audition_id', 'idx'])
        .execute();
      await db.schema.alterTable('answers').addColumn('audition_id', 'text', (c) => c.references('auditions.id')).execute();
    },
  },
  {
    version: 11,
    purpose: "mastery (issue 31): which write of a trainee's cards each card row and the trainee's cards are at (a new lineage whenever they are made again), so a reader keeps parsed cards and fetches only what changed",
    creates: [],
    async up(db) {
      await db.schema.alterTable('mastery_through').addColumn('lineage', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('mastery_through').addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('mastery_cards').addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
];

/** Clears the seeds of exam items not shown yet: after migrating, and after a salvage (an older file's rows have them). */
export async function clearUnshownSeeds(db: Kysely<any>): Promise<void> {
  await db.updateTable('exam_items').set({ seed: null }).where('shown_at', 'is', null).execute();
}

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export function tablesAt(version: number): string[] {
  return MIGRATIONS.filter((m) => m.version <= version).flatMap((m) => m.creates);
}

/** The totals from the answers themselves: when they are first made, after a salvage, and (one trainee's) after a merge. */
export async function fillProgressTotals(db: Kysely<any>, traineeId?: string): Promise<void> {
  let answers = db.selectFrom('answers');
  let totals = db.deleteFrom('progress_totals');
  if (traineeId !== undefined) {
    answers = answers.where('trainee_id', '=', traineeId);
    totals = totals.where('trainee_id', '=', traineeId);
  }
  await totals.execute();
  await db
    .insertInto('progress_totals')
    .columns(['trainee_id', 'kind', 'level', 'items', 'score_sum', 'seconds_sum', 'last_answered_at'])
    .expression(
      answers
        .select(['trainee_id', 'kind', 'level', sql`count(*)`.as('items'), sql`sum(score)`.as('score_sum'), sql`sum(seconds)`.as('seconds_sum'), sql`max(answered_at)`.as('last')])
        .groupBy(['trainee_id', 'kind', 'level']),
    )
    .execute();
}

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
}

/**
 * Brings the database to the latest version in one transaction (begun as a writer, so that two
 * hosts starting at once take turns) and returns the version it was at.
 */
export async function migrate(db: Kysely<any>, dialect: Dialect, where: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(7140214)`.execute(trx); // one migrator at a time
      await trx.schema.createTable('schema_version').ifNotExists().addColumn('version', 'integer', (c) => c.notNull()).execute();
    }
    const from = await readVersion(trx, dialect);
    if (from > LATEST_VERSION) {
      throw new NewerSchemaError(`${where} was written by a newer version of the trainer (schema ${from}; this one knows ${LATEST_VERSION}): update the trainer. The records were left as they are.`);
    }
    for (const m of MIGRATIONS) if (m.version > from) await m.up(trx, dialect);
    if (from < LATEST_VERSION) await writeVersion(trx, dialect, LATEST_VERSION);
    return from;
  });
}

export async function readVersion(db: Kysely<any>, dialect: Dialect): Promise<number> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    return Number(rows[0].user_version);
  }
  const row = await db.selectFrom('schema_version').select('version').executeTakeFirst();
  return row ? Number(row.version) : 0;
}

async function writeVersion(db: Kysely<any>, dialect: Dialect, version: number): Promise<void> {
  if (dialect === 'sqlite') {
    await sql.raw(`pragma user_version = ${Math.trunc(version)}`).execute(db);
    return;
  }
  await db.deleteFrom('schema_version').execute();
  await db.insertInto('schema_version').values({ version }).execute();
}
