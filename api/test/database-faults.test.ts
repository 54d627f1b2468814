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

/** Sent by occupancy.writer.ts after the reservation row is inserted, inside the booking's transaction. */
const MID_TRANSACTION = 'pg_advisory_xact_lock';

/** What the database holds of a booking by that guest name, read once the API is back. */
async function saved(name: string) {
  expect(await until(200, me)).toBe(200);
  const em = ctx.orm.em.fork();
  const [row] = await em.execute<{ reservations: string; table_rows: string }[]>(
    `select (select count(*) from reservations where name = ?) as reservations,
       (select count(*) from reservation_tables rt join reservations r on r.id = rt.reservation_id
        where r.name = ?) as table_rows`,
    [name, name],
  );
  return { reservations: Number(row!.reservations), tableRows: Number(row!.table_rows) };
}

/** A guest booking of the fixture's table (its name tells the tests' bookings apart). */
const bookingBy = (name: string, date: string) => ({
  tableId: fx.tables[1],
  name,
  phone: '091 234 5678',
  guests: 2,
  date,
});
const reserve = (body: object) => request(ctx.app).post('/reserve').send(body);

describe('a write cut in flight', () => {
  it('is committed whole or not at all', async () => {
    const name = 'Cut In Flight';
    const booking = bookingBy(name, '2026-06-11T13:00:00+02:00');

    // The connection drops between the reservation's insert and its table hold, in the middle of the transaction.
    const tripped = proxy.cutWhenClientSends(MID_TRANSACTION);
    const res = await reserve(booking);
    await tripped;
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
    proxy.restore();

    // Nothing of it was committed: no reservation, no table hold.
    expect(await saved(name)).toEqual({ reservations: 0, tableRows: 0 });
    // The guest's retry books it, whole.
    const retry = await reserve(booking);
    expect(retry.status).toBe(201);
    expect(await saved(name)).toEqual({ reservations: 1, tableRows: 1 });
  });

  it('as many broken transactions as the pool has connections do not use the pool up', async () => {
    // Each transaction whose connection drops also fails its rollback; the pool must still get its slots back,
    // or the API would answer 503 for good once the database returns.
    for (let broken = 0; broken < ctx.db.poolMax + 1; broken++) {
      const tripped = proxy.cutWhenClientSends(MID_TRANSACTION);
      const res = await reserve(bookingBy(`Burst ${broken}`, '2026-06-11T15:00:00+02:00'));
      await tripped;
      expect(res.status).toBe(503);
      proxy.restore();
    }
    expect(await until(200, me)).toBe(200);
    const booked = await reserve(bookingBy('After The Burst', '2026-06-11T15:00:00+02:00'));
    expect(booked.status).toBe(201);
  });
});
