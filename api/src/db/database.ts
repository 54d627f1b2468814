import { join } from 'node:path';
import type { AppConfig } from '../config';
import { startEmbeddedPostgres } from './embedded-pg';
import { createOrm, migrate, type Orm } from './orm';

export interface Database {
  orm: Orm;
  embedded: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL → that PostgreSQL; unset → embedded PGlite under `<dataDir>/pg`. Migrates before returning. */
export async function startDatabase(
  config: Pick<
    AppConfig,
    | 'databaseUrl'
    | 'dataDir'
    | 'embeddedPgPort'
    | 'dbConnectTimeoutMs'
    | 'dbStatementTimeoutMs'
    | 'dbQueryTimeoutMs'
  >,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'pg'), config.embeddedPgPort);
  const clientUrl = config.databaseUrl ?? embedded!.url;
  const base = { clientUrl, poolMax: embedded ? 1 : 10, connectTimeoutMs: config.dbConnectTimeoutMs };
  // The query timeouts guard the requests against a database that does not answer; embedded PGlite lives in
  // this process (no network to partition) and ignores the startup settings a statement timeout needs.
  const timeouts = embedded
    ? {}
    : { statementTimeoutMs: config.dbStatementTimeoutMs, queryTimeoutMs: config.dbQueryTimeoutMs };
  let orm: Orm | undefined;
  try {
    if (embedded || (!timeouts.statementTimeoutMs && !timeouts.queryTimeoutMs)) {
      orm = await createOrm(base);
      await migrate(orm);
    } else {
      // Migrations run without the timeouts (a long data migration must not be cut off), on their own ORM.
      const migrating = await createOrm(base);
      try {
        await migrate(migrating);
      } finally {
        await migrating.close();
      }
      orm = await createOrm({ ...base, ...timeouts });
    }
  } catch (err) {
    await orm?.close();
    await embedded?.stop();
    throw err;
  }
  return {
    orm,
    embedded: Boolean(embedded),
    async close() {
      await orm.close();
      await embedded?.stop();
    },
  };
}
