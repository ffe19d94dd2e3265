/**
 * The records suite, run against every backend (backends in testing.ts: the SQLite file, and
 * PostgreSQL when TEST_POSTGRES_URL is set, as .ci/run does): the schema and its migrations, the
 * tables through the services, answers durable once acknowledged and never queued behind one
 * another, a class's progress from the running totals, a newer database refused and left alone.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../shared/drills';
import { createDispatch } from '../../api/dispatch';
import { keyAnswers, testService } from '../../exam/testing';
import { decodeExamCode } from '../../exam/code';
import { generateItem, planCode } from '../../exam/items';
import { enrolmentCode } from '../../exam/signing';
import { fillProgressTotals, LATEST_VERSION, MIGRATIONS, readVersion, tablesAt } from './migrations';
import { openRecords, type RecordsTarget } from './open';
import { RecordsStore } from './store';
import { backends, POSTGRES_URL } from './testing';

const T0 = Date.UTC(2026, 5, 1);
const minRaise = (n: number): Answer => ({ kind: 'min-raise', min_raise_to: n });
const practice = (seed: number, score: number, seconds = 3) => ({
  kind: 'min-raise' as const,
  level: 1,
  profile: 'cash' as const,
  seed,
  answer: minRaise(seed),
  earned: score,
  possible: 1,
  score,
  seconds,
  unfinished: false,
});

/** A database of `version`, as the release with that schema left it, with a little data. */
async function databaseOfVersion(target: RecordsTarget, dialect: 'sqlite' | 'postgres', version: number): Promise<void> {
  const handle = await openRecordsAt(target, dialect, version);
  const db = handle as Kysely<any>;
  if (version >= 1) {
    await db.insertInto('trainees').values({ id: 't1', name: 'Ann', student_id: 'S-1', created_at: T0 }).execute();
    await db.insertInto('answers').values({ trainee_id: 't1', kind: 'gather', level: 1, profile: 'cash', seed: 5, answer: '{"kind":"gather","returned":[],"pots":[]}', earned: 1, possible: 2, score: 0.5, seconds: 12, answered_at: T0 + 1000 }).execute();
  }
  if (version >= 2) {
    const definition = JSON.stringify({ title: 'X', profile: 'cash', sections: [{ kind: 'gather', count: 1, level: 1 }], perItemSeconds: 60, totalSeconds: null, passPercent: 90, attempts: 1, shuffle: false });
    await db.insertInto('exams').values({ id: 'e1', trainee_id: 't1', code: 'CODE', seed: 3, definition, attempt: 1, started_at: T0 }).execute();
    await db.insertInto('exam_items').values({ exam_id: 'e1', idx: 0, kind: 'gather', level: 1, seed: 77, shown_at: T0 }).execute();
  }
  if (version >= 4) await fillProgressTotals(db); // as that release kept them, with every answer
  if (version === 4) {
    // Two trainees of that release with one student id (it did not stop them): the later one is told apart.
    await db.insertInto('trainees').values({ id: 't2', name: 'Ann B', student_id: 'S-1', created_at: T0 + 5 }).execute();
  }
  await db.destroy();
}

/** The database as it is, without the app's checks or migrations. */
async function rawDb(target: RecordsTarget): Promise<Kysely<any>> {
  if (target.kind === 'sqlite') {
    const Database = (await import('better-sqlite3')).default;
    return new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(target.file) }) });
  }
  return new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 1 }) }) });
}

/** The raw database with the first `version` steps applied (what an earlier release made). */
async function openRecordsAt(target: RecordsTarget, dialect: 'sqlite' | 'postgres', version: number): Promise<Kysely<any>> {
  const db = await rawDb(target);
  if (dialect === 'postgres') {
    await db.schema.createTable('schema_version').addColumn('version', 'integer', (c) => c.notNull()).execute();
    await db.insertInto('schema_version').values({ version }).execute();
  }
  for (const m of MIGRATIONS.filter((m) => m.version <= version)) await m.up(db, dialect);
  if (dialect === 'sqlite') await sql.raw(`pragma user_version = ${version}`).execute(db);
  return db;
}

async function tableNames(store: RecordsStore, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const q =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`;
  return (await q.execute(store.db)).rows.map((r) => r.name);
}

if (!POSTGRES_URL) console.log('records suite: TEST_POSTGRES_URL is not set, so only the SQLite backend runs here (.ci/run starts a PostgreSQL)');

describe.each(backends)('records on $name', (backend) => {
  it('starts empty at the latest schema and keeps what was saved across a restart', async () => {
    const { dataDir, database, target } = await backend.fresh();
    const first = testService(dataDir, undefined, database);
    const ann = await first.records.addTrainee({ name: 'Ann', studentId: 'A-1' });
    expect(await first.records.recordPractice(ann.id, practice(1, 1))).toEqual({ status: 'saved' });
    await first.close();
    const handle = await openRecords(target);
    expect(await readVersion(handle.db, backend.name)).toBe(LATEST_VERSION);
    expect(handle.notices).toEqual([]);
    expect(await tableNames(new RecordsStore(handle.db), backend.name)).toEqual(expect.arrayContaining(tablesAt(LATEST_VERSION)));
    await handle.close();
    const again = testService(dataDir, undefined, database);
    expect((await again.records.trainees()).trainees).toEqual([ann]);
    expect((await again.records.progress({ traineeId: ann.id })).kinds).toEqual([{ kind: 'min-raise', points: [expect.objectContaining({ items: 1, accuracy: 1 })] }]);
    await again.close();
  });

  it('acknowledges each of many answers given at once only once it is saved, none lost', async () => {
    const { dataDir, database, target } = await backend.fresh();
    const t = testService(dataDir, undefined, database);
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => t.records.recordPractice(ann.id, practice(i, i % 2))));
    expect(statuses.every((s) => s.status === 'saved')).toBe(true);
    await t.close();
    // Read back without the services: each acknowledged answer is a row, whole.
    const handle = await openRecords(target);
    const rows = await handle.db.selectFrom('answers').select(['seed', 'answer', 'score']).orderBy('seed').execute();
    expect(rows).toEqual(Array.from({ length: 60 }, (_, i) => ({ seed: i, answer: JSON.stringify(minRaise(i)), score: i % 2 })));
    await handle.close();
  });

  it("a class's progress comes from running totals that match the answers", async () => {
    const { dataDir, database } = await backend.fresh();
    const t = testService(dataDir, undefined, database);
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const bo = await t.records.addTrainee({ name: 'Bo', studentId: 'B-2' });
    for (let i = 0; i < 4; i++) await t.records.recordPractice(ann.id, practice(i, i < 3 ? 1 : 0, 2 + i));
    t.clock.advance(60_000);
    await t.records.recordPractice(ann.id, { ...practice(9, 0.5, 10), kind: 'gather', level: 2, answer: { kind: 'gather', returned: [], pots: [] } });
    const dispatch = createDispatch(t.services);
    const all = await dispatch('instructor.classProgress', {});
    expect(all).toEqual({
      ok: true,
      data: {
        trainees: [
          {
            traineeId: ann.id,
            name: 'Ann',
            studentId: null,
            items: 5,
            accuracy: 0.7,
            lastAnsweredAt: t.clock.now(),
            kinds: [
              { kind: 'gather', level: 2, items: 1, accuracy: 0.5, meanSeconds: 10, lastAnsweredAt: t.clock.now() },
              { kind: 'min-raise', level: 1, items: 4, accuracy: 0.75, meanSeconds: 3.5, lastAnsweredAt: t.clock.now() - 60_000 },
            ],
          },
          { traineeId: bo.id, name: 'Bo', studentId: 'B-2', items: 0, accuracy: 0, lastAnsweredAt: null, kinds: [] },
        ],
      },
    });
    expect(await dispatch('instructor.classProgress', { traineeIds: [bo.id] })).toMatchObject({ ok: true, data: { trainees: [{ name: 'Bo' }] } });
    await t.close();
  });

  it('an exam session goes into the rows and comes back the same, its answers counted in progress', async () => {
    const { dataDir, database } = await backend.fresh();
    const t = testService(dataDir, undefined, database);
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 11 });
    const ann = await t.records.addTrainee({ name: 'Ann', studentId: 'S-9' });
    const key = keyAnswers(code);
    let v = await t.service.start({ code, traineeId: ann.id });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(9_000);
      v = (await t.service.submit({ examId: v.examId, index: i, answer: key[i] })).view;
    }
    await t.close();
    const again = testService(dataDir, t.clock, database);
    const resumed = (await again.service.running({ traineeId: ann.id })).view!;
    expect(resumed).toMatchObject({ examId: v.examId, tally: { answered: 3, open: 12 }, item: { index: 3 } });
    expect(resumed.item!.question).toEqual(v.item!.question);
    const finished = await again.service.finish({ examId: v.examId });
    expect(finished.items.slice(0, 3).map((i) => [i.status, i.score, i.seconds])).toEqual([
      ['answered', 1, 9],
      ['answered', 1, 9],
      ['answered', 1, 9],
    ]);
    expect((await again.service.result({ examId: v.examId })).percent).toBe(finished.percent);
    const progress = await createDispatch(again.services)('instructor.classProgress', {});
    expect(progress).toMatchObject({ ok: true, data: { trainees: [{ items: finished.items.length }] } });
    // Imported by an instructor on the same backend, once the key is enrolled: class rows, duplicates.
    const file = await again.service.exportResult({ examId: v.examId });
    await again.instructor.enrol({ enrolmentCode: enrolmentCode(await again.service.publicKey(ann.id)), name: 'Ann', studentId: 'S-9' });
    const verdicts = (await again.instructor.importResults({ files: [{ name: 'a.json', text: file.text }, { name: 'b.json', text: file.text }] })).verdicts;
    expect(verdicts.map((x) => [x.ok, x.duplicate])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect((await again.instructor.classRows({})).rows).toEqual([expect.objectContaining({ traineeName: 'Ann', percent: finished.percent, studentId: 'S-9', taken: 'self-study' })]);
    await again.close();
  });

  for (let version = 0; version < LATEST_VERSION; version++) {
    it(`migrates a database of schema ${version} to ${LATEST_VERSION}, keeping its data`, async () => {
      const { dataDir, database, target } = await backend.fresh();
      await databaseOfVersion(target, backend.name, version);
      const t = testService(dataDir, undefined, database);
      expect(await t.services.recordsDb.notices()).toEqual([]);
      if (version >= 1) {
        expect((await t.records.trainees()).trainees).toEqual([
          { id: 't1', name: 'Ann', studentId: 'S-1', createdAt: T0, archivedAt: null },
          ...(version === 4 ? [{ id: 't2', name: 'Ann B', studentId: 'S-1 (2)', createdAt: T0 + 5, archivedAt: null }] : []),
        ]);
        expect((await t.records.progress({ traineeId: 't1' })).kinds).toEqual([{ kind: 'gather', points: [{ date: '2026-06-01', items: 1, accuracy: 0.5, medianSeconds: 12 }] }]);
        // The running totals were made from the answers already there.
        expect((await t.instructor.classProgress({})).trainees[0]).toMatchObject({ items: 1, accuracy: 0.5 });
      }
      if (version >= 2) expect((await t.service.current({ examId: 'e1' })).item).toMatchObject({ index: 0, shownAt: T0 });
      await t.close();
      const handle = await openRecords(target);
      expect(await readVersion(handle.db, backend.name)).toBe(LATEST_VERSION);
      await handle.close();
    });
  }

  it("issue 32 finding 8: an exam item's seed is stored once it is shown, never before; an older database's are cleared and its exam goes on", async () => {
    const { dataDir, database, target } = await backend.fresh();
    const t = testService(dataDir, undefined, database);
    const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed: 12 });
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const key = keyAnswers(code);
    let v = await t.service.start({ code, traineeId: ann.id });
    v = (await t.service.submit({ examId: v.examId, index: 0, answer: key[0] })).view;
    await t.close();
    const planned = planCode(decodeExamCode(code), 1);
    const seeds = async (where: RecordsTarget, examId: string) => {
      const db = await rawDb(where);
      const rows = await db.selectFrom('exam_items').select(['idx', 'seed']).where('exam_id', '=', examId).orderBy('idx').execute();
      await db.destroy();
      return rows.map((r) => (r.seed === null ? null : Number(r.seed)));
    };
    // Two items shown (the first answered): two seeds stored.
    expect(await seeds(target, v.examId)).toEqual(planned.map((p) => (p.index <= 1 ? p.seed : null)));

    // A database of schema 5 kept every item's seed: migrated, only the shown ones are left, and the exam goes on with the same items.
    const older = await backend.fresh();
    const db = await openRecordsAt(older.target, backend.name, 5);
    await db.insertInto('trainees').values({ id: 't1', name: 'Bo', student_id: null, created_at: T0 }).execute();
    const decoded = decodeExamCode(code);
    await db.insertInto('exams').values({ id: 'e1', trainee_id: 't1', code, seed: decoded.seed, definition: JSON.stringify(decoded.definition), attempt: 1, started_at: T0, extra_seconds: 0 }).execute();
    await db.insertInto('exam_items').values(planned.map((p) => ({ exam_id: 'e1', idx: p.index, kind: p.kind, level: p.level, seed: p.seed, shown_at: p.index === 0 ? T0 : null }))).execute();
    await db.destroy();
    const bo = testService(older.dataDir, undefined, older.database);
    const shown = await bo.service.current({ examId: 'e1' });
    expect(shown.item).toMatchObject({ index: 0, question: generateItem(planned[0], decoded.definition.profile).question });
    const next = (await bo.service.submit({ examId: 'e1', index: 0, answer: key[0] })).view;
    expect(next.item).toMatchObject({ index: 1, question: generateItem(planned[1], decoded.definition.profile).question });
    await bo.close();
    expect(await seeds(older.target, 'e1')).toEqual(planned.map((p) => (p.index <= 1 ? p.seed : null)));
  });

  it('refuses a database from a newer release and leaves it as it is', async () => {
    const { dataDir, database, target } = await backend.fresh();
    const db = await openRecordsAt(target, backend.name, LATEST_VERSION);
    if (backend.name === 'sqlite') await sql.raw(`pragma user_version = ${LATEST_VERSION + 1}`).execute(db);
    else await db.updateTable('schema_version').set({ version: LATEST_VERSION + 1 }).execute();
    await db.destroy();
    const t = testService(dataDir, undefined, database);
    await expect(t.records.trainees()).rejects.toMatchObject({ code: 'storage', message: expect.stringMatching(new RegExp(`newer version of the trainer \\(schema ${LATEST_VERSION + 1}; this one knows ${LATEST_VERSION}\\).*left as they are`)) });
    expect(await t.services.recordsDb.notices()).toEqual([{ code: 'records-unavailable', file: expect.any(String), reason: expect.stringMatching(/newer version/) }]);
    const ann = await t.records.recordPractice('t1', practice(1, 1));
    expect(ann).toEqual({ status: 'failed', message: expect.stringMatching(/newer version/) });
    await t.close();
    const again = await rawDb(target);
    expect(await readVersion(again, backend.name)).toBe(LATEST_VERSION + 1);
    await again.destroy();
  });
});
