import { tableReasonAt, type TAvailabilityResponse } from '@stol/contracts';
import request from 'supertest';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { ReservationTable } from '../src/modules/reservations/reservation-table.entity';
import { versionedJson } from '../src/modules/availability/occupancy-cache';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { addTable, book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/*
 * GET /public/availability and GET /public/reservations answer from a cache kept under each restaurant's
 * change counter (occupancy_versions, bumped by triggers). These tests write behind the API's back, straight
 * through the ORM or SQL as another process would, and expect the very next answer to show the change.
 */

/** Now: Wednesday 2026-06-10 12:00 in Zagreb (CEST, UTC+2); the tests look at the next day. */
const NOW = '2026-06-10T10:00:00Z';
const DAY = '2026-06-11';
let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, seed: false });
  fx = await createFixtureRestaurant(ctx.orm, {
    openHour: 11,
    closeHour: 14,
    intervalMin: 60,
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

async function availability(app = ctx.app, query: Record<string, string | number> = {}) {
  const res = await request(app)
    .get('/public/availability')
    .query({ restaurantId: fx.restaurantId, date: DAY, ...query });
  expect(res.status).toBe(200);
  return res.body as TAvailabilityResponse;
}
/** Tables 1 and 2 at `time`: why each cannot be taken, null when free. */
const reasonsAt = (body: TAvailabilityResponse, time: string) => {
  const slot = body.slots.find((s) => s.time === time)!;
  return [fx.tables[1]!, fx.tables[2]!].map((id) => tableReasonAt(slot, id));
};

async function dayReservations() {
  const res = await request(ctx.app)
    .get('/public/reservations')
    .query({ restaurantId: fx.restaurantId, date: DAY });
  expect(res.status).toBe(200);
  return res.body as { reservations: { tableId: number; date: string }[] };
}

describe('availability', () => {
  it('shows a booking written outside the API at once, and its release', async () => {
    expect(reasonsAt(await availability(), '11:00')).toEqual([null, null]);
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: `${DAY}T11:00:00+02:00` });
    expect(reasonsAt(await availability(), '11:00')).toEqual(['taken', null]);

    await ctx.orm.em
      .fork()
      .nativeUpdate(ReservationTable, { reservationId: reservation.id }, { active: false });
    expect(reasonsAt(await availability(), '11:00')).toEqual([null, null]);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: reservation.id });
  });

  it('keeps per-query answers apart (table, guests) and follows table and restaurant edits', async () => {
    expect((await availability(ctx.app, { tableId: fx.tables[2]! })).slots[0]!.tableId).toBe(fx.tables[2]);
    expect(reasonsAt(await availability(ctx.app, { guests: 6 }), '11:00')).toEqual([
      'too_small',
      'too_small',
    ]);

    await ctx.orm.em.fork().nativeUpdate(DiningTable, { id: fx.tables[1]! }, { status: 'maintenance' });
    expect(reasonsAt(await availability(), '11:00')).toEqual(['maintenance', null]);
    await ctx.orm.em.fork().nativeUpdate(DiningTable, { id: fx.tables[1]! }, { status: 'available' });

    const em = ctx.orm.em.fork();
    const restaurant = await em.findOneOrFail(Restaurant, { id: fx.restaurantId });
    restaurant.specialHours = { [DAY]: { closed: true } };
    await em.flush();
    expect((await availability()).closed).toBe(true);
    restaurant.specialHours = {};
    await em.flush();
    expect((await availability()).closed).toBe(false);
  });

  it('turns slots past as the clock passes them', async () => {
    ctx.clock.set(`${DAY}T08:00:00Z`); // 10:00 in Zagreb, before the first slot
    expect(reasonsAt(await availability(), '11:00')).toEqual([null, null]);
    ctx.clock.set(`${DAY}T09:30:00Z`); // 11:30: the 11:00 slot has started
    expect(reasonsAt(await availability(), '11:00')).toEqual(['past', 'past']);
    expect(reasonsAt(await availability(), '12:00')).toEqual([null, null]);
    ctx.clock.set(NOW);
  });

  it('shows a booking made through another API instance', async () => {
    const other = ctx.appWith({});
    expect(reasonsAt(await availability(), '12:00')).toEqual([null, null]);
    const res = await request(other)
      .post('/reserve')
      .send({
        tableId: fx.tables[2],
        name: 'Ana Horvat',
        phone: '+385912345678',
        guests: 2,
        date: `${DAY}T12:00:00+02:00`,
      });
    expect(res.status).toBe(201);
    expect(reasonsAt(await availability(), '12:00')).toEqual([null, 'taken']);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: res.body.reservation.id });
    expect(reasonsAt(await availability(), '12:00')).toEqual([null, null]);
  });
});

describe('availability of other days', () => {
  // A restaurant's tables are read once for all its days while its counter stands (availability-day.ts).
  it('sees a table added or taken out of service behind the API on the next day it is asked', async () => {
    const dayAfter = '2026-06-12';
    const tableIdsOn = async (date: string) => {
      const body = await availability(ctx.app, { date, guests: 2 });
      return body.slots.find((s) => s.time === '11:00')!;
    };
    expect((await tableIdsOn(DAY)).tableId).toBe(fx.tables[1]);
    const spare = await addTable(ctx.orm, fx, 3, 2); // two seats: the best table for two
    expect((await tableIdsOn(dayAfter)).tableId).toBe(spare);

    await ctx.orm.em.fork().nativeUpdate(DiningTable, { id: spare }, { status: 'maintenance' });
    const later = await tableIdsOn('2026-06-13');
    expect(later.tableId).toBe(fx.tables[1]);
    expect(tableReasonAt(later, spare)).toBe('maintenance');

    await ctx.orm.em.fork().nativeDelete(DiningTable, { id: spare });
    delete fx.tables[3];
    expect(tableReasonAt(await tableIdsOn('2026-06-14'), spare)).toBeNull();
  });
});

describe('public day reservations', () => {
  it('shows bookings written outside the API at once', async () => {
    expect((await dayReservations()).reservations).toEqual([]);
    const reservation = await book(ctx.orm, fx, { tableNumber: 2, start: `${DAY}T13:00:00+02:00` });
    expect((await dayReservations()).reservations).toMatchObject([
      { tableId: fx.tables[2], date: '2026-06-11T11:00:00.000Z' },
    ]);
    await ctx.orm.em.fork().nativeUpdate(Reservation, { id: reservation.id }, { status: 'cancelled' });
    expect((await dayReservations()).reservations).toEqual([]);
    await ctx.orm.em.fork().nativeDelete(Reservation, { id: reservation.id });
  });

  it('answers 304 to a matching ETag and 404 for an unknown restaurant', async () => {
    const first = await request(ctx.app)
      .get('/public/reservations')
      .query({ restaurantId: fx.restaurantId, date: DAY });
    const again = await request(ctx.app)
      .get('/public/reservations')
      .query({ restaurantId: fx.restaurantId, date: DAY })
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const unknown = await request(ctx.app)
      .get('/public/reservations')
      .query({ restaurantId: 999999, date: DAY });
    expect(unknown.status).toBe(404);
  });
});

describe('two databases in one process', () => {
  it('never share cached answers, even for the same restaurant id and counter', async () => {
    const a = await createTestContext({ now: NOW, seed: false });
    const b = await createTestContext({ now: NOW, seed: false });
    try {
      const fa = await createFixtureRestaurant(a.orm, {
        openHour: 11,
        closeHour: 13,
        tables: [{ number: 1, seats: 4 }],
      });
      const fb = await createFixtureRestaurant(b.orm, {
        openHour: 16,
        closeHour: 18,
        tables: [{ number: 1, seats: 4 }],
      });
      expect(fa.restaurantId).toBe(fb.restaurantId);
      const times = async (app: typeof ctx.app) =>
        (
          (await request(app).get('/public/availability').query({ restaurantId: fa.restaurantId, date: DAY }))
            .body as TAvailabilityResponse
        ).slots.map((s) => s.time);
      expect(await times(a.app)).toEqual(['11:00', '11:30', '12:00']);
      expect(await times(b.app)).toEqual(['16:00', '16:30', '17:00']);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('an answer asked for by many at once', () => {
  it('is computed once for requests that arrive while it is being computed, and again after a write', async () => {
    let computations = 0;
    const compute = async () => {
      computations += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { value: { computation: computations }, meta: null };
    };
    const ask = () => versionedJson(ctx.orm.em.fork(), 'shared-flight', fx.restaurantId, 'k', compute);
    const answers = await Promise.all(Array.from({ length: 10 }, ask));
    expect(computations).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set(['{"computation":1}']));

    await ctx.orm.em.fork().execute('update restaurants set name = name where id = ?', [fx.restaurantId]);
    const after = await Promise.all(Array.from({ length: 5 }, ask));
    expect(computations).toBe(2);
    expect(after[0]!.body.toString()).toBe('{"computation":2}');
  });

  it('shares a failure with the requests waiting for it and computes afresh on the next ask', async () => {
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (attempts === 1) throw new Error('database hiccup');
      return { value: { ok: true }, meta: null };
    };
    const ask = () => versionedJson(ctx.orm.em.fork(), 'failing-flight', fx.restaurantId, 'k', failing);
    const results = await Promise.allSettled([ask(), ask(), ask()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(attempts).toBe(1);
    expect((await ask()).body.toString()).toBe('{"ok":true}');
    expect(attempts).toBe(2);
  });
});
