/**
 * The school's backend: a PostgreSQL database that the rooms' hosts share (`--database
 * postgres://…`, or the desktop app's setting). The same schema and queries as the SQLite file;
 * PostgreSQL's own transactions make an answer durable when its commit returns.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { errorText } from '../../errors';
import { migrate } from './migrations';
import type { RecordsSchema } from './schema';
import { RecordsUnavailableError } from './sqlite';

const BIGINT_OID = 20;
const NUMERIC_OID = 1700;

/** Epoch milliseconds and counts are bigint in PostgreSQL; they fit a JavaScript number. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The URL without its password, for messages and logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(an address that cannot be read)';
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export async function openPostgres(url: string): Promise<Kysely<RecordsSchema>> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types, connectionTimeoutMillis: 5000 });
  // An idle connection the server dropped must not take the host down.
  pool.on('error', () => undefined);
  const db = new Kysely<RecordsSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db, 'postgres', safeUrl(url));
    return db;
  } catch (error) {
    await db.destroy();
    if (error instanceof Error && error.name === 'NewerSchemaError') throw error;
    throw new RecordsUnavailableError(`the PostgreSQL database ${safeUrl(url)} cannot be used: ${errorText(error)}`);
  }
}
