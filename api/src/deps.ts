import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseOutage } from './db/database-outage';
import type { Orm } from './db/orm';
import type { JobQueue } from './modules/jobs/job-queue';
import type { OutboxDispatcher } from './modules/outbox/outbox-dispatcher';
import type { Senders } from './modules/outbox/senders';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { RedisClient } from './redis/redis-client';

/** Everything the app needs from outside; tests inject their own clock, config and database. */
export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  clock: Clock;
  logger: Logger;
  /** Logs a database outage once (and its recovery) instead of each failure it causes; stopped by closeDeps. */
  databaseOutage: DatabaseOutage;
  realtime: RealtimeHub;
  /** How email and SMS leave (SMTP_URL, SMS_PROVIDER); a channel without one is recorded in the outbox only. */
  senders: Senders;
  /** Delivers the outbox; started by startBackgroundWork. */
  outbox: OutboxDispatcher;
  /** pg-boss timed work; started by startBackgroundWork (main.ts), stopped by closeDeps. */
  jobs: JobQueue;
  /** Command connection to REDIS_URL (rate-limit counters); undefined without it. Close with closeDeps. */
  redis: RedisClient | undefined;
}
