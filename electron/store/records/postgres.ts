/**
 * The school's backend: a PostgreSQL database that the rooms' hosts share (`--database
 * postgres://…`, or the desktop app's setting). The same schema and queries as the SQLite file;
 * PostgreSQL's own transactions make an answer durable when its commit returns.
 */
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { errorText } from '../../errors';
import { migrate } from './migrations';
import type { RecordsSchema } from './schema';
import { connectionLost, RecordsUnavailableError } from './unavailable';

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
  // A connection the server dropped must not take the host down: an idle one reports to the pool,
  // one in use to its client, which node-postgres lets throw when nobody listens (issue 32 finding
  // 1: pg_terminate_backend under load killed the host). The query in flight fails by itself, and
  // the pool drops the client when it is given back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<RecordsSchema>({ dialect: new PostgresDialect({ pool: reporting(pool, url) }) });
  try {
    await migrate(db, 'postgres', safeUrl(url));
    return db;
  } catch (error) {
    await db.destroy();
    if (error instanceof Error && (error.name === 'NewerSchemaError' || error instanceof RecordsUnavailableError)) throw error;
    throw new RecordsUnavailableError(`the PostgreSQL database ${safeUrl(url)} cannot be used: ${errorText(error)}`);
  }
}

/**
 * The pool as Kysely uses it, but a lost server or connection is a RecordsUnavailableError,
 * whatever the query: the request says the database cannot be reached, not "internal". The pool
 * makes new connections as they are needed, so the host goes on once the server is back.
 */
function reporting(pool: pg.Pool, url: string): PostgresPool {
  const unavailable = (error: unknown) =>
    connectionLost(error) ? new RecordsUnavailableError(`the PostgreSQL database ${safeUrl(url)} cannot be reached (${errorText(error)})`) : error;
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      return {
        query: ((sql: string, parameters: readonly unknown[]) =>
          client.query(sql, [...parameters]).catch((error: unknown) => {
            throw unavailable(error);
          })) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
