import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { fromKysely, PgBoss, type Job, type KyselyTransactionLike, type Queue } from 'pg-boss';
import type { Clock } from '../../clock';
import type { DatabaseOutage } from '../../db/database-outage';
import { ormPool, type Orm } from '../../db/orm';
import { backgroundConcurrency, settleBounded } from './bounded';

/** The PostgreSQL schema pg-boss keeps its tables in (created and migrated by pg-boss itself on start). */
export const JOB_SCHEMA = 'pgboss';

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export interface JobDefinition<T> {
  name: string;
  /** Queue settings (retries, backoff, expiry); pg-boss's defaults otherwise. */
  queue?: Omit<Queue, 'name'>;
  handler: JobHandler<T>;
}

export interface ScheduleOptions {
  /** When the job may run; the app's clock decides how far ahead that is (pg-boss counts from the database's now). */
  runAt?: Date;
  /** At most one queued job per key (pg-boss singletonKey). */
  singletonKey?: string;
}

export interface JobQueue {
  /** Registers a job kind; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly running: boolean;
  /**
   * Enqueues a job. Given the EntityManager of an open transaction, the job is written through that
   * transaction's connection: it exists only if the transaction commits (and, with PGlite's single connection,
   * nothing waits for a second connection while the transaction holds the only one).
   * When the queue is not running (tests that do not start background work) nothing is enqueued: false.
   */
  schedule<T extends object>(
    em: EntityManager | null,
    name: string,
    data: T,
    options?: ScheduleOptions,
  ): Promise<boolean>;
}

export interface JobQueueOptions {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  /** Failures because PostgreSQL is unreachable are logged there, once per outage (not at each poll). */
  databaseOutage?: Pick<DatabaseOutage, 'failed'>;
  /** How often an idle worker looks for due jobs (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  /** Jobs of one kind fetched at once (one query claims them all). */
  batchSize?: number;
  /** Jobs of one kind worked at once (JOB_CONCURRENCY; capped below the pool's size, see bounded.ts). */
  concurrency?: number;
}

export const JOB_DEFAULTS = { batchSize: 20, concurrency: 5 };

/**
 * Timed work on pg-boss (DESIGN §2): reminders, review requests and the later timed jobs run once across API
 * instances and survive restarts. pg-boss runs its SQL through the ORM's own pg Pool (one code path for
 * PostgreSQL and for embedded PGlite, whose socket serves a single connection).
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  let boss: PgBoss | undefined;
  let running = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const batchSize = options.batchSize ?? JOB_DEFAULTS.batchSize;

  return {
    define(definition) {
      if (running) throw new Error(`Job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    get running() {
      return running;
    },
    async start() {
      if (running) return;
      const pool = await ormPool(options.orm);
      const instance = new PgBoss({
        db: { executeSql: (text, values) => pool.query(text, values) },
        schema: JOB_SCHEMA,
        // Cron schedules are not used; jobs carry their own start time.
        schedule: false,
      });
      instance.on('error', (err: unknown) => {
        if (!options.databaseOutage?.failed(err)) options.logger.error({ err }, 'job queue error');
      });
      await instance.start();
      for (const def of definitions.values()) {
        await instance.createQueue(def.name, def.queue ?? {});
      }
      const concurrency = backgroundConcurrency(
        options.concurrency ?? JOB_DEFAULTS.concurrency,
        pool.options.max ?? 10,
      );
      for (const def of definitions.values()) {
        // A batch per fetch, worked `concurrency` at a time; while batches come back full the worker fetches
        // the next at once instead of after the polling interval (27 reminders due together used to take 27
        // intervals). Each job settles on its own: a failed one is retried alone, the others stay done.
        await instance.work<object>(
          def.name,
          { pollingIntervalSeconds, batchSize, burstWhenBatchFull: true, perJobResults: true },
          async (jobs) => {
            const outcomes = await settleBounded(jobs, concurrency, (job) => def.handler(job.data, job));
            return jobs.map((job, i) => {
              const outcome = outcomes[i]!;
              if (outcome.status === 'fulfilled') return { id: job.id, status: 'completed' as const };
              if (!options.databaseOutage?.failed(outcome.reason)) {
                options.logger.warn({ err: outcome.reason, job: def.name, jobId: job.id }, 'job failed');
              }
              return { id: job.id, status: 'failed' as const, output: errorOutput(outcome.reason) };
            });
          },
        );
      }
      boss = instance;
      running = true;
    },
    async stop() {
      if (!boss) return;
      const instance = boss;
      boss = undefined;
      running = false;
      // Waits for running handlers; does not close the shared pool (it belongs to the ORM).
      await instance.stop({ graceful: true, close: false, timeout: 10_000 });
    },
    async schedule(em, name, data, scheduleOptions = {}) {
      if (!boss) {
        options.logger.debug({ job: name }, 'job queue not running: job not scheduled');
        return false;
      }
      const trx = em?.getTransactionContext<KyselyTransactionLike & { isTransaction?: boolean }>();
      const startAfter = scheduleOptions.runAt
        ? Math.max(0, Math.ceil((scheduleOptions.runAt.getTime() - options.clock.now().getTime()) / 1000))
        : undefined;
      await boss.send(name, data, {
        ...(startAfter ? { startAfter } : {}),
        ...(scheduleOptions.singletonKey ? { singletonKey: scheduleOptions.singletonKey } : {}),
        ...(trx ? { db: fromKysely(trx) } : {}),
      });
      return true;
    },
  };
}

/** What pg-boss keeps of a failed job (its output), as the thrown error would have been kept. */
function errorOutput(err: unknown): object {
  return err instanceof Error ? { name: err.name, message: err.message } : { message: String(err) };
}
