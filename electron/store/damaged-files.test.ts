/**
 * Issue 32 finding 11: damaged files say what is wrong and keep the rest working. Some run as
 * another user (a probe process as nobody when the tests run as root, who may read anything):
 * a file another user owns, a folder this user may not write.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/contract';
import { createDispatch } from '../api/dispatch';
import { keyAnswers, testService } from '../exam/testing';
import { createServices } from '../services';
import { memoryLog } from '../test/support';
import { SETTINGS_FILE } from './settings';

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/** The channels dispatched by a process of another user on `dataDir` (nobody when root, else this user). */
function probe(dataDir: string, requests: [string, unknown][]): { ok: boolean; data?: any; error?: any }[] {
  const run = spawnSync(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, '..', 'test', 'probe.ts'), dataDir, JSON.stringify(requests)], {
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: undefined, HOME: tmpdir() },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/** A data folder the probe's user owns and can reach. */
function probeFolder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'damaged-'));
  chmodSync(dataDir, 0o755);
  if (asRoot) chownSync(dataDir, NOBODY, NOBODY);
  return dataDir;
}

const drill = ['drill.next', { kind: 'min-raise', level: 1 }] as [string, unknown];

describe('issue 32 finding 11: an unreadable settings file', () => {
  it('a folder in its place: the defaults and a notice, practice works, and changes last without touching it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'damaged-'));
    mkdirSync(path.join(dataDir, SETTINGS_FILE));
    writeFileSync(path.join(dataDir, SETTINGS_FILE, 'inside.txt'), 'kept');
    const log = memoryLog();
    const services = createServices({ host: 'web', dataDir, log });
    const dispatch = createDispatch(services);
    expect(await dispatch('settings.get', {})).toEqual({ ok: true, data: defaultSettings });
    expect(await dispatch('drill.next', { kind: 'min-raise', level: 1 })).toMatchObject({ ok: true, data: { kind: 'min-raise' } });
    expect(await dispatch('app.notices', {})).toEqual({ ok: true, data: { notices: [{ code: 'settings-unreadable', file: path.join(dataDir, SETTINGS_FILE), reason: expect.stringContaining('EISDIR') }] } });
    expect(await dispatch('settings.set', { language: 'sv' })).toMatchObject({ ok: true, data: { language: 'sv' } });
    expect(statSync(path.join(dataDir, SETTINGS_FILE)).isDirectory()).toBe(true);
    expect(readdirSync(path.join(dataDir, SETTINGS_FILE))).toEqual(['inside.txt']);
    expect(log.warnings).toEqual([expect.stringMatching(/settings file .* cannot be read \(EISDIR.*\); it is left as it is and the defaults are in use/)]);
    await services.close();
  });

  it("another user's: the defaults and a notice, and practice works", () => {
    const dataDir = probeFolder();
    const file = path.join(dataDir, SETTINGS_FILE);
    writeFileSync(file, JSON.stringify({ version: 1, data: { ...defaultSettings, language: 'da' } }), { mode: 0o600 });
    if (asRoot) chownSync(file, 0, 0); // root's, the probe is nobody
    else chmodSync(file, 0o000);
    const [settings, next, notices] = probe(dataDir, [['settings.get', {}], drill, ['app.notices', {}]]);
    expect(settings).toEqual({ ok: true, data: defaultSettings });
    expect(next).toMatchObject({ ok: true, data: { kind: 'min-raise' } });
    expect(notices.data.notices).toEqual([{ code: 'settings-unreadable', file, reason: expect.stringContaining('EACCES') }]);
  });
});

describe('issue 32 finding 11: records in a read-only data folder', () => {
  it('are read (from a copy), and the host says nothing new is saved; the folder is left as it was', async () => {
    const dataDir = probeFolder();
    const made = createServices({ host: 'web', dataDir, log: memoryLog() });
    await made.records.addTrainee({ name: 'Ann', studentId: 'S-1' });
    await made.close(); // closed cleanly: no log beside the file, which SQLite would have to make
    const names = readdirSync(dataDir).sort();
    expect(names).toEqual(['records.sqlite']);
    if (asRoot) for (const name of names) chownSync(path.join(dataDir, name), NOBODY, NOBODY);
    chmodSync(dataDir, 0o555);
    try {
      const [trainees, added, notices] = probe(dataDir, [['records.trainees', {}], ['records.addTrainee', { name: 'Bo' }], ['app.notices', {}]]);
      expect(trainees).toMatchObject({ ok: true, data: { trainees: [{ name: 'Ann', studentId: 'S-1' }] } });
      expect(added).toMatchObject({ ok: false, error: { code: 'storage', message: expect.stringContaining('cannot be written') } });
      expect(notices.data.notices).toEqual([
        { code: 'records-read-only', file: path.join(dataDir, 'records.sqlite'), reason: expect.stringMatching(/^the folder .* cannot be written \(EACCES\): what was saved is read from a copy, and nothing new is saved$/) },
      ]);
    } finally {
      chmodSync(dataDir, 0o755);
    }
    expect(readdirSync(dataDir).sort()).toEqual(names);
  });
});

describe('issue 32 finding 11: damaged records', () => {
  const practice = (seed: number) => ({ kind: 'min-raise' as const, level: 1, profile: 'cash' as const, seed, answer: { kind: 'min-raise' as const, min_raise_to: seed }, earned: 1, possible: 1, score: 1, seconds: 1, unfinished: false });

  it('a salvage marks an exam whose stored result is damaged: counted apart, and its result and certificate refused as damaged, not as "not a result file"', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'damaged-'));
    const t = testService(dataDir);
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const exams = [];
    for (const seed of [1, 2]) {
      const { code } = await t.service.createCode({ definitionId: 'builtin:raises-1', seed });
      const key = keyAnswers(code);
      let v = await t.service.start({ code, traineeId: ann.id });
      while (v.status === 'running') v = (await t.service.submit({ examId: v.examId, index: v.item!.index, answer: key[v.item!.index] })).view;
      exams.push(v.examId);
    }
    await t.close();
    // One result's stored text changed, and the file no longer what its schema says: it is salvaged.
    const raw = new Database(path.join(dataDir, 'records.sqlite'));
    raw.prepare(`update exams set signed_result = substr(signed_result, 1, 200) || '#' || substr(signed_result, 202) where id = ?`).run(exams[0]);
    raw.exec('drop table enrolled_keys');
    raw.close();

    const again = testService(dataDir);
    const dispatch = createDispatch(again.services);
    expect(await again.services.recordsDb.notices()).toEqual([{ code: 'records-damaged', file: expect.any(String), reason: expect.stringContaining('enrolled_keys'), kept: { trainees: 1, answers: expect.any(Number), exams: 1, imports: 0, damagedExams: 1 } }]);
    for (const channel of ['exam.result', 'exam.certificate'] as const) {
      expect(await dispatch(channel, { examId: exams[0] })).toMatchObject({ ok: false, error: { code: 'storage', reason: 'damaged-result', message: expect.stringContaining('damaged in the records file') } });
    }
    expect(await dispatch('exam.result', { examId: exams[1] })).toMatchObject({ ok: true, data: { percent: 100 } });
    await again.close();
  });

  it('a records file of 0 bytes is set aside and the new records start empty, with a notice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'damaged-'));
    writeFileSync(path.join(dataDir, 'records.sqlite'), '');
    const t = testService(dataDir);
    expect(await t.services.recordsDb.notices()).toEqual([
      { code: 'records-damaged', file: expect.stringMatching(/records\.sqlite\.corrupt-/), reason: 'the file is empty (0 bytes): whatever it held is gone', kept: { trainees: 0, answers: 0, exams: 0, imports: 0 } },
    ]);
    const ann = await t.records.addTrainee({ name: 'Ann' });
    expect(await t.records.recordPractice(ann.id, practice(1))).toEqual({ status: 'saved' });
    await t.close();
  });

  it('a full disk says "the disk is full", not "cannot rollback", and saving goes on once there is room', async () => {
    const t = testService(mkdtempSync(path.join(tmpdir(), 'damaged-')));
    const ann = await t.records.addTrainee({ name: 'Ann' });
    const { db } = await t.services.recordsDb.store();
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0].page_count);
    // SQLite's own SQLITE_FULL, as a full disk gives it: the file may not grow past its size now.
    await sql.raw(`pragma max_page_count = ${pages + 1}`).execute(db);
    let record;
    for (let seed = 0; (record = await t.records.recordPractice(ann.id, practice(seed))).status === 'saved'; seed++);
    expect(record).toEqual({ status: 'failed', message: expect.stringMatching(/^the records could not be saved: the disk is full: free some space and try again/) });
    expect(await t.records.recordPractice(ann.id, practice(998))).toMatchObject({ status: 'failed', message: expect.stringContaining('the disk is full') });
    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    expect(await t.records.recordPractice(ann.id, practice(999))).toEqual({ status: 'saved' });
    await t.close();
  });
});
