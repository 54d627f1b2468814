import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabase } from '../src/db/database';
import { createOrm, type Orm } from '../src/db/orm';
import type { AppDeps } from '../src/deps';
import { buildDeps, closeDeps, startBackgroundWork } from '../src/server';
import { createTestContext, testClock, testConfig, type TestContext } from './support/test-app';

/** Waits until `check` holds (polling), or fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Two instances need two connections: PostgreSQL only (embedded PGlite serves one; its own test is below). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)(
  'job queue (pg-boss) on PostgreSQL, two instances on one database',
  () => {
    let ctx: TestContext;
    let secondOrm: Orm;
    let a: AppDeps;
    let b: AppDeps;
    const runs: Array<{ instance: string; n: number; jobId: string }> = [];

    beforeAll(async () => {
      ctx = await createTestContext({ seed: false });
      secondOrm = await createOrm({ clientUrl: ctx.db.url, poolMax: ctx.db.poolMax });
      a = ctx.deps;
      b = buildDeps(testConfig(), secondOrm, testClock('2026-06-10T10:00:00Z'));
      for (const [instance, deps] of [
        ['a', a],
        ['b', b],
      ] as const) {
        deps.jobs.define<{ n: number }>({
          name: 'test.count',
          async handler(data, job) {
            runs.push({ instance, n: data.n, jobId: job.id });
            await new Promise((r) => setTimeout(r, 20));
          },
        });
      }
      await startBackgroundWork(a);
      await startBackgroundWork(b);
    });
    afterAll(async () => {
      await closeDeps(b);
      await secondOrm.close();
      await ctx.close();
    });

    it('runs every job exactly once across the instances', async () => {
      for (let n = 0; n < 30; n++) {
        expect(await (n % 2 ? a : b).jobs.schedule(null, 'test.count', { n })).toBe(true);
      }
      await eventually(() => runs.length >= 30);
      await new Promise((r) => setTimeout(r, 1500)); // time for a duplicate to show up
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect(new Set(runs.map((r) => r.jobId)).size).toBe(30);
    });

    it('enqueues inside a transaction only when it commits', async () => {
      const before = runs.length;
      await a.orm.em
        .fork()
        .transactional(async (tx) => {
          await a.jobs.schedule(tx, 'test.count', { n: 100 });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await a.orm.em.fork().transactional(async (tx) => {
        await a.jobs.schedule(tx, 'test.count', { n: 101 });
      });
      await eventually(() => runs.some((r) => r.n === 101));
      await new Promise((r) => setTimeout(r, 1000));
      expect(runs.slice(before).map((r) => r.n)).toEqual([101]);
    });

    it('runs a job no earlier than asked (runAt is counted on the app clock)', async () => {
      const at = new Date(a.clock.now().getTime() + 2_000);
      const sentAt = Date.now();
      await a.jobs.schedule(null, 'test.count', { n: 200 }, { runAt: at });
      await eventually(() => runs.some((r) => r.n === 200));
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_500);
    });
  },
);

describe('job queue on embedded PGlite (one connection shared with the ORM)', () => {
  it('starts, runs a job enqueued in a transaction, and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stol-jobs-'));
    const config = testConfig({ dataDir: dir });
    const db = await startDatabase(config);
    try {
      expect(db.embedded).toBe(true);
      const deps = buildDeps(config, db.orm, testClock('2026-06-10T10:00:00Z'));
      const seen: number[] = [];
      deps.jobs.define<{ n: number }>({
        name: 'test.embedded',
        handler: async ({ n }) => void seen.push(n),
      });
      await startBackgroundWork(deps);
      await db.orm.em.fork().transactional(async (tx) => {
        await deps.jobs.schedule(tx, 'test.embedded', { n: 1 });
      });
      await eventually(() => seen.length === 1);
      await closeDeps(deps);
      expect(seen).toEqual([1]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
