/**
 * The real API in a child process (so autocannon in the runner does not share its event loop): the same
 * startDatabase → buildDeps → startServer path as src/main.ts, configured from the environment the runner
 * passes (DATABASE_URL = the bench database, LOG_LEVEL, …). It skips main.ts's demo seed only: that seed
 * writes demo restaurants and users with fixed ids, which would mix into the benchmark's dataset.
 */
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { startDatabase } from '../src/db/database';
import { buildDeps, closeDeps, startServer } from '../src/server';
import { reportReady } from './child-ready';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('The bench API needs DATABASE_URL (the bench database)');
const db = await startDatabase(config);
const deps = buildDeps(config, db.orm, systemClock);
const server = await startServer(deps, config.port);
reportReady(server.port);

process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => closeDeps(deps))
    .then(() => db.close())
    .finally(() => process.exit(0));
});
