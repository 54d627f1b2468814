import pg from 'pg';
import { createOrm, migrate } from '../src/db/orm';

/** The database name in a PostgreSQL URL, checked so it can be quoted into DDL safely. */
function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported bench database name "${name}"`);
  if (name === 'postgres') throw new Error('The bench needs a database of its own, not "postgres"');
  return name;
}

/** The same server's maintenance database, for CREATE/DROP DATABASE. */
function maintenanceUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the bench database when it is missing; `fresh` drops it first (a reseed starts from nothing). */
export async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const name = databaseName(url);
  await withAdmin(url, async (admin) => {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  });
}

/** The app's own migrations, so the bench measures exactly the schema (and indexes) production runs. */
export async function migrateDatabase(url: string): Promise<void> {
  const orm = await createOrm({ clientUrl: url, poolMax: 1 });
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
