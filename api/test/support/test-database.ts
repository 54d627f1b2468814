import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-pg';

export interface TestDatabase {
  url: string;
  /** Pool size the ORM may use against this database. */
  poolMax: number;
  embedded: boolean;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: with TEST_DATABASE_URL a new `stol_test_<random>` database on
 * that server (dropped at the end), else an embedded PGlite in a temporary directory on a random port.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `stol_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      poolMax: 5,
      embedded: false,
      async drop() {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'stol-pglite-'));
  const embedded = await startEmbeddedPostgres(dir, 0);
  return {
    url: embedded.url,
    poolMax: 1,
    embedded: true,
    async drop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
