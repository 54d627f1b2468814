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
    'databaseUrl' | 'dataDir' | 'embeddedPgPort' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'
  >,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'pg'), config.embeddedPgPort);
  const clientUrl = config.databaseUrl ?? embedded!.url;
  const orm = await createOrm({
    clientUrl,
    poolMax: embedded ? 1 : 10,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: embedded ? undefined : config.dbStatementTimeoutMs,
  });
  try {
    await migrate(orm);
  } catch (err) {
    await orm.close();
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
