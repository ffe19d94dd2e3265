/**
 * An SQLite database kept in memory by sql.js (SQLite compiled to WebAssembly: no native module to
 * rebuild for Electron) and saved whole, atomically, after every change. `<file>.bak` is the
 * version before the last save (a hard link, so keeping it costs no copy). On opening, a file that sql.js cannot open, that fails
 * `PRAGMA integrity_check` or that lacks its version's tables is moved aside as
 * `<file>.corrupt-<time>`, the backup is restored if it is good, and a notice says what happened.
 */
import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import type { RecordsNotice } from '../../shared/exam';
import { errorText } from '../errors';
import { isErrno, moveAside, writeFileAtomic } from './atomic-file';
import type { Migration } from './migrations';

export type Row = Record<string, SqlValue>;

/** Where sql-wasm.wasm is: next to the bundled main script in the packaged app, else in node_modules. */
export function sqlWasmPath(): string {
  if (typeof __dirname !== 'undefined') {
    const beside = path.join(__dirname, 'sql-wasm.wasm');
    if (existsSync(beside)) return beside;
  }
  const req = typeof require === 'function' ? require : createRequire(path.join(process.cwd(), 'package.json'));
  return req.resolve('sql.js/dist/sql-wasm.wasm');
}

let engine: Promise<SqlJsStatic> | undefined;
function loadEngine(wasmPath?: string): Promise<SqlJsStatic> {
  // sql.js is loaded with the first database, not with the hosts.
  engine ??= Promise.all([import('sql.js'), fs.readFile(wasmPath ?? sqlWasmPath())]).then(([{ default: initSqlJs }, wasm]) =>
    initSqlJs({ wasmBinary: new Uint8Array(wasm).buffer as ArrayBuffer }),
  );
  return engine;
}

export class SqliteFileError extends Error {
  override name = 'SqliteFileError';
}

export interface SqliteFileOptions {
  file: string;
  migrations: readonly Migration[];
  wasmPath?: string;
  /** For the moved-aside file's name. */
  now?: () => Date;
}

const HEADER = 'SQLite format 3\0';

export class SqliteFile {
  /** What opening found and did; empty when the file was fine. */
  readonly notices: RecordsNotice[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly file: string,
    private db: Database,
  ) {}

  static async open(options: SqliteFileOptions): Promise<SqliteFile> {
    const SQL = await loadEngine(options.wasmPath);
    const { file } = options;
    await lock(file);
    try {
      return await SqliteFile.openLocked(SQL, options);
    } catch (error) {
      await unlock(file);
      throw error;
    }
  }

  private static async openLocked(SQL: SqlJsStatic, options: SqliteFileOptions): Promise<SqliteFile> {
    const { file, migrations } = options;
    const backup = `${file}.bak`;
    await removeStaleTemps(file);
    const notices: RecordsNotice[] = [];
    let db: Database | undefined;
    const main = await check(SQL, file, migrations);
    if (main.kind === 'ok') db = main.db;
    else {
      const reason = main.kind === 'missing' ? 'the file is missing' : main.reason;
      const movedTo = main.kind === 'bad' ? await moveAside(file, options.now?.()) : '';
      const bak = await check(SQL, backup, migrations);
      if (bak.kind === 'ok') {
        db = bak.db;
        notices.push({ code: 'records-restored', movedTo, reason });
      } else if (bak.kind === 'bad') {
        // No good copy: start afresh, keeping the damaged files for a look.
        const bakMovedTo = await moveAside(backup, options.now?.());
        notices.push({ code: 'records-reset', movedTo: movedTo || bakMovedTo, reason: `${reason}; the backup is damaged too (${bak.reason})` });
      } else if (main.kind === 'bad') {
        notices.push({ code: 'records-reset', movedTo, reason: `${reason}; there is no backup` });
      }
    }
    db ??= new SQL.Database();
    const store = new SqliteFile(file, db);
    store.notices.push(...notices);
    const from = store.version();
    store.transaction(() => {
      for (const m of migrations.filter((m) => m.version > from)) {
        store.db.exec(m.sql);
        store.db.exec(`PRAGMA user_version = ${m.version}`);
      }
    });
    // A new, restored or migrated database is saved now (the old file becoming the backup: a
    // migration keeps the file as it was); a good file as it stands is not rewritten.
    if (main.kind !== 'ok' || from < migrations[migrations.length - 1].version) await store.save();
    return store;
  }

  version(): number {
    return Number(this.db.exec('PRAGMA user_version')[0].values[0][0]);
  }

  all<T = Row>(sql: string, params: SqlValue[] = []): T[] {
    const stmt = this.db.prepare(sql);
    try {
      stmt.bind(params);
      const rows: Row[] = [];
      while (stmt.step()) rows.push(stmt.getAsObject());
      return rows as T[];
    } finally {
      stmt.free();
    }
  }

  /** Streams the rows as arrays (the cheapest form sql.js gives) to `visit`. */
  each(sql: string, params: SqlValue[], visit: (row: SqlValue[]) => void): void {
    const stmt = this.db.prepare(sql);
    try {
      stmt.bind(params);
      while (stmt.step()) visit(stmt.get());
    } finally {
      stmt.free();
    }
  }

  get<T = Row>(sql: string, params: SqlValue[] = []): T | undefined {
    return this.all<T>(sql, params)[0];
  }

  run(sql: string, params: SqlValue[] = []): void {
    this.db.run(sql, params);
  }

  /** Runs `body` in one transaction (all or nothing in memory); call save() after. */
  transaction<T>(body: () => T): T {
    this.db.exec('BEGIN');
    try {
      const out = body();
      this.db.exec('COMMIT');
      return out;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Saves the database as it is now to the file, then to the backup; saves run one at a time. */
  save(): Promise<void> {
    const run = this.queue.then(async () => {
      const bytes = this.db.export();
      try {
        await keepAsBackup(this.file);
        await writeFileAtomic(this.file, bytes);
      } catch (error) {
        throw new SqliteFileError(`could not save ${this.file}: ${errorText(error)}`);
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.queue;
    this.db.close();
    await unlock(this.file);
  }
}

class Newer extends Error {}

type Checked = { kind: 'ok'; db: Database } | { kind: 'missing' } | { kind: 'bad'; reason: string };

async function check(SQL: SqlJsStatic, file: string, migrations: readonly Migration[]): Promise<Checked> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return { kind: 'missing' };
    throw new SqliteFileError(`could not read ${file}: ${errorText(error)}`);
  }
  if (bytes.length < 100 || bytes.subarray(0, 16).toString('latin1') !== HEADER) return { kind: 'bad', reason: 'not an SQLite database (the file is empty, cut short or overwritten)' };
  let db: Database | undefined;
  try {
    db = new SQL.Database(bytes);
    const problems = db.exec('PRAGMA integrity_check')[0].values.map((r) => String(r[0]));
    if (problems.join() !== 'ok') throw new Error(`integrity check: ${problems.slice(0, 3).join('; ')}`);
    const version = Number(db.exec('PRAGMA user_version')[0].values[0][0]);
    const latest = migrations[migrations.length - 1].version;
    if (version > latest) throw new Newer(`${file} was written by a newer version of the trainer (schema ${version}, this one knows ${latest}): update the trainer`);
    const tables = new Set(db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]?.values.map((r) => String(r[0])) ?? []);
    const expected = migrations.filter((m) => m.version <= version).flatMap((m) => m.creates);
    const missing = expected.filter((t) => !tables.has(t));
    if (missing.length) throw new Error(`schema ${version} but no table ${missing.join(', ')}`);
    if (version === 0 && tables.size > 0) throw new Error('not a records database (it has other tables)');
    return { kind: 'ok', db };
  } catch (error) {
    db?.close();
    if (error instanceof Newer) throw new SqliteFileError(error.message); // not damage: leave it alone
    return { kind: 'bad', reason: errorText(error) };
  }
}

/**
 * Makes the file as it is now the backup, before a save replaces it: a hard link renamed over
 * `.bak` (the save then writes a new file, so the link keeps the old version). Where the file
 * system has no hard links (FAT on a USB stick), a flushed copy. The save's directory flush
 * makes the rename durable.
 */
async function keepAsBackup(file: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.bak.tmp`);
  await fs.rm(temp, { force: true });
  try {
    await fs.link(file, temp);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return; // nothing saved yet
    await fs.copyFile(file, temp);
    const handle = await fs.open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  await fs.rename(temp, `${file}.bak`);
}

/**
 * One process at a time: each holds the whole database in memory and saves it whole, so a second
 * writer (say the web host beside the desktop app) would silently undo the first one's saves.
 * `<file>.lock` holds the owner's pid; a lock whose process is gone (killed) is taken over.
 */
async function lock(file: string): Promise<void> {
  const lockFile = `${file}.lock`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  for (let tries = 0; ; tries++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (!isErrno(error, 'EEXIST') || tries > 0) throw new SqliteFileError(`could not lock ${file}: ${errorText(error)}`);
    }
    const owner = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (isAlive(owner)) throw new SqliteFileError(`${file} is in use by another running trainer (process ${owner}): close it, then try again`);
    await fs.rm(lockFile, { force: true });
  }
}

async function unlock(file: string): Promise<void> {
  await fs.rm(`${file}.lock`, { force: true });
}

/** Temporary files of a save that a killed process left behind (atomic-file's naming). */
async function removeStaleTemps(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  let names: string[] = [];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  for (const n of names) {
    if (!n.startsWith(prefix) || !n.endsWith('.tmp')) continue;
    const pid = Number(n.slice(prefix.length).split('.')[0]);
    if (pid !== process.pid && isAlive(pid)) continue; // another process is saving right now
    await fs.rm(path.join(dir, n), { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}
