import { BOOKING_MESSAGES } from '@stol/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/** Now: Wednesday 2026-06-10 12:00 in Zagreb (CEST, UTC+2). */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, {
    specialHours: { '2026-06-12': { closed: true } },
    tables: [
      { number: 1, seats: 2 },
      { number: 2, seats: 4 },
      { number: 3, seats: 4 },
      { number: 4, seats: 8 },
      { number: 5, seats: 10, status: 'maintenance' },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

const guest = { name: 'Ana Horvat', phone: '091 234 5678', email: 'ana@example.com', guests: 2 };
const reserve = (body: object, key?: string) => {
  const req = request(ctx.app).post('/reserve');
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const countAt = (tableId: number, start: string) =>
  ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId, tableId, startAt: new Date(start) });

describe('POST /reserve', () => {
  it('books a table: 201 with the reservation and a token of at least 128 random bits', async () => {
    const res = await reserve({ ...guest, tableId: fx.tables[2], date: '2026-06-11T13:00:00+02:00' });
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      restaurantId: fx.restaurantId,
      tableId: fx.tables[2],
      tableIds: [fx.tables[2]],
      name: 'Ana Horvat',
      phone: '+385912345678',
      date: '2026-06-11T11:00:00.000Z',
      endDate: '2026-06-11T12:00:00.000Z',
      guests: 2,
      partySize: 2,
      status: 'confirmed',
    });
    expect(Buffer.from(res.body.reservation.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('emits reservation.created to the restaurant once the booking is committed', async () => {
    const seen: { restaurantId: number; event: string; reservationId?: number }[] = [];
    const original = ctx.deps.realtime.emitToRestaurant;
    ctx.deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
      seen.push({ restaurantId, event, reservationId: payload.reservationId });
    };
    try {
      const res = await reserve({ ...guest, tableId: fx.tables[1], date: '2026-06-22T12:00:00+02:00' });
      const clash = await reserve({ ...guest, tableId: fx.tables[1], date: '2026-06-22T12:00:00+02:00' });
      expect(clash.status).toBe(409);
      expect(seen).toEqual([
        {
          restaurantId: fx.restaurantId,
          event: 'reservation.created',
          reservationId: res.body.reservation.id,
        },
      ]);
    } finally {
      ctx.deps.realtime.emitToRestaurant = original;
    }
  });

  it('answers an overlap with 409 and the conflicting periods, never a 500', async () => {
    const res = await reserve({ ...guest, tableId: fx.tables[2], date: '2026-06-11T13:30:00+02:00' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Table 2 (13:00-14:00) are already reserved.',
      code: 'RESERVATION_OVERLAP',
      conflicts: [
        {
          tableNumber: 2,
          conflictStart: '2026-06-11T11:00:00.000Z',
          conflictEnd: '2026-06-11T12:00:00.000Z',
        },
      ],
    });
    // Back to back is fine: periods are half-open.
    const next = await reserve({ ...guest, tableId: fx.tables[2], date: '2026-06-11T14:00:00+02:00' });
    expect(next.status).toBe(201);
  });

  it.each([
    ['091 234 5678', '+385912345678'],
    ['00385 91 234 5678', '+385912345678'],
    ['+385 (91) 234-5678', '+385912345678'],
    ['+49 170 1234567', '+491701234567'],
  ])('normalises the phone %s to %s', async (phone, expected) => {
    const res = await reserve(
      { ...guest, phone, tableId: fx.tables[1], date: '2026-06-20T12:00:00+02:00' },
      `phone-${phone}`,
    );
    expect(res.body.reservation?.phone).toBe(expected);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: res.body.reservation.id });
  });

  it('uses the chosen country code for a national number', async () => {
    const res = await reserve({
      ...guest,
      phone: '664 123 456 7',
      countryCode: '+43',
      tableId: fx.tables[1],
      date: '2026-06-21T12:00:00+02:00',
    });
    expect(res.status).toBe(201);
    expect(res.body.reservation.phone).toBe('+436641234567');
  });

  it.each([
    ['a short number', { phone: '+385 91 234' }, BOOKING_MESSAGES.phoneDigits],
    ['a past day', { date: '2026-06-09T13:00:00+02:00' }, BOOKING_MESSAGES.dateInPast],
    ['a time today that has passed', { date: '2026-06-10T11:30:00+02:00' }, BOOKING_MESSAGES.timeInPast],
    ['no table and not any table', { tableId: undefined }, BOOKING_MESSAGES.tableRequired],
    ['no date', { date: undefined }, BOOKING_MESSAGES.dateRequired],
    ['an empty date', { date: '' }, BOOKING_MESSAGES.dateRequired],
    ['a day without a time', { date: '2026-06-11' }, BOOKING_MESSAGES.timeRequired],
    ['a day in the past without a time', { date: '2026-06-09' }, BOOKING_MESSAGES.timeRequired],
    ['no name', { name: undefined }, BOOKING_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, BOOKING_MESSAGES.nameRequired],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, BOOKING_MESSAGES.nameTooLong],
    ['no phone', { phone: undefined }, BOOKING_MESSAGES.phoneRequired],
    ['an invalid email', { email: 'ana@' }, BOOKING_MESSAGES.emailInvalid],
    ['an email over 320 characters', { email: `${'a'.repeat(316)}@x.hr` }, BOOKING_MESSAGES.emailInvalid],
    ['no guests (0)', { guests: 0 }, BOOKING_MESSAGES.guestsRange],
    ['more than 20 guests', { guests: 21 }, BOOKING_MESSAGES.guestsRange],
    ['a fraction of a guest', { guests: 2.5 }, BOOKING_MESSAGES.guestsRange],
    ['too few guests for the table', { tableId: 'T4', guests: 3 }, 'Min 4, Max 8 for this table.'],
    ['too many guests for the table', { tableId: 'T4', guests: 9 }, 'Min 4, Max 8 for this table.'],
    ['a table in maintenance', { tableId: 'T5', guests: 6 }, BOOKING_MESSAGES.tableHeld],
    ['a time between slots', { date: '2026-06-11T13:15:00+02:00' }, BOOKING_MESSAGES.slotNotOffered],
    ['a time after the last slot', { date: '2026-06-11T20:30:00+02:00' }, BOOKING_MESSAGES.slotNotOffered],
    ['a closed day', { date: '2026-06-12T13:00:00+02:00' }, BOOKING_MESSAGES.closedDay],
    [
      'any table, more guests than the largest table',
      { tableId: undefined, anyTable: true, guests: 11 },
      'Min 1, Max 10 for this table.',
    ],
  ])('refuses %s with the spec message', async (_label, change, message) => {
    const body: Record<string, unknown> = {
      ...guest,
      restaurantId: fx.restaurantId,
      tableId: fx.tables[3],
      date: '2026-06-11T17:00:00+02:00',
      ...change,
    };
    if (typeof body.tableId === 'string') body.tableId = fx.tables[Number(body.tableId.slice(1))];
    const before = await ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId });
    const res = await reserve(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    expect(await ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId })).toBe(before);
  });

  it('email is optional (absent or empty is null); the name is trimmed', async () => {
    const absent = await reserve({
      ...guest,
      name: '  Ivo Ivić ',
      email: undefined,
      tableId: fx.tables[1],
      date: '2026-06-23T12:00:00+02:00',
    });
    expect(absent.status).toBe(201);
    expect(absent.body.reservation).toMatchObject({ name: 'Ivo Ivić', email: null });
    const empty = await reserve({
      ...guest,
      email: '',
      tableId: fx.tables[1],
      date: '2026-06-23T13:00:00+02:00',
    });
    expect(empty.status).toBe(201);
    expect(empty.body.reservation.email).toBeNull();
  });

  it('any table: the smallest free table with enough seats, the next one when it is taken', async () => {
    const date = '2026-06-15T18:00:00+02:00';
    const first = await reserve({ ...guest, guests: 3, anyTable: true, restaurantId: fx.restaurantId, date });
    expect(first.status).toBe(201);
    expect(first.body.reservation.tableId).toBe(fx.tables[2]);
    const second = await reserve({
      ...guest,
      guests: 3,
      anyTable: true,
      restaurantId: fx.restaurantId,
      date,
    });
    expect(second.body.reservation.tableId).toBe(fx.tables[3]);
    const third = await reserve({ ...guest, guests: 3, anyTable: true, restaurantId: fx.restaurantId, date });
    expect(third.body.reservation.tableId).toBe(fx.tables[4]);
    const fourth = await reserve({
      ...guest,
      guests: 3,
      anyTable: true,
      restaurantId: fx.restaurantId,
      date,
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('RESERVATION_OVERLAP');
    expect(fourth.body.conflicts.map((c: { tableNumber: number }) => c.tableNumber)).toEqual([2, 3, 4]);
  });

  it('on a DST day stores the real instant and lists it on that Zagreb day', async () => {
    ctx.clock.set('2026-03-01T10:00:00Z');
    try {
      const res = await reserve({ ...guest, tableId: fx.tables[2], date: '2026-03-29T11:00:00+02:00' });
      expect(res.status).toBe(201);
      expect(res.body.reservation.date).toBe('2026-03-29T09:00:00.000Z');
      const day = await request(ctx.app)
        .get('/public/reservations')
        .query({ restaurantId: fx.restaurantId, date: '2026-03-29' });
      expect(day.body.reservations.map((r: { date: string }) => r.date)).toEqual([
        '2026-03-29T09:00:00.000Z',
      ]);
      // 11:00 in winter time is 12:00 summer time that day: a real slot, an hour later.
      const winterOffset = await reserve({
        ...guest,
        tableId: fx.tables[3],
        date: '2026-03-29T11:00:00+01:00',
      });
      expect(winterOffset.body.reservation.date).toBe('2026-03-29T10:00:00.000Z');
      // Fall back: on 2026-10-25 11:00 Zagreb is UTC+1 again.
      const october = await reserve({ ...guest, tableId: fx.tables[2], date: '2026-10-25T11:00:00+01:00' });
      expect(october.body.reservation.date).toBe('2026-10-25T10:00:00.000Z');
      const octoberDay = await request(ctx.app)
        .get('/public/availability')
        .query({ restaurantId: fx.restaurantId, date: '2026-10-25', tableId: fx.tables[2]! });
      const eleven = octoberDay.body.slots.find((slot: { time: string }) => slot.time === '11:00');
      expect(eleven).toMatchObject({ start: '2026-10-25T10:00:00.000Z', available: false, reason: 'taken' });
    } finally {
      ctx.clock.set(NOW);
    }
  });
});

describe('public day data', () => {
  it('GET /public/tables lists the restaurant’s tables by number', async () => {
    const res = await request(ctx.app).get('/public/tables').query({ restaurantId: fx.restaurantId });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { number: number }) => t.number)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body[4]).toMatchObject({ seats: 10, status: 'maintenance', restaurantId: fx.restaurantId });
  });

  it('GET /public/reservations answers times and table ids only, no guest data', async () => {
    const res = await request(ctx.app)
      .get('/public/reservations')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-11' });
    expect(res.status).toBe(200);
    expect(res.body.reservations).toEqual([
      {
        tableId: fx.tables[2],
        tableIds: [fx.tables[2]],
        date: '2026-06-11T11:00:00.000Z',
        endDate: '2026-06-11T12:00:00.000Z',
      },
      {
        tableId: fx.tables[2],
        tableIds: [fx.tables[2]],
        date: '2026-06-11T12:00:00.000Z',
        endDate: '2026-06-11T13:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Ana|\+385|example\.com|token/);
  });
});

describe('100 parallel bookings of one table and slot', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('exactly one succeeds, the rest are clean 409s, the database holds one reservation', async () => {
    const { port } = server.address() as AddressInfo;
    const body = JSON.stringify({
      ...guest,
      tableId: fx.tables[4],
      guests: 5,
      date: '2026-06-18T19:00:00+02:00',
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`http://127.0.0.1:${port}/reserve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'RESERVATION_OVERLAP')).toBe(
      true,
    );
    expect(await countAt(fx.tables[4]!, '2026-06-18T19:00:00+02:00')).toBe(1);
  }, 60_000);
});
