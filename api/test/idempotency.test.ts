import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../src/app';
import { createHttpServer } from '../src/http/http-server';
import { defineRoute, type PublicRouteDef } from '../src/http/route-registry';
import { ROUTES } from '../src/http/routes';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Idempotency-Key as the IETF draft (and Stripe) define it, over HTTP on PostgreSQL, through POST /reserve
 * (which opts in with `idempotent: true`) and a test route for the failures /reserve cannot be made to have.
 */

/** Now: Wednesday 2026-06-10 12:00 in Zagreb. */
const NOW = '2026-06-10T10:00:00Z';

let ctx: TestContext;
let fx: Fixture;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, seed: false });
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [
      { number: 1, seats: 2 },
      { number: 2, seats: 4 },
      { number: 3, seats: 4 },
    ],
  });
  // One listening server: parallel requests then really overlap (supertest would start one per request).
  server = createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

const ana = { name: 'Ana Horvat', phone: '091 234 5678', email: 'ana@example.com', guests: 2 };
const ivo = { name: 'Ivo Ivić', phone: '092 765 4321', email: 'ivo@example.com', guests: 2 };

/** A public route that opts in to Idempotency-Key, for behaviour /reserve cannot be made to show. */
const testRoute = (path: string, handler: PublicRouteDef['handler']) =>
  defineRoute({ method: 'post', path, access: 'public', idempotent: true, handler });

const reserve = (body: object, key?: string, path = '/reserve') => {
  const req = request(baseUrl).post(path);
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
};
const reservationsAt = (tableId: number, date: string) =>
  ctx.orm.em.fork().count(Reservation, { tableId, startAt: new Date(date) });
const keyRow = async (key: string) => {
  const [row] = await ctx.orm.em
    .fork()
    .execute<{ status: string }[]>('select status from idempotency_keys where key = ?', [key]);
  return row;
};

describe('replay', () => {
  it('the identical request again: the original status and body, Idempotent-Replayed, nothing new', async () => {
    const body = { ...ana, tableId: fx.tables[1], date: '2026-06-15T12:00:00+02:00' };
    const first = await reserve(body, 'replay-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same data in another key order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await reserve(reordered, 'replay-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await reservationsAt(fx.tables[1]!, body.date)).toBe(1);
  });

  it('without a key every request runs (the header is optional)', async () => {
    const body = { ...ana, tableId: fx.tables[1], date: '2026-06-15T13:00:00+02:00' };
    expect((await reserve(body)).status).toBe(201);
    const second = await reserve(body);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('RESERVATION_OVERLAP');
  });
});

describe('a key used for a different request', () => {
  it('another body → 422, nothing created, nothing of the first guest in the answer', async () => {
    const first = await reserve(
      { ...ana, tableId: fx.tables[2], date: '2026-06-16T12:00:00+02:00' },
      'reuse-1',
    );
    expect(first.status).toBe(201);

    const other = { ...ivo, tableId: fx.tables[3], date: '2026-06-16T12:00:00+02:00' };
    const res = await reserve(other, 'reuse-1');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(res.text).not.toMatch(/Ana|Horvat|\+38591|ana@example|token/);
    expect(res.text).not.toContain(first.body.reservation.token);
    expect(await reservationsAt(fx.tables[3]!, other.date)).toBe(0);
  });

  it('another path (here: with a query) → 422', async () => {
    const body = { ...ana, tableId: fx.tables[2], date: '2026-06-16T13:00:00+02:00' };
    expect((await reserve(body, 'reuse-2')).status).toBe(201);
    const res = await reserve(body, 'reuse-2', '/reserve?again=1');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a key is the client’s own: another client with the same key and body books for itself', async () => {
    // Behind one trusted proxy (TRUST_PROXY=1), X-Forwarded-For names the client.
    const proxied = ctx.appWith({ trustProxy: 1 });
    const body = { ...ana, anyTable: true, restaurantId: fx.restaurantId, date: '2026-06-16T14:00:00+02:00' };
    const send = (ip: string) =>
      request(proxied)
        .post('/reserve')
        .set('Idempotency-Key', 'shared-key')
        .set('X-Forwarded-For', ip)
        .send(body);
    const mine = await send('198.51.100.7');
    const theirs = await send('203.0.113.9');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.reservation.id).not.toBe(mine.body.reservation.id);
  });
});

describe('a key whose first request is still running', () => {
  it('→ 409 IDEMPOTENCY_KEY_IN_PROGRESS; once it finishes, the retry replays it', async () => {
    // An idempotent route whose work the test holds open (as a slow booking would be), without holding a
    // database connection: the same test runs on PostgreSQL and on single-connection embedded PGlite.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow = testRoute('/__test/slow', async (_req, res) => {
      runs += 1;
      await gate;
      res.status(201);
      return { done: runs };
    });
    const app = createHttpServer(createApp(ctx.deps, { routes: [...ROUTES, slow] }));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}/__test/slow`;
    const send = () => request(url).post('').set('Idempotency-Key', 'slow-1').send({ a: 1 });
    try {
      const first = send().then((res) => res); // starts the request
      await waitFor(async () => (await keyRow('slow-1'))?.status === 'in_progress');

      const meanwhile = await send();
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body).toEqual({
        error: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
        code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      });
      expect(meanwhile.headers['retry-after']).toBe('1');

      release();
      const done = await first;
      expect(done.status).toBe(201);
      const retry = await send();
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(done.body);
      expect(runs).toBe(1);
    } finally {
      release();
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});

describe('expiry after 24 hours', () => {
  afterEach(() => ctx.clock.set(NOW));

  it('replays until 24 hours have passed; then the key is new (and expired keys are cleaned up)', async () => {
    const first = { ...ana, tableId: fx.tables[1], date: '2026-06-20T12:00:00+02:00' };
    expect((await reserve(first, 'day-key')).status).toBe(201);
    expect((await reserve(first, 'other-day-key')).status).toBe(409); // overlap: a stored 4xx

    ctx.clock.set('2026-06-11T09:59:00Z'); // 23h59m later: still the same key
    expect((await reserve({ ...first, tableId: fx.tables[2] }, 'day-key')).status).toBe(422);

    ctx.clock.set('2026-06-11T10:00:00Z'); // 24 hours later: the key is new
    const second = { ...ivo, tableId: fx.tables[2], date: '2026-06-20T12:00:00+02:00' };
    const res = await reserve(second, 'day-key');
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.body.reservation.name).toBe('Ivo Ivić');
    // The claim removed the other expired key on its way.
    expect(await keyRow('other-day-key')).toBeUndefined();
  });
});

describe('which answers a key remembers', () => {
  it('a stored 4xx (409 overlap) is replayed', async () => {
    const date = '2026-06-18T12:00:00+02:00';
    expect((await reserve({ ...ivo, tableId: fx.tables[1], date })).status).toBe(201);
    const taken = await reserve({ ...ana, tableId: fx.tables[1], date }, 'taken-1');
    expect(taken.status).toBe(409);
    const again = await reserve({ ...ana, tableId: fx.tables[1], date }, 'taken-1');
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(taken.body);
  });

  it('a 400 releases the key: the corrected request may use it', async () => {
    const date = '2026-06-18T13:00:00+02:00';
    const invalid = await reserve({ ...ana, phone: '091', tableId: fx.tables[2], date }, 'fix-me');
    expect(invalid.status).toBe(400);
    expect(await keyRow('fix-me')).toBeUndefined();
    const fixed = await reserve({ ...ana, tableId: fx.tables[2], date }, 'fix-me');
    expect(fixed.status).toBe(201);
  });

  it('a 5xx releases the key: the retry runs again', async () => {
    let calls = 0;
    const flaky = testRoute('/__test/flaky', () => {
      calls++;
      if (calls === 1) throw new Error('database went away');
      return { calls };
    });
    const app = createApp(ctx.deps, { routes: [...ROUTES, flaky] });
    const failed = await request(app).post('/__test/flaky').set('Idempotency-Key', 'flaky-1').send({ a: 1 });
    expect(failed.status).toBe(500);
    expect(await keyRow('flaky-1')).toBeUndefined();
    const retried = await request(app).post('/__test/flaky').set('Idempotency-Key', 'flaky-1').send({ a: 1 });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ calls: 2 });
    const replayed = await request(app)
      .post('/__test/flaky')
      .set('Idempotency-Key', 'flaky-1')
      .send({ a: 1 });
    expect(replayed.body).toEqual({ calls: 2 });
    expect(calls).toBe(2);
  });
});

describe('the key’s format', () => {
  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a non-ASCII character', 'clé'],
    ['a control character', 'a\tb'],
  ])('%s → 400 with a clear message, nothing booked', async (_label, key) => {
    const body = { ...ana, tableId: fx.tables[3], date: '2026-06-19T12:00:00+02:00' };
    const res = await reserve(body, key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good choice)',
    });
    expect(await reservationsAt(fx.tables[3]!, body.date)).toBe(0);
  });

  it('255 printable characters are fine', async () => {
    const body = { ...ana, tableId: fx.tables[3], date: '2026-06-19T13:00:00+02:00' };
    expect((await reserve(body, `${'~ '.repeat(127)}!`)).status).toBe(201);
  });
});

describe('identical requests racing with one key', () => {
  const ROUNDS = 20;
  const PARALLEL = 10;

  /** Raw parallel POSTs on the one server; each answer's status, code and reservation id. */
  const burst = (count: number, body: object, key: string) =>
    Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${baseUrl}/reserve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        }).then(async (r) => {
          const json = (await r.json()) as { code?: string; reservation?: { id: number } };
          return { status: r.status, code: json.code, id: json.reservation?.id };
        }),
      ),
    );

  function expectOneBooking(answers: Awaited<ReturnType<typeof burst>>, round: number) {
    const statuses = answers.map((a) => a.status);
    expect({ round, fiveHundreds: statuses.filter((s) => s >= 500) }).toEqual({ round, fiveHundreds: [] });
    expect({ round, unexpected: statuses.filter((s) => s !== 201 && s !== 409) }).toEqual({
      round,
      unexpected: [],
    });
    const conflicts = answers.filter((a) => a.status === 409);
    expect(conflicts.every((a) => a.code === 'IDEMPOTENCY_KEY_IN_PROGRESS')).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.id)).size).toBe(1);
  }

  it(`${ROUNDS} rounds × ${PARALLEL} parallel: exactly one reservation each round, never a 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const date = `2026-07-${String(round + 1).padStart(2, '0')}T12:00:00+02:00`;
      const body = { ...ana, tableId: fx.tables[2], date };
      expectOneBooking(await burst(PARALLEL, body, `race-${round}`), round);
      expect({ round, booked: await reservationsAt(fx.tables[2]!, date) }).toEqual({ round, booked: 1 });
    }
  }, 120_000);

  it('200 parallel: exactly one reservation, never a 5xx', async () => {
    const date = '2026-07-25T12:00:00+02:00';
    expectOneBooking(await burst(200, { ...ana, tableId: fx.tables[3], date }, 'race-200'), 0);
    expect(await reservationsAt(fx.tables[3]!, date)).toBe(1);
  }, 60_000);
});

/** Polls `check` until it holds (the in-progress test waits for the first request to claim its key). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
