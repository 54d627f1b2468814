import type { TAvailabilityResponse } from '@stol/contracts';
import request from 'supertest';
import { readAvailabilityDay } from '../src/modules/availability/availability-day';
import { availabilityJson } from '../src/modules/availability/availability-json';
import { computeAvailability } from '../src/modules/availability/availability.service';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/** Now: Wednesday 2026-06-10 12:00 in Zagreb (CEST, UTC+2). */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(async () => {
  await ctx.close();
});

async function availability(query: Record<string, string | number>) {
  const res = await request(ctx.app).get('/public/availability').query(query);
  expect(res.status).toBe(200);
  return res.body as TAvailabilityResponse;
}
const slotAt = (body: TAvailabilityResponse, time: string) => body.slots.find((s) => s.time === time)!;

describe('slots of a day', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixtureRestaurant(ctx.orm, {
      specialHours: { '2026-06-12': { closed: true }, '2026-06-13': { openHour: 15, closeHour: 18 } },
      tables: [{ number: 1, seats: 4 }],
    });
  });

  it('runs from opening to closing minus the duration, stepping the interval', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11' });
    expect(body.closed).toBe(false);
    expect(body.slots.map((s) => s.time)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
    ]);
    expect(slotAt(body, '11:00')).toMatchObject({
      start: '2026-06-11T09:00:00.000Z',
      end: '2026-06-11T10:00:00.000Z',
      available: true,
      reason: null,
      tableId: fx.tables[1],
    });
    expect(body.fullyBooked).toBe(false);
  });

  it('disables the slots of today that have already started', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-10' });
    expect(slotAt(body, '11:00')).toMatchObject({ available: false, reason: 'past' });
    expect(slotAt(body, '11:30')).toMatchObject({ available: false, reason: 'past' });
    expect(slotAt(body, '12:00')).toMatchObject({ available: true, reason: null });
  });

  it('marks every slot of a closed special day as closed', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-12' });
    expect(body.closed).toBe(true);
    expect(body.fullyBooked).toBe(false);
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots.every((s) => !s.available && s.reason === 'closed')).toBe(true);
  });

  it('uses special opening hours for that date', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-13' });
    expect(body).toMatchObject({ closed: false, openHour: 15, closeHour: 18 });
    expect(body.slots.map((s) => s.time)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
  });

  it('rejects a bad date and an unknown restaurant or table', async () => {
    expect((await request(ctx.app).get('/public/availability').query({ restaurantId: 1 })).status).toBe(400);
    const missing = await request(ctx.app)
      .get('/public/availability')
      .query({ restaurantId: 99999, date: '2026-06-11' });
    expect(missing.status).toBe(404);
    const table = await request(ctx.app)
      .get('/public/availability')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-11', tableId: 99999 });
    expect(table.status).toBe(404);
  });
});

describe('occupancy', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixtureRestaurant(ctx.orm, {
      bufferMin: 15,
      tables: [
        { number: 1, seats: 2 },
        { number: 2, seats: 4 },
        { number: 3, seats: 4 },
        { number: 4, seats: 6 },
        { number: 5, seats: 10, status: 'maintenance' },
      ],
    });
    // Table 2 held 13:00–14:15 Zagreb (an hour plus the 15-minute buffer).
    await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-11T11:00:00Z', bufferMin: 15 });
    // Released or no-show bookings on table 3 at 13:00 must not block anything.
    await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-11T11:00:00Z', status: 'cancelled' });
    await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-11T11:00:00Z', status: 'cleared' });
    await book(ctx.orm, fx, {
      tableNumber: 3,
      start: '2026-06-11T11:00:00Z',
      noShowAt: new Date('2026-06-11T11:20:00Z'),
    });
  });

  it('per table: a slot whose period plus buffer meets a booking is taken', async () => {
    const body = await availability({
      restaurantId: fx.restaurantId,
      date: '2026-06-11',
      tableId: fx.tables[2]!,
    });
    expect(slotAt(body, '11:30')).toMatchObject({ available: true }); // [11:30, 12:45) ends before 13:00
    expect(slotAt(body, '12:00')).toMatchObject({ available: false, reason: 'taken' }); // [12:00, 13:15)
    expect(slotAt(body, '13:00')).toMatchObject({ available: false, reason: 'taken' });
    expect(slotAt(body, '14:00')).toMatchObject({ available: false, reason: 'taken' }); // held until 14:15
    expect(slotAt(body, '14:30')).toMatchObject({ available: true, tableId: fx.tables[2] });
  });

  it('ignores no-shows and released (cancelled, cleared) bookings', async () => {
    const body = await availability({
      restaurantId: fx.restaurantId,
      date: '2026-06-11',
      tableId: fx.tables[3]!,
    });
    expect(body.slots.every((s) => s.available)).toBe(true);
    // The booking engine agrees with the slots: a guest gets table 3 at 13:00 over all three of them.
    const booked = await request(ctx.app).post('/reserve').send({
      tableId: fx.tables[3],
      name: 'Ana Horvat',
      phone: '+385912345678',
      guests: 2,
      date: '2026-06-11T13:00:00+02:00',
    });
    expect(booked.status).toBe(201);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: booked.body.reservation.id });
  });

  it('never offers a table in maintenance', async () => {
    const body = await availability({
      restaurantId: fx.restaurantId,
      date: '2026-06-11',
      tableId: fx.tables[5]!,
    });
    expect(body.slots.every((s) => !s.available && s.reason === 'maintenance')).toBe(true);
    const nine = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 9 });
    expect(nine.slots.every((s) => !s.available && s.reason === 'maintenance')).toBe(true);
  });

  it('any table: the smallest free table with enough seats', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 3 });
    expect(slotAt(body, '11:00').tableId).toBe(fx.tables[2]); // the lower-numbered of two 4-seaters
    expect(slotAt(body, '13:00').tableId).toBe(fx.tables[3]); // table 2 is taken then
    const two = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 2 });
    expect(slotAt(two, '13:00').tableId).toBe(fx.tables[1]);
    // Only the tables that cannot be taken are listed, grouped by why.
    expect(slotAt(body, '13:00').unavailable).toEqual({
      too_small: [fx.tables[1]],
      taken: [fx.tables[2]],
      maintenance: [fx.tables[5]],
    });
  });

  it('any table: too many guests for every table is too_small', async () => {
    const body = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 11 });
    expect(body.slots.every((s) => !s.available && s.reason === 'too_small')).toBe(true);
  });
});

describe('fully booked', () => {
  it('is set when every slot has every bookable table taken, and any table is then taken', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, {
      specialHours: { '2026-06-11': { openHour: 18, closeHour: 20 } },
      intervalMin: 60,
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 4, status: 'maintenance' },
      ],
    });
    const before = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11' });
    expect(before.fullyBooked).toBe(false);
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-11T16:00:00Z' });
    const half = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11' });
    expect(half.fullyBooked).toBe(false);
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-11T17:00:00Z' });
    const full = await availability({ restaurantId: fx.restaurantId, date: '2026-06-11' });
    expect(full.fullyBooked).toBe(true);
    expect(full.slots.map((s) => [s.time, s.reason])).toEqual([
      ['18:00', 'taken'],
      ['19:00', 'taken'],
    ]);
  });
});

describe('Europe/Zagreb across DST', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixtureRestaurant(ctx.orm, {
      openHour: 0,
      closeHour: 5,
      tables: [{ number: 1, seats: 4 }],
    });
  });

  it('spring forward (2026-03-29): the same wall clock, an hour less of UTC offset, no 02:xx slots', async () => {
    ctx.clock.set('2026-03-01T10:00:00Z');
    try {
      const before = await availability({ restaurantId: fx.restaurantId, date: '2026-03-28' });
      const dst = await availability({ restaurantId: fx.restaurantId, date: '2026-03-29' });
      expect(slotAt(before, '04:00').start).toBe('2026-03-28T03:00:00.000Z'); // CET, UTC+1
      expect(slotAt(dst, '04:00').start).toBe('2026-03-29T02:00:00.000Z'); // CEST, UTC+2
      expect(dst.slots.map((s) => s.time)).toEqual([
        '00:00',
        '00:30',
        '01:00',
        '01:30',
        '03:00',
        '03:30',
        '04:00',
      ]);
      expect(slotAt(dst, '01:30').start).toBe('2026-03-29T00:30:00.000Z');
      expect(slotAt(dst, '03:00').start).toBe('2026-03-29T01:00:00.000Z');
    } finally {
      ctx.clock.set(NOW);
    }
  });

  it('fall back (2026-10-25): the offset returns to UTC+1 and slot starts keep increasing', async () => {
    const before = await availability({ restaurantId: fx.restaurantId, date: '2026-10-24' });
    const dst = await availability({ restaurantId: fx.restaurantId, date: '2026-10-25' });
    expect(slotAt(before, '04:00').start).toBe('2026-10-24T02:00:00.000Z');
    expect(slotAt(dst, '04:00').start).toBe('2026-10-25T03:00:00.000Z');
    const starts = dst.slots.map((s) => Date.parse(s.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('a booking at 01:30 on the spring-forward day blocks the slots that really overlap it', async () => {
    ctx.clock.set('2026-03-01T10:00:00Z');
    try {
      // 01:30–02:30 CET = 00:30Z–01:30Z; the 03:00 CEST slot starts at 01:00Z, inside it.
      await book(ctx.orm, fx, { tableNumber: 1, start: '2026-03-29T00:30:00Z' });
      const dst = await availability({
        restaurantId: fx.restaurantId,
        date: '2026-03-29',
        tableId: fx.tables[1]!,
      });
      expect(slotAt(dst, '01:00').reason).toBe('taken');
      expect(slotAt(dst, '03:00').reason).toBe('taken');
      expect(slotAt(dst, '03:30').reason).toBeNull();
      expect(slotAt(dst, '00:00').reason).toBeNull();
    } finally {
      ctx.clock.set(NOW);
    }
  });
});

describe('the day read (one statement, shared by requests arriving together)', () => {
  let fx: Fixture;
  let other: Fixture;
  beforeAll(async () => {
    fx = await createFixtureRestaurant(ctx.orm, {
      openHour: 0,
      closeHour: 4,
      bufferMin: 15,
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 2 },
      ],
    });
    other = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 7, seats: 6 }] });
    // 23:30–01:00 Zagreb from the evening before (plus the 15-minute buffer): it reaches into 2026-06-11.
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T21:30:00Z', minutes: 90, bufferMin: 15 });
    await book(ctx.orm, other, { tableNumber: 7, start: '2026-06-11T17:00:00Z' });
  });

  it('counts a booking that began the evening before', async () => {
    const body = await availability({
      restaurantId: fx.restaurantId,
      date: '2026-06-11',
      tableId: fx.tables[1]!,
    });
    expect(slotAt(body, '00:00')).toMatchObject({ available: false, reason: 'taken' });
    expect(slotAt(body, '00:30')).toMatchObject({ available: false, reason: 'taken' }); // held until 01:15
    expect(slotAt(body, '01:30')).toMatchObject({ available: true });
  });

  it('gives each restaurant-day its own answer when many are asked at once, an unknown one a 404', async () => {
    const asks: Record<string, string | number>[] = [
      { restaurantId: fx.restaurantId, date: '2026-06-11', guests: 2 },
      { restaurantId: other.restaurantId, date: '2026-06-11', guests: 2 },
      { restaurantId: fx.restaurantId, date: '2026-06-12', guests: 2 },
      { restaurantId: other.restaurantId, date: '2026-06-11', tableId: other.tables[7]! },
    ];
    const alone = [];
    for (const ask of asks) alone.push(await availability(ask));
    // Those answers are cached now: a write to both restaurants has every answer computed again.
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute(
        `update restaurants set buffer_min = buffer_min where id in (${fx.restaurantId}, ${other.restaurantId})`,
      );
    const together = await Promise.all([
      ...asks.map((ask) => request(ctx.app).get('/public/availability').query(ask)),
      request(ctx.app).get('/public/availability').query({ restaurantId: 2_000_000_000, date: '2026-06-11' }),
    ]);
    expect(together.map((res) => res.status)).toEqual([200, 200, 200, 200, 404]);
    expect(together.slice(0, 4).map((res) => res.body)).toEqual(alone);
    expect(slotAt(alone[1]!, '19:00')).toMatchObject({ available: false, reason: 'taken' });
    expect(slotAt(alone[0]!, '19:00')).toBeUndefined(); // fx closes at 04:00
  });

  it('reads the days asked in the same turn together, each its own, and fails only the unknown one', async () => {
    const em = ctx.orm.em.fork();
    const alone = [
      await readAvailabilityDay(em, fx.restaurantId, '2026-06-11'),
      await readAvailabilityDay(em, other.restaurantId, '2026-06-11'),
      await readAvailabilityDay(em, fx.restaurantId, '2026-06-10'),
    ];
    const together = await Promise.allSettled([
      readAvailabilityDay(em, fx.restaurantId, '2026-06-11'),
      readAvailabilityDay(em, other.restaurantId, '2026-06-11'),
      readAvailabilityDay(em, fx.restaurantId, '2026-06-10'),
      readAvailabilityDay(em, 2_000_000_000, '2026-06-11'),
      readAvailabilityDay(em, fx.restaurantId, '2026-06-11'),
    ]);
    expect(together.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const days = together.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect([days[0], days[1], days[2]]).toEqual(alone);
    expect(days[4]).toEqual(alone[0]);
    expect((together[3] as PromiseRejectedResult).reason).toMatchObject({ code: 'RESTAURANT_NOT_FOUND' });
    // The evening booking shows on both days it touches; the other restaurant's only on its own.
    expect(alone[0]!.held.map((p) => p.tableId)).toEqual([fx.tables[1]]);
    expect(alone[2]!.held.map((p) => p.tableId)).toEqual([fx.tables[1]]);
    expect(alone[1]!.held.map((p) => p.tableId)).toEqual([other.tables[7]]);
    expect(alone[1]!.tables.map((t) => t.number)).toEqual([7]);
  });
});

describe('the answer as JSON', () => {
  it('is byte for byte what JSON.stringify makes of the computed answer', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, {
      openHour: 0,
      closeHour: 23,
      bufferMin: 10,
      specialHours: { '2026-06-12': { closed: true } },
      tables: [
        { number: 1, seats: 2 },
        { number: 2, seats: 4 },
        { number: 3, seats: 8, status: 'maintenance' },
      ],
    });
    await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-11T16:00:00Z', bufferMin: 10 });
    const em = ctx.orm.em.fork();
    const asks = [
      { dateKey: '2026-06-10' }, // today: the slots before noon are past
      { dateKey: '2026-06-11', guests: 3 },
      { dateKey: '2026-06-11', guests: 9 },
      { dateKey: '2026-06-11', tableId: fx.tables[2]! },
      { dateKey: '2026-06-12' }, // closed
      { dateKey: '2026-10-25', guests: 2 }, // 25 hours long
    ];
    for (const ask of asks) {
      const { answer } = await computeAvailability(em, {
        restaurantId: fx.restaurantId,
        now: new Date(NOW),
        ...ask,
      });
      expect(availabilityJson(answer)).toBe(JSON.stringify(answer));
    }
    const res = await request(ctx.app)
      .get('/public/availability')
      .query({ restaurantId: fx.restaurantId, date: '2026-06-11', guests: 2 });
    expect(res.text).toBe(JSON.stringify(res.body));
  });
});
