import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a connection to PostgreSQL that is refused, dropped or silent. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** admin_shutdown, crash_shutdown, cannot_connect_now: the server is going away or not back yet. */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);

/**
 * What pg says when a connection ends under it or cannot be had in time (a dropped connection, a connect that
 * timed out, a pool whose acquire timed out, a client that already broke, a query whose answer did not come
 * within DB_QUERY_TIMEOUT_MS).
 */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * Whether a failure means "PostgreSQL is unreachable right now" (answered 503, worth retrying shortly) rather
 * than a fault of the request or of the code. Looks through MikroORM's wrappers (`cause`) and Node's
 * AggregateError (one error per address tried).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (err instanceof ConnectionException) return true;
  const e = err as {
    code?: unknown;
    sqlState?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && NETWORK_CODES.has(code)) return true;
  const state = typeof e.sqlState === 'string' ? e.sqlState : code;
  if (state && /^[0-9A-Z]{5}$/.test(state) && (state.startsWith('08') || SERVER_GONE_STATES.has(state))) {
    return true;
  }
  if (typeof e.message === 'string' && PG_CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return e.cause !== err && isDatabaseUnavailable(e.cause, depth + 1);
}
