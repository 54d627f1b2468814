import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { createApp } from './app';
import { createHttpServer } from './http/http-server';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { AppDeps } from './deps';
import { createDatabaseOutage } from './db/database-outage';
import type { Orm } from './db/orm';
import { createJobQueue } from './modules/jobs/job-queue';
import { registerReservationJobs } from './modules/notifications/reservation-messages';
import { registerHoldSweepJob, startHoldSweeps } from './modules/holds/hold-sweep';
import { registerNoShowJob, startNoShowSweeps } from './modules/reservations/auto-no-show';
import { createOutboxDispatcher } from './modules/outbox/outbox-dispatcher';
import { createSenders } from './modules/outbox/senders';
import { createRealtimeHub } from './realtime/realtime-hub';
import { attachSocketServer, type SocketServer } from './realtime/socket-server';
import { mountTestEmitHook } from './realtime/test-emit-hook';
import { closeRedisClient, connectInBackground, createRedisClient } from './redis/redis-client';
import { mountTestPastVisitHook } from './test-hooks/past-visit-hook';

export interface RunningServer {
  deps: AppDeps;
  http: HttpServer;
  sockets: SocketServer;
  port: number;
  close(): Promise<void>;
}

export function buildDeps(
  config: AppConfig,
  orm: Orm,
  clock: Clock,
  /** Where the logs go (tests read them); else pino to stdout at LOG_LEVEL. */
  given: { logger?: Logger } = {},
): AppDeps {
  const logger =
    given.logger ??
    pino({
      level: config.logLevel,
      // Credentials never reach the logs (request URLs lose their tokens in http/redact-url.ts).
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    });
  const senders = createSenders(config.smtpUrl, config.messaging);
  const databaseOutage = createDatabaseOutage({ orm, logger });
  const deps: AppDeps = {
    config,
    orm,
    clock,
    logger,
    databaseOutage,
    realtime: createRealtimeHub(),
    senders,
    outbox: createOutboxDispatcher({
      orm,
      clock,
      logger,
      senders,
      databaseOutage,
      pollingIntervalSeconds: config.messaging.pollingIntervalSeconds,
      concurrency: config.messaging.jobConcurrency,
      // A developer reads codes and links of unsent messages from the log; production never logs them.
      logRecordedContent: config.nodeEnv !== 'production',
    }),
    jobs: createJobQueue({
      orm,
      clock,
      logger,
      databaseOutage,
      pollingIntervalSeconds: config.messaging.pollingIntervalSeconds,
      concurrency: config.messaging.jobConcurrency,
    }),
    redis: config.redisUrl
      ? connectInBackground(
          createRedisClient(config.redisUrl, logger, { name: 'rate limits', failFast: true }),
          logger,
          'rate limits',
        )
      : undefined,
  };
  registerReservationJobs(deps);
  registerNoShowJob(deps);
  registerHoldSweepJob(deps);
  return deps;
}

/**
 * Starts the work that runs beside the HTTP server: the job queue (pg-boss) with its workers (and the first
 * automatic no-show sweep) and the outbox dispatcher. main.ts calls it
 * before listening; tests that need it call it on their own context.
 */
export async function startBackgroundWork(deps: AppDeps): Promise<void> {
  await deps.jobs.start();
  await startNoShowSweeps(deps);
  await startHoldSweeps(deps);
  deps.outbox.start();
}

/** Releases what buildDeps opened (the database belongs to its creator). */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.outbox.stop();
  await deps.jobs.stop();
  deps.databaseOutage.stop();
  deps.senders.close();
  if (deps.redis) await closeRedisClient(deps.redis);
}

/** TEST ONLY routes (STOL_TEST_HOOKS=1; main.ts refuses them in production). */
export function mountTestHooks(app: Express, deps: AppDeps): void {
  mountTestEmitHook(app, deps.realtime);
  mountTestPastVisitHook(app, deps.orm);
}

/** HTTP + Socket.IO on one port (used by main.ts and by the socket tests). */
export async function startServer(deps: AppDeps, port: number): Promise<RunningServer> {
  const app = createApp(deps, {
    extraRoutes: deps.config.testHooks ? (a) => mountTestHooks(a, deps) : undefined,
  });
  const http = createHttpServer(app);
  const sockets = await attachSocketServer(http, deps);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, () => resolve());
  });
  return {
    deps,
    http,
    sockets,
    port: (http.address() as AddressInfo).port,
    async close() {
      const closing = sockets.close(); // also closes the HTTP server…
      http.closeAllConnections(); // …which would otherwise wait for idle keep-alive connections
      await closing;
    },
  };
}
