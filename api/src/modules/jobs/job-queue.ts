import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { fromKysely, PgBoss, type Job, type KyselyTransactionLike, type Queue } from 'pg-boss';
import type { Clock } from '../../clock';
import { ormPool, type Orm } from '../../db/orm';

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
  /** How often an idle worker looks for due jobs (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
}

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
      instance.on('error', (err: unknown) => options.logger.error({ err }, 'job queue error'));
      await instance.start();
      for (const def of definitions.values()) {
        await instance.createQueue(def.name, def.queue ?? {});
      }
      for (const def of definitions.values()) {
        await instance.work<object>(def.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await def.handler(job.data, job);
        });
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
