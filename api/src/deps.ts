import type { Logger } from 'pino';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Orm } from './db/orm';
import type { JobQueue } from './modules/jobs/job-queue';
import type { MessageTransport } from './modules/outbox/transport';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { RedisClient } from './redis/redis-client';

/** Everything the app needs from outside; tests inject their own clock, config and database. */
export interface AppDeps {
  config: AppConfig;
  orm: Orm;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeHub;
  transport: MessageTransport;
  /** pg-boss timed work; started by startBackgroundWork (main.ts), stopped by closeDeps. */
  jobs: JobQueue;
  /** Command connection to REDIS_URL (rate-limit counters); undefined without it. Close with closeDeps. */
  redis: RedisClient | undefined;
}
