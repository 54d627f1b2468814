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

/** The server test databases are made on (TEST_DATABASE_URL), if any; else each file runs an embedded PGlite. */
export const testServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh database for one test file: with TEST_DATABASE_URL a new `stol_test_<random>` database on that server
 * (dropped at the end), empty or a copy of `template` (see database-template.ts); else an empty embedded PGlite
 * in a temporary directory on a random port.
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (serverUrl) {
    const name = `stol_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await createDatabase(admin, name, options.template);
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

/** Copies of one template made at the same moment can meet PostgreSQL's "being accessed by other users": retried. */
async function createDatabase(admin: pg.Client, name: string, template?: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
