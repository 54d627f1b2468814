import { offsetClock } from './clock';
import { loadConfig } from './config';
import { startDatabase } from './db/database';
import { runSeed } from './db/seed';
import { buildDeps, closeDeps, startBackgroundWork, startServer } from './server';

const config = loadConfig();
if (config.testHooks && config.nodeEnv === 'production') {
  throw new Error('STOL_TEST_HOOKS must not be enabled in production');
}
// Moved only in the e2e stack (STOL_CLOCK_OFFSET_MS, with the test hooks, so never in production).
const clock = offsetClock(config.clockOffsetMs);

const db = await startDatabase(config);
const deps = buildDeps(config, db.orm, clock);
// The demo hub lives where the guest site does (PUBLIC_SITE_URL), on whatever port that is.
await runSeed(db.orm, clock.now(), config.messaging.publicSiteUrl, {
  demoServiceRules: config.seedDemoRules,
});
await startBackgroundWork(deps);
const server = await startServer(deps, config.port);
deps.logger.info(
  {
    port: server.port,
    database: db.embedded ? 'embedded (PGlite)' : 'DATABASE_URL',
    redis: Boolean(config.redisUrl),
    botCheck: config.botCheck.mode,
  },
  `Stol API listening on http://localhost:${server.port}`,
);
if (config.botCheck.mode === 'off') {
  deps.logger.warn('BOT_CHECK=off: guest bookings are not checked for bots (for local experiments only)');
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, 'shutting down');
  try {
    await server.close();
    await closeDeps(deps); // stops the job workers before the database goes
    await db.close();
    process.exit(0);
  } catch (err) {
    deps.logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
