import type { TRole } from '@stol/contracts';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { versionedJson } from '../src/modules/availability/occupancy-cache';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { listenRaw } from './support/raw-http';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Every client mistake is a 4xx with `{ error, code }` that names the field, and changes nothing (issue 7 §1);
 * one request's bad input never fails another's (§2). The walk over every route is bad-input-walk.test.ts;
 * these are the cases found by the probe, spelled out.
 */

const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let fx: Fixture;
const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const exists = async (id: number) => (await ctx.orm.em.fork().count(Reservation, { id })) === 1;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
});
afterAll(async () => {
  await ctx.close();
});

const guest = { name: 'Ana Horvat', phone: '091 234 5678', guests: 2 };
const expectError = (res: { status: number; body: { error?: unknown; code?: unknown } }, status: number) => {
  expect(res.status).toBe(status);
  expect(typeof res.body.error).toBe('string');
  expect(typeof res.body.code).toBe('string');
};

describe('ids: plain decimal integers of 1 … 2147483647, one parser for path and query', () => {
  it.each([' 1', '0x10', '1e1', '+16', '016', '16.0', '-16', '0'])(
    'DELETE /reservations/%s → 400 and reservation 16 is still there',
    async (id) => {
      expect(await exists(16)).toBe(true);
      const res = await as('superadmin').delete(`/reservations/${encodeURIComponent(id)}`);
      expectError(res, 400);
      expect(res.body.error).toBe('id must be a whole number from 1 to 2147483647');
      expect(await exists(16)).toBe(true);
    },
  );

  it('an id beyond PostgreSQL integer is a 400, not an SQL failure', async () => {
    for (const url of ['/restaurants/2147483648', '/reservations/99999999999/checkin']) {
      const res = url.endsWith('checkin')
        ? await as('superadmin').post(url)
        : await request(ctx.app).get(url);
      expectError(res, 400);
      expect(res.body.error).toMatch(/^id must be a whole number/);
    }
    const query = await request(ctx.app).get('/public/availability?restaurantId=2147483648&date=2026-06-11');
    expectError(query, 400);
    expect(query.body.error).toBe('restaurantId must be a whole number from 1 to 2147483647');
    expect((await request(ctx.app).get('/restaurants/2147483647')).status).toBe(404);
  });

  it('ids in JSON bodies and the restaurant filter are held to the same rule', async () => {
    const body = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, tableId: 2147483648, date: '2026-06-11T13:00:00+02:00' });
    expectError(body, 400);
    expect(body.body.error).toBe('tableId must be a whole number from 1 to 2147483647');
    const filter = await as('superadmin').get('/reservations?restaurantId=0x1');
    expectError(filter, 400);
    expect(filter.body.error).toMatch(/^restaurantId must be/);
  });
});

describe('calendar days and instants: real ones, inside the served years', () => {
  const DAY_ERROR = 'date must be a calendar day as YYYY-MM-DD from 2000-01-01 to 2099-12-31';

  it.each(['2026-02-30', '2026-13-45', '0000-00-00', '2027-02-29', '9999-01-01'])(
    '%s → 400 on public availability, the public day, the list and the export',
    async (day) => {
      for (const res of [
        await request(ctx.app).get(`/public/availability?restaurantId=1&date=${day}`),
        await request(ctx.app).get(`/public/reservations?restaurantId=1&date=${day}`),
        await as('superadmin').get(`/reservations?date=${day}`),
        await as('superadmin').get(`/reservations/export?date=${day}`),
      ]) {
        expectError(res, 400);
        expect(res.body.error).toBe(DAY_ERROR);
      }
    },
  );

  it('the CSV export checks its input before the first byte: a JSON error, not a cut-off file', async () => {
    const res = await as('superadmin').get('/reservations/export?date=2026-02-30');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).not.toMatch(/restaurantId/);
    // A leap day is a real day.
    const leap = await as('superadmin').get('/reservations/export?date=2028-02-29');
    expect(leap.status).toBe(200);
    expect(leap.headers['content-type']).toMatch(/text\/csv/);
  });

  it('a reschedule to year 9999 is an invalid date, not "in the past"; nothing changes', async () => {
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-07-01T10:00:00Z' });
    for (const date of ['9999-06-10T10:00:00Z', '2026-02-30T10:00:00Z', '2026-06-10T10:00:00']) {
      const res = await as('superadmin').patch(`/reservations/${reservation.id}`, { date });
      expectError(res, 400);
      expect(res.body.error).toMatch(/^date must be a date and time in ISO 8601 with an offset/);
    }
    const after = await ctx.orm.em.fork().findOneOrFail(Reservation, { id: reservation.id });
    expect(after.startAt.toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('a booking in year 9999 is refused with the booking form’s words', async () => {
    const res = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, tableId: fx.tables[1], date: '9999-06-11T13:00:00+02:00' });
    expectError(res, 400);
    expect(res.body.error).toBe('Please choose date');
  });
});

describe('text: no NUL, no half surrogate pairs, anywhere', () => {
  const count = () => ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId });

  it.each([
    ['a NUL in a booking name', { name: 'Ana\u0000Horvat' }],
    ['an unpaired surrogate in a booking name', { name: 'Ana \uD83D Horvat' }],
    ['a lone low surrogate in a phone', { phone: '091\uDC00234' }],
  ])('%s → 400 naming the field, nothing booked', async (_what, patch) => {
    const before = await count();
    const res = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, tableId: fx.tables[1], date: '2026-06-11T15:00:00+02:00', ...patch });
    expectError(res, 400);
    expect(res.body.error).toBe(`${Object.keys(patch)[0]} contains a NUL character or invalid Unicode`);
    expect(await count()).toBe(before);
  });

  it('a NUL in a login email, or in a query parameter → 400', async () => {
    const login = await request(ctx.app)
      .post('/auth/login')
      .send({ email: 'admin@demo.test\u0000', password: 'x' });
    expectError(login, 400);
    expect(login.body.error).toBe('email contains a NUL character or invalid Unicode');
    const query = await as('superadmin').get('/reservations?q=%00');
    expectError(query, 400);
    expect(query.body.error).toBe('q contains a NUL character or invalid Unicode');
  });

  it('a name with real emoji and accents is kept exactly', async () => {
    const name = 'Šime Đurić 👨‍🍳';
    const res = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, name, tableId: fx.tables[1], date: '2026-06-11T16:00:00+02:00' });
    expect(res.status).toBe(201);
    expect((await ctx.orm.em.fork().findOneOrFail(Reservation, { id: res.body.reservation.id })).name).toBe(
      name,
    );
  });
});

describe('requests the parser refuses keep their status, in our shape', () => {
  it('malformed percent-encoding in a path → 400', async () => {
    for (const path of ['/restaurants/%', '/restaurants/%E0%A4%A', '/reservations/%zz']) {
      const res = await request(ctx.app).get(path);
      expectError(res, 400);
      expect(res.body.error).toBe('Malformed percent-encoding in the URL');
    }
  });

  it('a JSON body in another charset → 415', async () => {
    const res = await request(ctx.app)
      .post('/auth/login')
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{"email":"a@b.c","password":"x"}');
    expectError(res, 415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'Unsupported charset: send JSON as UTF-8',
    });
  });

  it('an unknown Content-Encoding → 415, a broken gzip body → 400, a real gzip body is read', async () => {
    // Byte-exact requests: supertest re-encodes a Buffer body.
    const http = await listenRaw(ctx.app);
    const login = (encoding: string, body: string | Buffer) =>
      http.send({
        method: 'POST',
        path: '/auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body,
      });
    try {
      const unknown = await login('x-unknown', '{}');
      expect(unknown.status).toBe(415);
      expect(JSON.parse(unknown.text)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      const broken = await login('gzip', 'definitely not gzip');
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.text)).toMatchObject({ code: 'VALIDATION_FAILED' });
      const real = await login(
        'gzip',
        gzipSync(JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' })),
      );
      expect(real.status).toBe(200);
    } finally {
      await http.close();
    }
  });
});

describe('validation messages name the field and say what is wrong, without schema internals', () => {
  it('an invalid email keeps the booking form’s text and shows no pattern', async () => {
    const res = await request(ctx.app)
      .post('/reserve')
      .send({ ...guest, email: 'not-an-email', tableId: fx.tables[1], date: '2026-06-11T13:00:00+02:00' });
    expectError(res, 400);
    expect(res.body.error).toBe('Please enter a valid email address');
    expect(res.body.details).toEqual([{ path: ['email'], code: 'invalid_format', message: res.body.error }]);
    expect(res.text).not.toMatch(/pattern|\[A-Za-z|\\\\/);
  });

  it('zod’s generic checks are rewritten in words', async () => {
    const cases: [Promise<{ body: { error: string } }>, string][] = [
      [as('superadmin').patch('/reservations/16', { tableId: 1, colour: 'red' }), 'Unknown field: colour'],
      [as('superadmin').get('/reservations?status=maybe'), 'status must be one of'],
      [as('superadmin').patch('/admin/users/1', { language: 'de' }), 'language must be one of "hr", "en"'],
      [
        as('superadmin').post('/reservations/16/extend', { additionalMinutes: '30' }),
        'additionalMinutes must',
      ],
      [request(ctx.app).get('/public/availability?date=2026-06-11'), 'restaurantId is required'],
      [
        request(ctx.app)
          .post('/auth/login')
          .send({ email: 'a@b.c', password: 'x'.repeat(2000) }),
        'password must be at most 1024 characters',
      ],
    ];
    for (const [pending, start] of cases) {
      const res = await pending;
      expect(res.body.error.startsWith(start)).toBe(true);
    }
  });
});

describe('one request never fails another (the counter batch)', () => {
  it('bad ids sent among valid requests fail alone, every round', async () => {
    for (let round = 0; round < 15; round++) {
      const valid = Array.from({ length: 30 }, (_, i) =>
        request(ctx.app).get(
          `/public/availability?restaurantId=${(i % 3) + 1}&date=2026-06-${11 + (i % 10)}`,
        ),
      );
      const poison = ['2147483648', '0x10', '-1', '99999999999999999999'].map((id) =>
        request(ctx.app).get(`/public/availability?restaurantId=${id}&date=2026-06-11`),
      );
      const answers = await Promise.all([...valid, ...poison]);
      expect(answers.slice(0, 30).map((r) => r.status)).toEqual(Array(30).fill(200));
      expect(answers.slice(30).map((r) => r.status)).toEqual(Array(4).fill(400));
    }
  });

  it('an id no row can have, joining a batch directly, does not poison the others', async () => {
    const read = (id: number) =>
      versionedJson(ctx.orm.em.fork(), 'batch-test', id, 'k', async () => ({ value: { id }, meta: null }));
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.allSettled([read(1), read(2_147_483_648), read(2), read(-5), read(3)]);
      expect(answers.map((a) => a.status)).toEqual(Array(5).fill('fulfilled'));
    }
  });
});
