/**
 * The records database cannot be used right now: it cannot be opened, or (PostgreSQL) the server
 * or the connection to it is gone. Requests that need it answer 'storage-unavailable', writes are
 * refused rather than acknowledged, and the next request tries again (issue 32 finding 1).
 */
import { errorText } from '../../errors';

export class RecordsUnavailableError extends Error {
  override name = 'RecordsUnavailableError';
}

/** Socket errors of a server that went away or cannot be reached. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether a PostgreSQL client's error says the server or the connection is gone, not that the
 * query was wrong: a network error, SQLSTATE class 08 (connection exception), 57P01-57P03 (the
 * server shut down, crashed or is starting), or node-postgres's own words for a lost connection.
 */
export function connectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (NETWORK.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection is closed/i.test(errorText(error));
}
