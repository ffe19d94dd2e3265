/**
 * The records database, whichever backend holds it: one Kysely handle with the schema of
 * schema.ts, and what opening found (a damaged file set aside). The services share one.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Notice } from '../../../shared/contract';
import { openPostgres, safeUrl } from './postgres';
import type { Dialect, RecordsSchema } from './schema';
import { openSqlite, type SqliteOptions } from './sqlite';

export const RECORDS_FILE = 'records.sqlite';

export type RecordsTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface RecordsHandle {
  db: Kysely<RecordsSchema>;
  dialect: Dialect;
  /** The file, or the database's address without its password. */
  where: string;
  notices: Notice[];
  /** Makes the commits so far durable, where committing alone does not (SQLite: sqlite.ts). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The records of a data folder, unless a PostgreSQL address is given. */
export function recordsTarget(dataDir: string, database: string | null | undefined): RecordsTarget {
  return database ? { kind: 'postgres', url: database } : { kind: 'sqlite', file: path.join(dataDir, RECORDS_FILE) };
}

export async function openRecords(target: RecordsTarget, options: SqliteOptions = {}): Promise<RecordsHandle> {
  if (target.kind === 'postgres') {
    const db = await openPostgres(target.url);
    // A PostgreSQL commit returns once it is durable (synchronous_commit, the server's default).
    return { db, dialect: 'postgres', where: safeUrl(target.url), notices: [], sync: async () => undefined, close: () => db.destroy() };
  }
  const { db, notices, sync, closeLog } = await openSqlite(target.file, options);
  return { db, dialect: 'sqlite', where: target.file, notices, sync, close: () => db.destroy().finally(closeLog) };
}
