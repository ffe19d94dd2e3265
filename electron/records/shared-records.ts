/**
 * The records database as the services share it: opened once, on first use, from the host's
 * target (the data folder's SQLite file, or PostgreSQL). Opening that fails is retried on the
 * next use, and its reason is what each caller is told; what opening found damaged is kept as
 * notices for app.notices and logged.
 *
 * Writes are group-committed: the writes that arrive while one transaction commits wait and then
 * commit together, each in a savepoint of its own (one failing undoes only itself), so a class of
 * trainees answering at once pays one sync of the disk per batch rather than one per answer. Each
 * write still resolves only once its transaction has committed and is on the disk (the handle's
 * sync, off the event loop).
 */
import type { Notice } from '../../shared/contract';
import { sql } from 'kysely';
import { errorText } from '../errors';
import { ExamError } from '../exam/errors';
import { safeUrl } from '../store/records/postgres';
import { openRecords, type RecordsHandle, type RecordsTarget } from '../store/records/open';
import type { SqliteOptions } from '../store/records/sqlite';
import { isNoTransaction, sqliteErrorText } from '../store/records/sqlite';
import { RecordsStore } from '../store/records/store';
import { RecordsUnavailableError } from '../store/records/unavailable';

export interface SharedRecordsOptions extends SqliteOptions {
  log?: { warn(message: string): void };
}

export class SharedRecords {
  private opening: Promise<RecordsHandle> | undefined;
  private handle: RecordsHandle | undefined;
  /** Why the last attempt to open failed, as a notice (cleared when one succeeds). */
  private failure: Notice | undefined;

  /** `target` is asked when the records are first opened (the desktop app's setting is read then). */
  constructor(
    private readonly target: () => RecordsTarget | Promise<RecordsTarget>,
    private readonly options: SharedRecordsOptions = {},
  ) {}

  /** The tables; a failure to open is a 'storage' error, or (out of reach) a RecordsUnavailableError, that says why. */
  async store(): Promise<RecordsStore> {
    return new RecordsStore((await this.open()).db);
  }

  /** What opening found (damage set aside) or why the records cannot be used. */
  async notices(): Promise<Notice[]> {
    try {
      return [...(await this.open()).notices];
    } catch {
      return this.failure ? [this.failure] : [];
    }
  }

  /**
   * Runs a write, durable when it resolves; a failure of the database (busy, read-only, disk full)
   * becomes a 'storage' error. Writes are committed in groups (see above).
   */
  write<T>(body: (store: RecordsStore) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ body, resolve: resolve as (value: unknown) => void, reject });
      if (!this.committing && !this.due) {
        // Not at once but after this turn's input is read: better-sqlite3 commits (and syncs)
        // without yielding, so begun now a group would hold only this write, while the requests
        // of a whole class that came in together are read in the same turn and commit as one.
        this.due = true;
        setImmediate(() => {
          this.due = false;
          void this.commitWaiting();
        });
      }
    });
  }

  private readonly waiting: Write[] = [];
  private committing = false;
  /** A group's commit is set for the end of this turn of the event loop. */
  private due = false;

  /** Commits the waiting writes, a group at a time, until none are left. */
  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length) await this.commitGroup(this.waiting.splice(0));
    } finally {
      this.committing = false;
    }
  }

  private async commitGroup(group: Write[]): Promise<void> {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    let sync: () => Promise<void>;
    try {
      const handle = await this.open();
      sync = handle.sync;
      const { db } = handle;
      await db.transaction().execute(async (trx) => {
        for (const write of group) {
          await sql`savepoint one_write`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await write.body(new RecordsStore(trx)) });
          } catch (error) {
            // A full disk makes SQLite roll the whole transaction back: then that error ends the group.
            await sql`rollback to savepoint one_write`.execute(trx).catch((undone: unknown) => {
              throw isNoTransaction(undone) ? error : undone;
            });
            outcomes.push({ ok: false, error });
          }
          await sql`release savepoint one_write`.execute(trx);
        }
      });
    } catch (error) {
      // Not committed (or not even begun): nothing of the group was saved.
      for (const write of group) write.reject(storageError(error));
      return;
    }
    let unsynced: unknown;
    try {
      // Durable before any of them is reported saved; the event loop serves others meanwhile
      // (the next group gathers while this one is synced).
      if (outcomes.some((o) => o.ok)) await sync();
    } catch (error) {
      unsynced = error; // committed, but not known to be on the disk: none is reported saved
    }
    group.forEach((write, k) => {
      const outcome = outcomes[k];
      if (!outcome.ok) write.reject(storageError(outcome.error));
      else if (unsynced !== undefined) write.reject(storageError(unsynced));
      else write.resolve(outcome.value);
    });
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.handle = undefined;
    await (await opening?.catch(() => undefined))?.close();
  }

  private open(): Promise<RecordsHandle> {
    if (this.handle) return Promise.resolve(this.handle);
    let where = 'the records database';
    this.opening ??= Promise.resolve(this.target())
      .then((target) => {
        where = target.kind === 'sqlite' ? target.file : safeUrl(target.url);
        return openRecords(target, this.options);
      })
      .then(
      (handle) => {
        this.handle = handle;
        this.failure = undefined;
        for (const n of handle.notices) {
          this.options.log?.warn(
            n.code === 'records-damaged'
              ? `The records database was damaged (${n.reason}); it was moved to ${n.file} and a new one started with what could be read of it.`
              : `The records ${n.file} can be read but not written (${n.reason}).`,
          );
        }
        return handle;
      },
      (error: unknown) => {
        this.opening = undefined; // the next request tries again
        this.failure = { code: 'records-unavailable', file: where, reason: errorText(error) };
        this.options.log?.warn(`The records could not be opened: ${errorText(error)}`);
        const message = `the records database could not be opened: ${errorText(error)}`;
        throw error instanceof RecordsUnavailableError ? new RecordsUnavailableError(message) : new ExamError('storage', message);
      },
    );
    return this.opening;
  }
}

interface Write {
  body: (store: RecordsStore) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A service's own refusal, and a database out of reach, stay as they are; anything else from the database is a 'storage' error. */
function storageError(error: unknown): unknown {
  if (error instanceof ExamError || error instanceof RecordsUnavailableError) return error;
  return new ExamError('storage', `the records could not be saved: ${sqliteErrorText(error)}`);
}
