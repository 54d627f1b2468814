import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../http/database-unavailable';
import type { Orm } from './orm';

/** How long /health and the recovery probe wait for PostgreSQL's answer to `select 1` (/health answers within 2 s). */
export const DATABASE_PROBE_TIMEOUT_MS = 1500;

/**
 * Bounds a database call: rejects with DatabaseTimeoutError after `ms` (the call itself goes on until its own
 * query timeout ends it). For answers that must come within a fixed time whatever the database does.
 */
export function withinMs<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

export class DatabaseTimeoutError extends Error {
  /** A network code isDatabaseUnavailable knows: a database that does not answer counts as unreachable. */
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`PostgreSQL did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * One log line per outage instead of a stack trace per request. While PostgreSQL is unreachable every request
 * that needs it answers 503 and the job workers and the outbox fail each poll; the first such failure is logged
 * (warn, with its reason), the rest are not, and a probe (`select 1` every second) logs the recovery once.
 */
export interface DatabaseOutage {
  /**
   * Reports a failure. Answers true when it means "the database is unreachable" (then it is logged here, once
   * per outage, and the caller logs nothing), false for any other failure (the caller logs it as before).
   */
  failed(err: unknown): boolean;
  /** A database call succeeded (e.g. /health): ends an outage at once instead of at the next probe. */
  succeeded(): void;
  readonly down: boolean;
  /** Stops the recovery probe (closeDeps). */
  stop(): void;
}

export function createDatabaseOutage(options: {
  orm: Orm;
  logger: Logger;
  probeEveryMs?: number;
}): DatabaseOutage {
  const probeEveryMs = options.probeEveryMs ?? 1000;
  let since: Date | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const recovered = () => {
    if (!since) return;
    clearTimeout(timer);
    timer = undefined;
    options.logger.info(
      { outageMs: Date.now() - since.getTime() },
      'PostgreSQL reachable again: database outage recovered',
    );
    since = undefined;
  };

  const probe = () => {
    if (stopped || !since) return;
    timer = setTimeout(() => {
      withinMs(options.orm.em.fork().execute('select 1'), DATABASE_PROBE_TIMEOUT_MS).then(recovered, probe);
    }, probeEveryMs);
    timer.unref();
  };

  return {
    failed(err) {
      if (!isDatabaseUnavailable(err)) return false;
      if (!since) {
        since = new Date();
        const reason = rootMessage(err);
        options.logger.warn(
          { reason },
          'PostgreSQL unreachable: answering 503 DATABASE_UNAVAILABLE until it is back (logged once per outage)',
        );
        probe();
      }
      return true;
    },
    succeeded: recovered,
    get down() {
      return Boolean(since);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The innermost cause's message ('Query read timeout', 'Connection terminated…'): the wrappers' carry the SQL. */
function rootMessage(err: unknown): string {
  let e = err;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (e as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error) || cause === e) break;
    e = cause;
  }
  return e instanceof Error ? e.message : String(e);
}
