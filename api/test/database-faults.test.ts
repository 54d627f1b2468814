import pg from 'pg';
import request from 'supertest';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { hostPort, startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * PostgreSQL going away, for real: the API's pool connects through a TCP proxy the test cuts and restores.
 * While it is away requests fail fast with 503 instead of hanging; once it is back the same app serves again
 * without a restart; a write cut in flight leaves nothing behind.
 */

const NOW = '2026-06-10T10:00:00Z';
/** Generous bound for "answers instead of hanging" (the pool gives up connecting after 1 s here). */
const ANSWERS_WITHIN_MS = 5000;
const CONNECT_TIMEOUT_MS = 1000;

let proxy: TcpProxy;
let ctx: TestContext;
let fx: Fixture;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({
    now: NOW,
    connectVia: async (url) => {
      proxy = await startTcpProxy(hostPort(url, 5432));
      return proxy.rewrite(url);
    },
    orm: { connectTimeoutMs: CONNECT_TIMEOUT_MS },
  });
  fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
  token = (await loginAs(ctx.app, DEMO.staff)).token;
});
afterAll(async () => {
  proxy?.restore();
  await ctx?.close();
  await proxy?.close();
});

const me = () => request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${token}`);

async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await call();
  return { res, ms: Date.now() - started };
}

/** Polls until `call` answers `status`, for at most `seconds` (the API must recover by itself). */
async function until(status: number, call: () => Promise<{ status: number }>, seconds = 15): Promise<number> {
  let last = 0;
  for (let i = 0; i < seconds * 4; i++) {
    last = (await call()).status;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

/** A connection of the test's own, straight to PostgreSQL (not through the proxy). */
async function direct(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  return client;
}

describe.each(['blackhole', 'refuse'] as const)('PostgreSQL unreachable (%s)', (mode) => {
  it('requests fail fast with 503 DATABASE_UNAVAILABLE; /health says unavailable; both recover', async () => {
    expect((await me()).status).toBe(200);
    proxy.cut(mode);
    try {
      const call = await timed(me);
      expect(call.ms).toBeLessThan(ANSWERS_WITHIN_MS);
      expect(call.res.status).toBe(503);
      expect(call.res.body).toEqual({
        error: 'Service temporarily unavailable. Please try again shortly.',
        code: 'DATABASE_UNAVAILABLE',
      });

      const health = await timed(() => request(ctx.app).get('/health'));
      expect(health.ms).toBeLessThan(ANSWERS_WITHIN_MS);
      expect(health.res.status).toBe(503);
      expect(health.res.body).toMatchObject({ status: 'unavailable' });
    } finally {
      proxy.restore();
    }
    expect(await until(200, me)).toBe(200);
    expect((await request(ctx.app).get('/health')).status).toBe(200);
  });
});

const TABLE_OCCUPANCY_LOCK = 7301; // occupancy.writer.ts: a booking takes its table's turn mid-transaction

/** Waits (bounded) until `count` transactions wait for the table's turn; returns how many do. */
async function lockWaiters(holder: pg.Client, tableId: number, count: number): Promise<number> {
  let waiting = 0;
  for (let i = 0; i < 100 && waiting < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const locks = await holder.query(
      `select 1 from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2`,
      [TABLE_OCCUPANCY_LOCK, tableId],
    );
    waiting = locks.rowCount ?? 0;
  }
  return waiting;
}

describe('a write cut in flight', () => {
  it('is committed whole or not at all', async () => {
    const tableId = fx.tables[1]!;
    const name = 'Cut In Flight';
    const booking = {
      tableId,
      name,
      phone: '091 234 5678',
      guests: 2,
      date: '2026-06-11T13:00:00+02:00',
    };
    const saved = async () => {
      const client = await direct();
      try {
        const reservations = await client.query('select id from reservations where name = $1', [name]);
        const held = await client.query(
          'select rt.id from reservation_tables rt join reservations r on r.id = rt.reservation_id where r.name = $1',
          [name],
        );
        return { reservations: reservations.rowCount, tableRows: held.rowCount };
      } finally {
        await client.end();
      }
    };

    // Park the booking's transaction mid-way: the reservation row is inserted, then it waits for the table's
    // turn (the advisory lock of occupancy.writer.ts), which this connection holds.
    const holder = await direct();
    try {
      await holder.query('select pg_advisory_lock($1, $2)', [TABLE_OCCUPANCY_LOCK, tableId]);
      const answer = request(ctx.app)
        .post('/reserve')
        .send(booking)
        .then((res) => res);
      expect(await lockWaiters(holder, tableId, 1)).toBe(1);

      proxy.cut();
      await holder.query('select pg_advisory_unlock($1, $2)', [TABLE_OCCUPANCY_LOCK, tableId]);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      proxy.restore();
      await holder.end();
    }
    // Nothing of it was committed: no reservation, no table hold.
    expect(await saved()).toEqual({ reservations: 0, tableRows: 0 });

    // Once the database is back the guest's retry books it, whole.
    const retry = await (async () => {
      for (let i = 0; i < 60; i++) {
        const res = await request(ctx.app).post('/reserve').send(booking);
        if (res.status !== 503) return res;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the API did not recover');
    })();
    expect(retry.status).toBe(201);
    expect(await saved()).toEqual({ reservations: 1, tableRows: 1 });
  });

  it('as many broken transactions as the pool has connections do not use the pool up', async () => {
    // Each transaction whose connection drops also fails its rollback; the pool must still get its slots back,
    // or the API would answer 503 for good once the database returns.
    const tableId = fx.tables[1]!;
    const holder = await direct();
    let answers: { status: number }[];
    try {
      await holder.query('select pg_advisory_lock($1, $2)', [TABLE_OCCUPANCY_LOCK, tableId]);
      const pending = Array.from({ length: ctx.db.poolMax }, (_, i) =>
        request(ctx.app)
          .post('/reserve')
          .send({
            tableId,
            name: `Burst ${i}`,
            phone: '091 234 5678',
            guests: 2,
            date: '2026-06-11T15:00:00+02:00',
          })
          .then((res) => res),
      );
      expect(await lockWaiters(holder, tableId, ctx.db.poolMax)).toBe(ctx.db.poolMax);
      proxy.cut();
      await holder.query('select pg_advisory_unlock($1, $2)', [TABLE_OCCUPANCY_LOCK, tableId]);
      answers = await Promise.all(pending);
    } finally {
      proxy.restore();
      await holder.end();
    }
    expect(answers.map((res) => res.status)).toEqual(Array(ctx.db.poolMax).fill(503));
    expect(await until(200, me)).toBe(200);
  });
});
