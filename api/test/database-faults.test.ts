import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { hostPort, startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * PostgreSQL going away, for real: the API's pool connects through a TCP proxy the test cuts and restores, or
 * whose traffic it holds (a network partition). While it is away requests fail fast with 503 instead of hanging,
 * and the outage is logged once; once it is back the same app serves again without a restart; a write cut in
 * flight leaves nothing behind.
 */

const NOW = '2026-06-10T10:00:00Z';
/** Generous bound for "answers instead of hanging" (the pool gives up connecting after 1 s here). */
const ANSWERS_WITHIN_MS = 5000;
const CONNECT_TIMEOUT_MS = 1000;
/** The client-side query timeout (DB_QUERY_TIMEOUT_MS): what ends a query whose answer is held. */
const QUERY_TIMEOUT_MS = 2000;
/** /health answers within this whatever the database does. */
const HEALTH_WITHIN_MS = 2000;

/** The app's log lines (warn and above are what an operator is paged by). */
const logs: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  }),
);

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
    orm: { connectTimeoutMs: CONNECT_TIMEOUT_MS, queryTimeoutMs: QUERY_TIMEOUT_MS },
    logger,
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

describe('a network partition: PostgreSQL’s packets held, its sockets open', () => {
  it('a booking answers 503 within the query timeout, /health within 2 s, the outage is logged once; healed, all serve again', async () => {
    // Connections in the pool that the partition will hold, and no outage going on.
    expect((await request(ctx.app).get('/health')).status).toBe(200);
    expect((await me()).status).toBe(200);
    const from = logs.length;
    proxy.hold();
    try {
      const booking = await timed(() => reserve(bookingBy('Partitioned', '2026-06-12T13:00:00+02:00')));
      expect(booking.res.status).toBe(503);
      expect(booking.res.body.code).toBe('DATABASE_UNAVAILABLE');
      expect(booking.ms).toBeLessThan(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS);

      const health = await timed(() => request(ctx.app).get('/health'));
      expect(health.ms).toBeLessThan(HEALTH_WITHIN_MS);
      expect(health.res.status).toBe(503);
      expect(health.res.body).toEqual({
        status: 'unavailable',
        database: 'unavailable',
        // Held connections time out; the pool's new ones fail to connect (the connect timeout here is shorter).
        reason: expect.stringMatching(/^PostgreSQL (did not answer within 1500 ms|cannot be reached)$/),
      });

      // More of the same outage, side by side: each answers 503 in time, none is logged again.
      const more = await Promise.all([
        timed(me),
        timed(me),
        timed(() => reserve(bookingBy('Partitioned Too', '2026-06-12T15:00:00+02:00'))),
        timed(() => request(ctx.app).get('/health')),
      ]);
      for (const call of more) {
        expect(call.res.status).toBe(503);
        expect(call.ms).toBeLessThan(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS);
      }
    } finally {
      proxy.heal();
    }

    // Healed: the pool holds no stuck connection, every request is served again, and bookings are taken.
    expect(await until(200, me)).toBe(200);
    expect((await request(ctx.app).get('/health')).status).toBe(200);
    const after = await reserve(bookingBy('After The Partition', '2026-06-12T17:00:00+02:00'));
    expect(after.status).toBe(201);
    for (let i = 0; i < ctx.db.poolMax * 2; i++) expect((await me()).status).toBe(200);

    // One line for the outage (no stack trace per request), one for its end.
    const logged = logs.slice(from);
    expect(logged.filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^PostgreSQL unreachable: answering 503/),
      }),
    ]);
    expect(logged.filter((line) => line.msg.includes('outage recovered'))).toHaveLength(1);
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
