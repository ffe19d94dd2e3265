/**
 * The records database: migrations from every earlier schema version keep the data; a truncated
 * or garbled file is set aside and the last good copy restored, with a notice; nothing is dropped.
 */
import { existsSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, MIGRATIONS, tablesAt } from './migrations';
import { RECORDS_FILE, Records } from './records';
import { sqlWasmPath } from './sqlite-file';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'records-'));
const T0 = Date.UTC(2026, 5, 1);

/** A records file as a release with schema `version` wrote it, with a little data of that version. */
async function fileOfVersion(dir: string, version: number): Promise<void> {
  const SQL = await initSqlJs({ locateFile: () => sqlWasmPath() });
  const db = new SQL.Database();
  for (const m of MIGRATIONS.filter((m) => m.version <= version)) {
    db.exec(m.sql);
    db.exec(`PRAGMA user_version = ${m.version}`);
  }
  if (version >= 1) {
    db.run("INSERT INTO trainees VALUES ('t1', 'Ann', 'S-1', ?)", [T0]);
    db.run("INSERT INTO answers (trainee_id, kind, level, profile, seed, answer, earned, possible, score, seconds, answered_at) VALUES ('t1', 'gather', 1, 'cash', 5, '{\"kind\":\"gather\",\"returned\":[],\"pots\":[]}', 1, 2, 0.5, 12, ?)", [T0 + 1000]);
  }
  if (version >= 2) {
    const def = JSON.stringify({ title: 'X', profile: 'cash', sections: [{ kind: 'gather', count: 1, level: 1 }], perItemSeconds: 60, totalSeconds: null, passPercent: 90, attempts: 1, shuffle: false });
    db.run("INSERT INTO exams (id, trainee_id, code, seed, definition, attempt, started_at) VALUES ('e1', 't1', 'CODE', 3, ?, 1, ?)", [def, T0]);
    db.run("INSERT INTO exam_items VALUES ('e1', 0, 'gather', 1, 77, ?)", [T0]);
  }
  writeFileSync(path.join(dir, RECORDS_FILE), db.export());
  db.close();
}

describe('records database', () => {
  it('starts empty at the latest schema; each save keeps the version before as the backup', async () => {
    const dir = tempDir();
    const r = await Records.open(dir);
    expect(r.db.version()).toBe(LATEST_VERSION);
    expect(r.notices).toEqual([]);
    const first = readFileSync(path.join(dir, RECORDS_FILE));
    expect(existsSync(path.join(dir, `${RECORDS_FILE}.bak`))).toBe(false);
    await r.addTrainee('Ann');
    expect(readFileSync(path.join(dir, `${RECORDS_FILE}.bak`))).toEqual(first);
    expect(readFileSync(path.join(dir, RECORDS_FILE))).not.toEqual(first);
    await r.close();
  });

  for (let version = 0; version < LATEST_VERSION; version++) {
    it(`migrates a file of schema ${version} to ${LATEST_VERSION}, keeping its data`, async () => {
      const dir = tempDir();
      await fileOfVersion(dir, version);
      const r = await Records.open(dir);
      expect(r.notices).toEqual([]);
      expect(r.db.version()).toBe(LATEST_VERSION);
      const tables = r.db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(tablesAt(LATEST_VERSION)));
      if (version >= 1) {
        expect(r.trainees()).toEqual([{ id: 't1', name: 'Ann', studentId: 'S-1', createdAt: T0 }]);
        expect(r.answerPoints('t1')).toEqual([{ kind: 'gather', level: 1, score: 0.5, seconds: 12, answeredAt: T0 + 1000 }]);
        expect(r.db.get("SELECT status, exam_id FROM answers")).toEqual({ status: 'answered', exam_id: null });
      }
      if (version >= 2) expect(r.loadExam('e1')?.items[0]).toMatchObject({ seed: 77, shownAt: T0, status: 'pending' });
      await r.close();
      // And the migrated file is what is on disk.
      const again = await Records.open(dir);
      expect(again.db.version()).toBe(LATEST_VERSION);
      await again.close();
    });
  }

  it('refuses a file from a newer release and leaves it alone', async () => {
    const dir = tempDir();
    const SQL = await initSqlJs({ locateFile: () => sqlWasmPath() });
    const db = new SQL.Database();
    for (const m of MIGRATIONS) db.exec(m.sql);
    db.exec(`PRAGMA user_version = ${LATEST_VERSION + 1}`);
    const bytes = db.export();
    writeFileSync(path.join(dir, RECORDS_FILE), bytes);
    await expect(Records.open(dir)).rejects.toThrow(/newer version of the trainer/);
    expect(readFileSync(path.join(dir, RECORDS_FILE))).toEqual(Buffer.from(bytes));
  });

  const damages: [string, (file: string) => void][] = [
    ['truncated', (f) => truncateSync(f, Math.floor(statSync(f).size / 2))],
    ['garbled', (f) => {
      const b = readFileSync(f);
      for (let i = 100; i < b.length; i += 7) b[i] ^= 0x5a;
      writeFileSync(f, b);
    }],
    ['emptied', (f) => writeFileSync(f, '')],
    ['overwritten with text', (f) => writeFileSync(f, 'hello, this is not a database')],
  ];

  for (const [what, damage] of damages) {
    it(`${what}: the file is set aside, the copy before the last save restored, and a notice given`, async () => {
      const dir = tempDir();
      const file = path.join(dir, RECORDS_FILE);
      const r = await Records.open(dir);
      const t = await r.addTrainee('Ann');
      for (let i = 0; i < 30; i++) await r.recordAnswer({ traineeId: t.id, kind: 'gather', level: 1, profile: 'cash', seed: i, answer: null, earned: 1, possible: 1, score: 1, seconds: i, answeredAt: T0 + i });
      await r.close();
      const previous = readFileSync(`${file}.bak`);
      damage(file);
      const damaged = readFileSync(file);
      const again = await Records.open(dir, { now: () => T0 });
      expect(again.notices).toEqual([{ code: 'records-restored', movedTo: expect.stringMatching(/records\.sqlite\.corrupt-2026-06-01T00-00-00-000Z$/), reason: expect.any(String) }]);
      expect(readFileSync(again.notices[0].movedTo)).toEqual(damaged);
      // The backup is the version before the last save: at most the last answer is lost.
      expect(again.answerPoints(t.id).map((p) => p.seconds)).toEqual([...Array(29).keys()]);
      await again.close();
      expect(readFileSync(file)).toEqual(previous);
    });
  }

  it('with no good copy at all, starts afresh and says so, keeping both damaged files', async () => {
    const dir = tempDir();
    const file = path.join(dir, RECORDS_FILE);
    await (await Records.open(dir)).close();
    writeFileSync(file, 'garbage');
    writeFileSync(`${file}.bak`, 'more garbage');
    const r = await Records.open(dir);
    expect(r.notices).toEqual([{ code: 'records-reset', movedTo: expect.stringContaining('corrupt'), reason: expect.stringMatching(/backup is damaged too/) }]);
    expect(r.trainees()).toEqual([]);
    await r.close();
    expect(readdirSync(dir).filter((n) => n.includes('corrupt')).sort()).toHaveLength(2);
  });

  it('a file claiming a schema whose tables are missing counts as damaged', async () => {
    const dir = tempDir();
    const SQL = await initSqlJs({ locateFile: () => sqlWasmPath() });
    const db = new SQL.Database();
    db.exec('CREATE TABLE trainees (id TEXT); PRAGMA user_version = 2');
    writeFileSync(path.join(dir, RECORDS_FILE), db.export());
    const r = await Records.open(dir);
    expect(r.notices[0]).toMatchObject({ code: 'records-reset', reason: expect.stringMatching(/no table answers/) });
    await r.close();
  });

  it('one process at a time: a live holder is refused, a killed one is taken over', async () => {
    const dir = tempDir();
    const r = await Records.open(dir);
    await expect(Records.open(dir)).rejects.toThrow(new RegExp(`in use by another running trainer \\(process ${process.pid}\\)`));
    await r.close();
    writeFileSync(path.join(dir, `${RECORDS_FILE}.lock`), '999999999');
    const again = await Records.open(dir);
    expect(readFileSync(path.join(dir, `${RECORDS_FILE}.lock`), 'utf8')).toBe(String(process.pid));
    await again.close();
    expect(existsSync(path.join(dir, `${RECORDS_FILE}.lock`))).toBe(false);
  });

  it('removes temporary files a killed save left behind, not those of a live process', async () => {
    const dir = tempDir();
    const dead = path.join(dir, `.${RECORDS_FILE}.999999999.abcdef.tmp`);
    const live = path.join(dir, `.${RECORDS_FILE}.${process.ppid}.abcdef.tmp`);
    writeFileSync(dead, 'x');
    writeFileSync(live, 'x');
    await (await Records.open(dir)).close();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });
});
