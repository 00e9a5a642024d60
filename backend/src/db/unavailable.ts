import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * SQLSTATE classes and codes meaning "the database cannot be reached or is going away", not "this query is wrong":
 * connection exceptions (08…), an administrator or crash shutdown, a server still starting or stopping (57P01-57P03),
 * and too many connections (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * What pg and pg-pool say, without a code, when a connection is lost or none is free in time; the last is the
 * embedded database's single connection not becoming free in time (db/pglite-pool.ts).
 */
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|for the database connection$/i;

/**
 * Whether an error means the database is unavailable (down, restarting, cut off, or no pool connection free in
 * time) rather than that a statement failed. TypeORM wraps driver errors (copying their code) and keeps the original
 * as `driverError`. A `cause` is not followed: fetch() to another service (a gateway, a market-data mirror) fails with
 * the same socket codes there, and that is not the database.
 *
 * @example isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')) // true
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  // TypeORM hands a query runner's connection back to the pool as soon as the connection fails; the transaction's
  // next statement (its COMMIT, say) then finds the runner released. Our code runs statements only inside
  // transaction callbacks, before that release, so here it means the connection was lost. A statement sent through
  // the transaction's manager (manager.query) finds it released too, and says so with the provider's error.
  if (err instanceof QueryRunnerAlreadyReleasedError || err instanceof QueryRunnerProviderAlreadyReleasedError) {
    return true;
  }
  const e = err as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    errors?: unknown;
    driverError?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('08') && code.length === 5) return true;
  if (UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
  if (code === 'ENOENT' && e.syscall === 'connect') return true;
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1);
}
