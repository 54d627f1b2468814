import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/config';
import { MIGRATIONS } from '../src/migrations';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The API as deployed (issue 19 item 29): `npm run build -w @stol/api` bundles it into api/dist with its source
 * map, and `node --enable-source-maps dist/main.js` starts without tsx, migrates (the migrations are in the
 * bundle) and seeds a fresh database, serves, and starts again on the same database without running a migration
 * twice (MikroORM knows them by name, which the bundle must keep). Embedded PGlite (a fresh clone's `npm start`)
 * always; PostgreSQL too when TEST_DATABASE_URL is set.
 */

const API_DIR = join(REPO_ROOT, 'api');
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/**
 * The build script's output, in a folder of this test's own (inside api/, so the bundle finds node_modules as
 * api/dist does), not api/dist itself: a `turbo run build` beside the tests must not replace it mid-run.
 */
mkdirSync(join(API_DIR, 'node_modules/.cache'), { recursive: true });
const outdir = mkdtempSync(join(API_DIR, 'node_modules/.cache/stol-built-'));
const MAIN = join(outdir, 'main.js');

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', `--outdir=${outdir}`], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  expect(build.stderr).toMatch(/api build: .*main\.js \(\d+ kB, \d+ migrations\)/);
  expect(build.status).toBe(0);
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

it('is one JavaScript bundle with a source map of the TypeScript, @stol/contracts compiled in', () => {
  const bundle = readFileSync(MAIN, 'utf8');
  const map = JSON.parse(readFileSync(`${MAIN}.map`, 'utf8')) as { sources: string[] };
  expect(bundle).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
  const sources = map.sources.map((source) => relative(REPO_ROOT, join(outdir, source)));
  expect(sources).toEqual(expect.arrayContaining(['api/src/main.ts', 'api/src/db/orm.ts']));
  expect(sources.some((source) => source.startsWith('packages/contracts/src/'))).toBe(true);
  // Packages come from node_modules at run time; no tsx wrappers (a __name call per closure).
  expect(bundle).toMatch(/from "@mikro-orm\/core"/);
  expect(bundle).not.toContain('__name(');
});

async function serves(api: ApiProcess): Promise<void> {
  expect((await fetch(`${api.url}/health`)).status).toBe(200);
  const availability = await fetch(`${api.url}/public/availability?restaurantId=1&date=${tomorrow}&guests=2`);
  expect(availability.status).toBe(200);
  expect(((await availability.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
}

describe('node dist/main.js on embedded PGlite (a fresh data directory)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stol-built-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds and serves; started again on the same data, it serves again', async () => {
    for (let start = 0; start < 2; start++) {
      const api = await startApiProcess({}, { built: MAIN, dataDir });
      try {
        expect(api.output()).toContain('"database":"embedded (PGlite)"');
        await serves(api);
      } finally {
        expect(await api.stop()).toBe(0);
      }
    }
  }, 180_000);
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('node dist/main.js on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('runs every migration once, by its own name, and serves; a restart runs none again', async () => {
    for (let start = 0; start < 2; start++) {
      const api = await startApiProcess({ DATABASE_URL: db.url }, { built: MAIN });
      try {
        await serves(api);
      } finally {
        expect(await api.stop()).toBe(0);
      }
    }
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select name from mikro_orm_migrations order by id',
      );
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => new m({} as never, {} as never).name));
    } finally {
      await client.end();
    }
  }, 180_000);
});
