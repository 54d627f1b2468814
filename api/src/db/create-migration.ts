/**
 * Generates a migration from the difference between the entities and the migrated schema.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run migration:create -w api [name]
 * It migrates a scratch database created next to DATABASE_URL, diffs, writes src/migrations/<file>.ts
 * and drops the scratch database. Register the new class in src/migrations/index.ts.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { createOrm, migrate } from './orm';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `stol_migration_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const url = new URL(baseUrl);
url.pathname = `/${scratch}`;
try {
  const orm = await createOrm({ clientUrl: url.toString(), poolMax: 1 });
  try {
    await migrate(orm);
    const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
    console.warn(result.fileName ? `Created ${result.fileName}` : 'No schema changes');
  } finally {
    await orm.close();
  }
} finally {
  await admin.query(`drop database if exists ${scratch}`);
  await admin.end();
}
