import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITIES } from './entities';
import { MIGRATIONS } from '../migrations';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface OrmOptions {
  clientUrl: string;
  /** 1 for embedded PGlite (a second connection would hang behind an open transaction). */
  poolMax: number;
  debug?: boolean;
}

export function ormConfig({ clientUrl, poolMax, debug = false }: OrmOptions) {
  return {
    clientUrl,
    entities: ENTITIES,
    pool: { min: 0, max: poolMax },
    debug,
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

export async function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(options));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
