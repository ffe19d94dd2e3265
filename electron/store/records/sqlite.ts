/**
 * The default backend: one SQLite file in the data folder, through better-sqlite3 (SQLite itself,
 * native). Each change is a transaction committed to the write-ahead log, and the log is synced
 * to the disk before the change is reported saved (`sync`), so what a method reported saved
 * survives a crash or a power cut; nothing rewrites the whole file. SQLite would sync inside the
 * commit (synchronous = FULL), but better-sqlite3 runs on the event loop, which would wait for the
 * disk at every commit (milliseconds each, all requests held); so SQLite commits without waiting
 * (synchronous = NORMAL: the log stays consistent, and SQLite still syncs around checkpoints) and
 * `sync` waits for the disk on Node's thread pool instead.
 * Two processes on one folder (the desktop app and a web host) share it through SQLite's own
 * file locks: a writer that finds another one writing waits up to `busyMs`, then gets a clear
 * error. A killed process holds no lock (the system drops its locks with it).
 *
 * Opening checks the file. A file that is not a records database (damaged, cut short, overwritten,
 * a folder in its place) is moved aside as `<file>.corrupt-<time>`, never written to; a new
 * database is started and whatever rows could still be read from the damaged one are copied
 * into it, and the notice says how many.
 */
import { accessSync, constants, copyFileSync, existsSync, lstatSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, SqliteDialect, type SqliteDatabase, type SqliteDialectConfig, SqliteDriver } from 'kysely';
import type { Notice } from '../../../shared/contract';
import { diskErrorText, errorText } from '../../errors';
import { keptOrMade } from '../../lru';
import { stampedAside } from '../atomic-file';
import { keepPrivate, privateFolder } from '../private-files';
import { clearUnshownSeeds, fillProgressTotals, LATEST_VERSION, migrate, tablesAt } from './migrations';
import { RecordsUnavailableError } from './unavailable';
import type { RecordsSchema } from './schema';

/**
 * Where `npm start` keeps better-sqlite3 built for Electron, relative to the app's folder
 * (scripts/electron-native.ts); node_modules' copy is Node's. Installers need none: electron-builder
 * rebuilds node_modules' copy for Electron.
 */
export const ELECTRON_SQLITE_ADDON = '.electron-native/node_modules/better-sqlite3/build/Release/better_sqlite3.node';

/** How long a writer waits for another process's transaction before giving up. */
export const BUSY_MS = 2000;

export interface SqliteOptions {
  busyMs?: number;
  /** For the moved-aside file's name. */
  now?: () => Date;
  /** better-sqlite3's compiled addon, when not the one in node_modules (Electron's own build). */
  nativeBinding?: string;
  /**
   * Why a row read from a damaged file cannot be trusted, or undefined (the services know what a
   * sound row holds, e.g. an exam's signed result): it is kept marked so (its table's `damaged`
   * column) and counted apart from the rows kept.
   */
  checkSalvaged?: (table: string, row: Readonly<Record<string, unknown>>) => string | undefined;
}

export interface OpenedSqlite {
  db: Kysely<RecordsSchema>;
  notices: Notice[];
  /** Makes what was committed so far durable (the write-ahead log synced); off the event loop. */
  sync(): Promise<void>;
  /** Lets go of the log `sync` keeps open (after the database is closed). */
  closeLog(): Promise<void>;
}

/** Kysely's SQLite driver, but a transaction takes the write lock when it begins. */
class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // A deferred transaction that reads first and writes later cannot wait for another writer
    // (SQLite would have to break its snapshot): it fails at once. Taking the lock up front
    // lets busy_timeout do its waiting.
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      // SQLite ends the transaction itself on some errors (a full disk): nothing is left to roll
      // back, and the error that ended it is the one to report (issue 32 finding 11), not this one.
      if (!isNoTransaction(error)) throw error;
    }
  }
}

/** "cannot rollback - no transaction is active", "no such savepoint": SQLite rolled the transaction back itself. */
export const isNoTransaction = (error: unknown): boolean => /no transaction is active|no such savepoint/.test(errorText(error));

class ImmediateDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateDriver(this.settings);
  }
}

/** How many prepared statements are kept: the store's queries, with a few row counts of each multi-row insert. */
const STATEMENTS_KEPT = 256;

/**
 * The handle as Kysely sees it, but each SQL text is prepared once and its statement reused:
 * Kysely prepares every query it runs, and preparing costs more than running most of ours. The
 * least recently used statements are let go past STATEMENTS_KEPT (multi-row inserts and `in`
 * lists make new texts). Kysely runs one query at a time on the one connection, so a statement
 * is never used twice at once.
 */
export function reusingStatements(handle: Database.Database): SqliteDatabase & { forget(): void } {
  const kept = new Map<string, Database.Statement>();
  return {
    prepare: (sql) => keptOrMade(kept, sql, STATEMENTS_KEPT, () => handle.prepare(sql)),
    close: () => handle.close(),
    forget: () => kept.clear(),
  };
}

export async function openSqlite(file: string, options: SqliteOptions = {}): Promise<OpenedSqlite> {
  const notices: Notice[] = [];
  try {
    privateFolder(path.dirname(file));
  } catch (error) {
    throw new RecordsUnavailableError(`the folder for the records (${path.dirname(file)}) cannot be made: ${errorText(error)}`);
  }
  let handle: Checked;
  try {
    handle = checkedHandle(file, options);
  } catch (error) {
    const readOnly = notWritable(file);
    if (!(error instanceof RecordsUnavailableError) || !readOnly || !readable(file)) throw error;
    return readOnlyCopy(file, options, readOnly);
  }
  if (handle.kind === 'damaged') {
    const movedTo = moveAsideWithJournal(file, options.now?.() ?? new Date());
    const fresh = connect(file, options);
    const db = await migrated(fresh, file);
    const kept = await salvage(movedTo, fresh, options.checkSalvaged);
    notices.push({ code: 'records-damaged', file: movedTo, reason: handle.reason, kept });
    return { db, notices, ...syncAfterCommits(fresh, file) };
  }
  const db = await migrated(handle.db, file);
  const readOnly = notWritable(file);
  if (readOnly) notices.push({ code: 'records-read-only', file, reason: readOnly });
  return { db, notices, ...syncAfterCommits(handle.db, file) };
}

/**
 * Issue 32 finding 11: a records file in a folder this user cannot write, which SQLite cannot open
 * as it is (it would make the log's index, -shm, beside it): read from a private copy made now,
 * which takes no writes. The notice says so; nothing in the folder is touched.
 */
async function readOnlyCopy(file: string, options: SqliteOptions, reason: string): Promise<OpenedSqlite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'records-read-only-'));
  const copy = path.join(dir, path.basename(file));
  try {
    copyFileSync(file, copy);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
    const handle = connect(copy, options);
    const db = await migrated(handle, copy);
    handle.pragma('query_only = ON');
    const { sync, closeLog } = syncAfterCommits(handle, copy);
    const removeCopy = async () => {
      await closeLog();
      rmSync(dir, { recursive: true, force: true });
    };
    return { db, notices: [{ code: 'records-read-only', file, reason: `${reason}: what was saved is read from a copy, and nothing new is saved` }], sync, closeLog: removeCopy };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new RecordsUnavailableError(`${file} cannot be opened, nor read from a copy: ${sqliteErrorText(error)}`);
  }
}

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * From here on SQLite commits without syncing, and the returned `sync` syncs the write-ahead
 * log (and, the first time, the folder that lists it) on the thread pool: every commit before a
 * sync is then on the disk. Opening, migrating and salvaging ran with full syncs. The log is kept
 * open: SQLite removes it only when the last connection to the file closes, never while this one
 * is open; should a sync fail, the log is opened anew for the next.
 */
function syncAfterCommits(db: Database.Database, file: string): Pick<OpenedSqlite, 'sync' | 'closeLog'> {
  db.pragma('synchronous = NORMAL');
  let log: fs.FileHandle | undefined;
  let folderSynced = false;
  const closeLog = async () => {
    const open = log;
    log = undefined;
    await open?.close().catch(() => undefined);
  };
  const sync = async () => {
    try {
      log ??= await fs.open(`${file}-wal`, 'r+');
      await log.sync();
    } catch (error) {
      await closeLog();
      throw error;
    }
    if (!folderSynced && process.platform !== 'win32') {
      const folder = await fs.open(path.dirname(file), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      folderSynced = true;
    }
  };
  return { sync, closeLog };
}

/** Why the records can be read but not written here, if they cannot. */
function notWritable(file: string): string | undefined {
  for (const [what, target] of [['folder', path.dirname(file)], ['file', file]] as const) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      return `the ${what} ${target} cannot be written (${(error as NodeJS.ErrnoException).code ?? errorText(error)})`;
    }
  }
  return undefined;
}

type Checked = { kind: 'ok'; db: Database.Database } | { kind: 'damaged'; reason: string };

/** Opens the file as it is and says whether it is a records database this release can use. */
function checkedHandle(file: string, options: SqliteOptions): Checked {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    stat = undefined; // not there yet: SQLite makes it
  }
  if (stat?.isDirectory()) return { kind: 'damaged', reason: 'a folder stands where the records file should be' };
  if (stat && !stat.isFile()) return { kind: 'damaged', reason: 'something other than a file stands where the records file should be' };
  // SQLite would take an empty file for a new database, silently (issue 32 finding 11). Not one whose log holds its first pages.
  if (stat?.size === 0 && !(lstatSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) return { kind: 'damaged', reason: 'the file is empty (0 bytes): whatever it held is gone' };
  let db: Database.Database | undefined;
  try {
    db = connect(file, options);
    const problems = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    if (problems.map((p) => p.quick_check).join() !== 'ok') throw new Damage(`the integrity check failed: ${problems.slice(0, 3).map((p) => p.quick_check).join('; ')}`);
    const version = Number(db.pragma('user_version', { simple: true }));
    const tables = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    const missing = tablesAt(Math.min(version, LATEST_VERSION)).filter((t) => !tables.has(t));
    if (missing.length) throw new Damage(`it says schema ${version} but has no table ${missing.join(', ')}`);
    if (version === 0 && tables.size > 0) throw new Damage('it is an SQLite database of something else, not records');
    return { kind: 'ok', db };
  } catch (error) {
    db?.close();
    if (error instanceof Damage) return { kind: 'damaged', reason: error.message };
    const code = (error as { code?: string }).code ?? '';
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return { kind: 'damaged', reason: `it is not a readable SQLite database (${errorText(error)})` };
    throw new RecordsUnavailableError(`${file} cannot be opened: ${sqliteErrorText(error)}`);
  }
}

class Damage extends Error {}

function connect(file: string, options: SqliteOptions): Database.Database {
  const db = new Database(file, { timeout: options.busyMs ?? BUSY_MS, nativeBinding: options.nativeBinding });
  // 0600 before the log is made: SQLite gives the -wal and -shm files the database file's mode.
  for (const suffix of ['', '-wal', '-shm']) keepPrivate(file + suffix);
  try {
    // WAL: readers do not block the writer; FULL: a commit is on disk when it returns (until syncAfterCommits).
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // What is cleared (an unshown exam item's seed, migration 6) is not left in the file's free pages.
    db.pragma('secure_delete = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

async function migrated(handle: Database.Database, file: string): Promise<Kysely<RecordsSchema>> {
  const database = reusingStatements(handle);
  const db = new Kysely<RecordsSchema>({ dialect: new ImmediateDialect({ database }) });
  try {
    await migrate(db, 'sqlite', file);
    database.forget(); // statements prepared before the schema changed are not kept past it
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** The damaged file and its write-ahead log, renamed side by side: kept for a look, never written. */
function moveAsideWithJournal(file: string, now: Date): string {
  const target = stampedAside(file, now);
  try {
    renameSync(file, target);
    for (const suffix of ['-wal', '-journal']) if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
    rmSync(`${file}-shm`, { force: true }); // the index of the log: rebuilt from the log when needed
  } catch (error) {
    throw new RecordsUnavailableError(`${file} is damaged and could not be moved aside: ${errorText(error)}`);
  }
  return target;
}

/** Tables in the order their rows can be inserted (foreign keys first). */
const SALVAGED = ['trainees', 'exams', 'exam_items', 'auditions', 'answers', 'audition_events', 'imported_results', 'enrolled_keys', 'replaced_certificates'] as const;

/**
 * Copies the rows still readable in the damaged file into the new database, from a scratch copy
 * (reading a database can write to it: the damaged file itself stays as it was).
 */
async function salvage(damaged: string, into: Database.Database, check: SqliteOptions['checkSalvaged']): Promise<NonNullable<Notice['kept']>> {
  const kept: NonNullable<Notice['kept']> = { trainees: 0, answers: 0, exams: 0, imports: 0 };
  if (!lstatSync(damaged).isFile()) return kept;
  const scratchDir = mkdtempSync(path.join(path.dirname(damaged), '.salvage-'));
  try {
    const scratch = path.join(scratchDir, 'copy.sqlite');
    copyFileSync(damaged, scratch);
    if (existsSync(`${damaged}-wal`)) copyFileSync(`${damaged}-wal`, `${scratch}-wal`);
    padToHeaderSize(scratch);
    let source: Database.Database;
    try {
      source = new Database(scratch, { fileMustExist: true });
    } catch {
      return kept;
    }
    try {
      const counts: Record<string, { kept: number; damaged: number }> = {};
      for (const table of SALVAGED) counts[table] = copyRows(source, into, table, check);
      Object.assign(kept, { trainees: counts.trainees.kept, answers: counts.answers.kept, exams: counts.exams.kept, imports: counts.imported_results.kept });
      if (counts.exams.damaged) kept.damagedExams = counts.exams.damaged;
    } finally {
      source.close();
    }
    const salvaged = new Kysely<any>({ dialect: new ImmediateDialect({ database: into }) });
    await fillProgressTotals(salvaged);
    await clearUnshownSeeds(salvaged); // a file of an older release had them
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
  return kept;
}

/**
 * A file cut short: made as long as its header says again (with zeros), so that SQLite reads its
 * schema and the pages still there, instead of refusing the whole file.
 */
function padToHeaderSize(file: string): void {
  const header = readFileSync(file).subarray(0, 100);
  if (header.length < 100 || header.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return;
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
  const pages = header.readUInt32BE(28);
  if (pages * pageSize > statSync(file).size) truncateSync(file, pages * pageSize);
}

/**
 * Rows of `table` readable one by one until the damage, each kept if it fits the new schema; a row
 * `check` finds damaged is kept marked so, and counted apart.
 */
function copyRows(source: Database.Database, into: Database.Database, table: string, check: SqliteOptions['checkSalvaged']): { kept: number; damaged: number } {
  const counts = { kept: 0, damaged: 0 };
  let columns: string[];
  let marked: boolean;
  try {
    const theirs = new Set((source.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));
    const ours = (into.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
    columns = ours.filter((c) => theirs.has(c) && c !== 'damaged');
    marked = check !== undefined && ours.includes('damaged');
  } catch {
    return counts;
  }
  if (columns.length === 0) return counts;
  const list = columns.map((c) => `"${c}"`).join(', ');
  const written = [...columns, ...(marked ? ['damaged'] : [])];
  const insert = into.prepare(`insert or ignore into ${table} (${written.map((c) => `"${c}"`).join(', ')}) values (${written.map(() => '?').join(', ')})`);
  into.pragma('foreign_keys = OFF'); // a row whose parent was lost is still worth keeping
  try {
    into.transaction(() => {
      try {
        for (const row of source.prepare(`select ${list} from ${table}`).raw().iterate() as Iterable<unknown[]>) {
          const damaged = marked ? (check!(table, Object.fromEntries(columns.map((c, k) => [c, row[k]]))) ?? null) : undefined;
          const added = insert.run(marked ? [...row, damaged] : row).changes;
          counts[damaged ? 'damaged' : 'kept'] += added;
        }
      } catch {
        // The rest of the table is unreadable: keep what came before.
      }
    })();
  } finally {
    into.pragma('foreign_keys = ON');
  }
  return counts;
}

/** SQLite's error with what it means for the trainee. */
export function sqliteErrorText(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return diskErrorText(error);
  if (code.startsWith('SQLITE_BUSY')) return `the records database is busy: another trainer (the desktop app or a web host) is writing to it; try again (${errorText(error)})`;
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_IOERR')) {
    return `the records database cannot be written (${errorText(error)}): is the folder read-only or the disk full?`;
  }
  return errorText(error);
}
