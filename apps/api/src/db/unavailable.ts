// Which errors mean "the database cannot be reached right now" (a restart, a failover, connections killed,
// a pool exhausted, a SQLite file busy), as opposed to a bug. Those answer 503 so that clients and load
// balancers retry, instead of a 500 that reads as a defect.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and query_canceled
// (our statement_timeout); class 08 is "connection exception".
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|terminating connection/i;

/**
 * Whether `error` says the database is unavailable for now (retry later), not that a request is wrong.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })); // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || SQLITE_CODES.has(code) || code.startsWith('08')) return true;
  }
  return MESSAGES.test(error.message);
}
