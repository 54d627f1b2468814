import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITIES } from './entities';
import { MIGRATIONS } from '../migrations';
import { releaseDeadConnections } from './release-dead-connections';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface OrmOptions {
  clientUrl: string;
  /** 1 for embedded PGlite (a second connection would hang behind an open transaction). */
  poolMax: number;
  /**
   * While PostgreSQL is unreachable a request fails after this long instead of hanging: it bounds both opening
   * a connection (up to the server's ready answer, so a silent host counts too) and waiting for a pooled one.
   */
  connectTimeoutMs?: number;
  /** Server-side cap on one statement, 0/undefined = none (not for PGlite: its socket ignores startup settings). */
  statementTimeoutMs?: number;
  /**
   * Client-side cap on one query's answer, 0/undefined = none: a network partition (PostgreSQL's packets held,
   * the socket still open) is noticed by nothing else. The query fails (503) and its connection is dropped, so
   * the pool never hands the stuck connection out again (release-dead-connections.ts).
   */
  queryTimeoutMs?: number;
  debug?: boolean;
  /** Called with the pg Pool MikroORM creates (see ormPool). */
  onPool?: (pool: Pool) => void;
}

export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 5000;

export function ormConfig({
  clientUrl,
  poolMax,
  connectTimeoutMs = DEFAULT_DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs,
  queryTimeoutMs,
  debug = false,
  onPool,
}: OrmOptions) {
  return {
    clientUrl,
    entities: ENTITIES,
    pool: { min: 0, max: poolMax },
    // Passed to pg's Pool (and each Client it opens).
    driverOptions: {
      connectionTimeoutMillis: connectTimeoutMs,
      // TCP keep-alive: a connection whose peer vanished without a word is found dead instead of waiting forever
      // (first probe after 10 s idle instead of the system's two hours).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
      ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
      // Called by MikroORM with the pg Pool it creates.
      onPoolCreated: (pool: Pool) => {
        releaseDeadConnections(pool);
        onPool?.(pool);
      },
    },
    debug,
    // Filters (the soft delete of tables, table.entity.ts) apply to queries on their own entity only: a
    // reservation whose table was deleted is history and must still be found, counted and listed (by default
    // MikroORM would join the relation and hide it).
    filtersOnRelations: false,
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      emit: 'ts' as const,
      // Explicit list instead of folder discovery: works the same under tsx, jest and a bundler.
      migrationsList: MIGRATIONS,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-stol',
      silent: true,
    },
  };
}

export type Orm = MikroORM;

const POOLS = new WeakMap<Orm, () => Pool | undefined>();
/** The same pools by the ORM's configuration, which every EntityManager fork shares (see poolOf). */
const POOLS_BY_CONFIG = new WeakMap<object, () => Pool | undefined>();

export async function createOrm(options: OrmOptions): Promise<Orm> {
  let pool: Pool | undefined;
  const orm = await MikroORM.init(
    ormConfig({
      ...options,
      onPool: (created) => {
        pool = created;
        options.onPool?.(created);
      },
    }),
  );
  POOLS.set(orm, () => pool);
  POOLS_BY_CONFIG.set(orm.config, () => pool);
  return orm;
}

/**
 * The pg Pool under the ORM's connection: the job queue runs its SQL through it, so on embedded PGlite (one
 * connection) it shares the app's single connection instead of opening a second one the socket refuses.
 */
export async function ormPool(orm: Orm): Promise<Pool> {
  let pool = POOLS.get(orm)?.();
  if (!pool) {
    await orm.em.getConnection().execute('select 1'); // the pool is created with the first connection
    pool = POOLS.get(orm)?.();
  }
  if (!pool) throw new Error('The ORM was not created by createOrm: no pool to share');
  return pool;
}

/**
 * The pg Pool under an EntityManager's ORM once it exists (created with the first connection); undefined
 * before that, or for an ORM createOrm did not make.
 */
export const poolOf = (em: { config: object }): Pool | undefined => POOLS_BY_CONFIG.get(em.config)?.();

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
