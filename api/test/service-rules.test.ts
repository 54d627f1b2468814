import {
  BOOKING_MESSAGES,
  bookingTooFarMessage,
  bookingTooSoonMessage,
  ERROR_CODES,
  type TAvailabilityResponse,
  type TRole,
  type TTheme,
} from '@stol/contracts';
import request from 'supertest';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { runSeed } from '../src/db/seed';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Issue 24's service rules over HTTP on PostgreSQL: weekly services (a closed Monday, lunch and dinner, a service
 * ending at 24:00, a DST day, special hours over a weekday), turn times by party size on every path that books,
 * the guests' booking window (the back office exempt) and pacing. Now: Wednesday 2026-06-10 12:00 in Zagreb.
 * The race of pacing is pacing-race.test.ts.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let konoba: Fixture;
let night: Fixture;
let windowed: Fixture;
let paced: Fixture;
const admin = () => withToken(ctx.app, tokens.superadmin);

const TURN_TIMES = [
  { maxGuests: 2, minutes: 75 },
  { maxGuests: 6, minutes: 120 },
];
const SELF_SERVICE: TTheme = { featureFlags: { enableSelfCancel: true, selfCancelHours: 1 } };

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  konoba = await createFixtureRestaurant(ctx.orm, {
    defaultDurationMin: 90,
    weeklyHours: {
      mon: [],
      tue: [
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '24:00' },
      ],
    },
    turnTimes: TURN_TIMES,
    // Tuesday 2026-06-23: special hours win over the weekday's services.
    specialHours: { '2026-06-23': { openHour: 10, closeHour: 14 } },
    tables: [
      { number: 1, seats: 2 },
      { number: 2, seats: 4 },
      { number: 3, seats: 6 },
      { number: 4, seats: 8 },
    ],
  });
  night = await createFixtureRestaurant(ctx.orm, {
    intervalMin: 60,
    weeklyHours: { sun: [{ open: '00:00', close: '05:00' }] },
    tables: [{ number: 1, seats: 4 }],
  });
  windowed = await createFixtureRestaurant(ctx.orm, {
    bookingWindow: { minNoticeMinutes: 120, maxDaysAhead: 30 },
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
    ],
  });
  await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: windowed.restaurantId }, { theme: SELF_SERVICE });
  paced = await createFixtureRestaurant(ctx.orm, {
    pacing: { maxCoversPerSlot: 6 },
    tables: [1, 2, 3, 4, 5, 6].map((number) => ({ number, seats: 4 })),
  });
});
afterEach(() => ctx.clock.set(NOW));
afterAll(async () => {
  await ctx.close();
});

const availability = async (
  fixture: Fixture,
  date: string,
  guests?: number,
): Promise<TAvailabilityResponse> => {
  const res = await request(ctx.app)
    .get('/public/availability')
    .query({ restaurantId: fixture.restaurantId, date, ...(guests ? { guests } : {}) });
  expect(res.status).toBe(200);
  return res.body as TAvailabilityResponse;
};
const guest = { name: 'Ana Horvat', phone: '091 234 5678', email: 'ana@example.com' };
const reserve = (fixture: Fixture, table: number, date: string, guests = 2, language = 'en') =>
  request(ctx.app)
    .post('/reserve')
    .set('Accept-Language', language)
    .send({ ...guest, tableId: fixture.tables[table], date, guests });
const hostBook = (fixture: Fixture, table: number, date: string, guests = 2) =>
  admin()
    .post('/reservations')
    .send({ ...guest, restaurantId: fixture.restaurantId, tableId: fixture.tables[table], date, guests });
const minutesOf = (body: { date: string; endDate: string }) =>
  (Date.parse(body.endDate) - Date.parse(body.date)) / 60_000;

describe('weekly services', () => {
  it('closes a weekday with no services: no slot offered, a booking refused', async () => {
    const monday = await availability(konoba, '2026-06-15', 2);
    expect(monday).toMatchObject({ closed: true, servicesFrom: 'weekday', services: [] });
    expect(monday.slots.every((slot) => slot.reason === 'closed')).toBe(true);
    const res = await reserve(konoba, 1, '2026-06-15T12:00:00+02:00');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(BOOKING_MESSAGES.closedDay);
  });

  it('offers lunch and dinner, nothing between, the last start ending by the close (24:00 included)', async () => {
    const tuesday = await availability(konoba, '2026-06-16', 6);
    expect(tuesday).toMatchObject({
      closed: false,
      servicesFrom: 'weekday',
      services: [
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '24:00' },
      ],
      durationMin: 120,
      openHour: 12,
      closeHour: 24,
    });
    const times = tuesday.slots.map((slot) => slot.time);
    expect(times).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
    // The last dinner start ends at midnight, the next day's first instant.
    expect(tuesday.slots.at(-1)!.end).toBe('2026-06-16T22:00:00.000Z');
    const between = await reserve(konoba, 3, '2026-06-16T16:00:00+02:00', 6);
    expect(between.status).toBe(400);
    expect(between.body.error).toBe(BOOKING_MESSAGES.slotNotOffered);
    const late = await reserve(konoba, 3, '2026-06-16T22:00:00+02:00', 6);
    expect(late.status).toBe(201);
    expect(late.body.reservation.endDate).toBe('2026-06-16T22:00:00.000Z');
  });

  it("uses the regular hours on a weekday left out, and a date's special hours over its weekday", async () => {
    expect(await availability(konoba, '2026-06-17')).toMatchObject({
      servicesFrom: 'hours',
      openHour: 11,
      closeHour: 21,
    });
    const special = await availability(konoba, '2026-06-23', 2);
    expect(special).toMatchObject({ servicesFrom: 'date', services: [{ open: '10:00', close: '14:00' }] });
    expect(special.slots[0]!.time).toBe('10:00');
    expect(special.slots.at(-1)!.time).toBe('12:30'); // 12:30 + 75 min ≤ 14:00
    expect((await reserve(konoba, 1, '2026-06-23T10:00:00+02:00')).status).toBe(201);
    expect((await reserve(konoba, 1, '2026-06-23T19:00:00+02:00')).status).toBe(400);
  });

  it('skips the hour that does not exist on the spring-forward Sunday and books the real instants', async () => {
    const dst = await availability(night, '2027-03-28');
    expect(dst.slots.map((slot) => [slot.time, slot.start])).toEqual([
      ['00:00', '2027-03-27T23:00:00.000Z'],
      ['01:00', '2027-03-28T00:00:00.000Z'],
      ['03:00', '2027-03-28T01:00:00.000Z'],
      ['04:00', '2027-03-28T02:00:00.000Z'],
    ]);
    const res = await reserve(night, 1, '2027-03-28T03:00:00+02:00');
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      date: '2027-03-28T01:00:00.000Z',
      endDate: '2027-03-28T02:00:00.000Z',
    });
  });

  it('seats a walk-in only while one of the services is open', async () => {
    ctx.clock.set('2026-06-16T14:00:00Z'); // Tuesday 16:00, between lunch and dinner
    tokens = await loginEveryRole(ctx.app); // sessions of that day
    const between = await admin()
      .post('/walkin/seat-now')
      .send({ restaurantId: konoba.restaurantId, tableId: konoba.tables[2], partySize: 2 });
    expect(between.status).toBe(409);
    expect(between.body.code).toBe('RESTAURANT_CLOSED');
    ctx.clock.set('2026-06-16T16:10:00Z'); // 18:10
    tokens = await loginEveryRole(ctx.app);
    const dinner = await admin()
      .post('/walkin/seat-now')
      .send({ restaurantId: konoba.restaurantId, tableId: konoba.tables[2], partySize: 2 });
    expect(dinner.status).toBe(201);
    // The walk-in's stay is the party's turn time.
    expect(minutesOf(dinner.body.reservation)).toBe(75);
    ctx.clock.set(NOW);
    tokens = await loginEveryRole(ctx.app);
  });
});

describe('turn times', () => {
  it("sets a booking's end by its party size, for a guest and for the host", async () => {
    const two = await reserve(konoba, 2, '2026-06-17T12:00:00+02:00', 2);
    expect(minutesOf(two.body.reservation)).toBe(75);
    const six = await reserve(konoba, 3, '2026-06-17T12:00:00+02:00', 6);
    expect(minutesOf(six.body.reservation)).toBe(120);
    const seven = await hostBook(konoba, 4, '2026-06-17T12:00:00+02:00', 7);
    expect(seven.status).toBe(201);
    expect(minutesOf(seven.body.reservation)).toBe(90); // past the last step: the default duration
  });

  it('offers a party only the starts its stay fits in, and says its duration', async () => {
    const twoLunch = (await availability(konoba, '2026-06-16', 2)).slots.filter((s) => s.time < '15:00');
    expect(twoLunch.map((s) => s.time)).toEqual(['12:00', '12:30', '13:00', '13:30']);
    expect((await availability(konoba, '2026-06-16', 2)).durationMin).toBe(75);
    expect((await availability(konoba, '2026-06-16')).durationMin).toBe(90);
  });

  it("lengthens a guest's own booking when they grow the party by their link", async () => {
    await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: konoba.restaurantId }, { theme: SELF_SERVICE });
    const booked = await reserve(konoba, 2, '2026-06-18T13:00:00+02:00', 2);
    expect(minutesOf(booked.body.reservation)).toBe(75);
    const res = await request(ctx.app)
      .post('/public/reservations/modify')
      .send({ token: booked.body.reservation.token, guests: 4 });
    expect(res.status).toBe(200);
    const row = await ctx.orm.em.fork().findOneOrFail(Reservation, { id: booked.body.reservation.id });
    expect((row.endAt.getTime() - row.startAt.getTime()) / 60_000).toBe(120);
  });
});

describe('turn times on the host paths', () => {
  it('seats a waitlist party and converts a large party for their turn times', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, {
      turnTimes: [
        { maxGuests: 4, minutes: 75 },
        { maxGuests: 12, minutes: 150 },
      ],
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 6 },
        { number: 3, seats: 6 },
      ],
    });
    const entry = await admin().post('/waitlist', {
      restaurantId: fx.restaurantId,
      name: 'Iva Jurić',
      phone: '+385911112222',
      partySize: 4,
    });
    const seated = await admin().post(`/waitlist/${entry.body.id}/convert`, { tableId: fx.tables[1] });
    expect(seated.status).toBe(200);
    expect(minutesOf(seated.body.reservation)).toBe(75);

    const em = ctx.orm.em.fork();
    const request = em.create(LargePartyRequest, {
      restaurantId: fx.restaurantId,
      name: 'Tvrtka Jadran',
      phone: '+385915550202',
      guests: 10,
      requestedAt: new Date('2026-06-20T10:00:00Z'),
      status: 'pending',
    });
    await em.flush();
    const converted = await admin().post(`/admin/large-party/${request.id}/convert`, {
      tableIds: [fx.tables[2], fx.tables[3]],
    });
    expect(converted.status).toBe(200);
    expect(minutesOf(converted.body.reservation)).toBe(150); // longer than a large party's 120 minutes
  });
});

describe('booking window', () => {
  it('tells the guest a start too soon or a day too far, in their language', async () => {
    const soon = await reserve(windowed, 1, '2026-06-10T13:30:00+02:00');
    expect(soon.status).toBe(400);
    expect(soon.body).toMatchObject({ code: 'BOOKING_TOO_SOON', error: bookingTooSoonMessage(120) });
    const far = await reserve(windowed, 1, '2026-07-11T13:00:00+02:00');
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: 'BOOKING_TOO_FAR', error: bookingTooFarMessage(30) });
    const hr = await reserve(windowed, 1, '2026-07-11T13:00:00+02:00', 2, 'hr');
    expect(hr.body.error).toBe('Rezervacije su otvorene najviše 30 dana unaprijed. Odaberite raniji datum.');
    const hrSoon = await reserve(windowed, 1, '2026-06-10T13:30:00+02:00', 2, 'hr');
    expect(hrSoon.body.error).toBe(
      'Online rezervacije moguće su najmanje 2 h unaprijed. Odaberite kasnije vrijeme ili nazovite restoran.',
    );
    expect((await reserve(windowed, 1, '2026-06-10T14:00:00+02:00')).status).toBe(201);
    expect((await reserve(windowed, 1, '2026-07-10T13:00:00+02:00')).status).toBe(201);
  });

  it('says why in availability: too_soon before the notice, too_far past the days ahead', async () => {
    const today = await availability(windowed, '2026-06-10', 2);
    const reasons = Object.fromEntries(today.slots.map((s) => [s.time, s.reason]));
    expect(reasons).toMatchObject({
      '11:30': 'past',
      '12:00': 'too_soon',
      '13:30': 'too_soon',
      '14:30': null,
    });
    const far = await availability(windowed, '2026-07-11', 2);
    expect(far.slots.every((s) => s.reason === 'too_far' && !s.available)).toBe(true);
    // The restaurant's own staff (the back office's 'New reservation') are not held to it.
    const staffView = await admin().get(
      `/public/availability?restaurantId=${windowed.restaurantId}&date=2026-07-11&guests=2`,
    );
    expect(staffView.headers['cache-control']).toBe('private, no-store');
    expect(staffView.body.slots.every((s: { available: boolean }) => s.available)).toBe(true);
    expect((await availability(windowed, '2026-07-10', 2)).slots.some((s) => s.available)).toBe(true);
  });

  it('a cached availability answer turns too_soon as the clock passes the notice', async () => {
    const before = await availability(windowed, '2026-06-11', 2);
    expect(before.slots.find((s) => s.time === '11:00')!.reason).toBeNull();
    ctx.clock.set('2026-06-11T08:00:00Z'); // 10:00 in Zagreb: 11:00 is an hour away
    const after = await availability(windowed, '2026-06-11', 2);
    expect(after.slots.find((s) => s.time === '11:00')!.reason).toBe('too_soon');
  });

  it('holds and a move by the guest link are held to it; the back office is not', async () => {
    const held = await request(ctx.app)
      .post('/public/holds')
      .send({ tableId: windowed.tables[2], date: '2026-06-10T13:00:00+02:00', guests: 2 });
    expect(held.status).toBe(400);
    expect(held.body.code).toBe('BOOKING_TOO_SOON');
    const booked = await reserve(windowed, 2, '2026-06-12T19:00:00+02:00');
    expect(booked.status).toBe(201);
    const moved = await request(ctx.app)
      .post('/public/reservations/modify')
      .send({ token: booked.body.reservation.token, date: '2026-07-20T19:00:00+02:00' });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('BOOKING_TOO_FAR');
    expect((await hostBook(windowed, 2, '2026-06-10T12:30:00+02:00')).status).toBe(201);
    expect((await hostBook(windowed, 2, '2026-08-20T12:30:00+02:00')).status).toBe(201);
  });
});

describe('pacing', () => {
  it('refuses a booking that would pass the covers of its slot with 409 PACING_FULL, guest or host', async () => {
    expect((await reserve(paced, 1, '2026-06-11T19:00:00+02:00', 4)).status).toBe(201);
    expect((await hostBook(paced, 2, '2026-06-11T19:00:00+02:00', 2)).status).toBe(201);
    const full = await reserve(paced, 3, '2026-06-11T19:00:00+02:00', 2);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ code: 'PACING_FULL', error: ERROR_CODES.PACING_FULL.message });
    const host = await hostBook(paced, 3, '2026-06-11T19:00:00+02:00', 2);
    expect(host.status).toBe(409);
    expect(host.body.code).toBe('PACING_FULL');
    // A guest's hold on the full slot is told at once.
    const held = await request(ctx.app)
      .post('/public/holds')
      .send({ tableId: paced.tables[4], date: '2026-06-11T19:00:00+02:00', guests: 2 });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('PACING_FULL');
    // The next slot is its own.
    expect((await reserve(paced, 3, '2026-06-11T19:30:00+02:00', 4)).status).toBe(201);
  });

  it("gives availability the reason 'pacing' for a party that would pass it, and not for one that fits", async () => {
    await book(ctx.orm, paced, { tableNumber: 1, start: '2026-06-12T17:00:00Z', guests: 4 }); // 19:00
    const two = await availability(paced, '2026-06-12', 2);
    const three = await availability(paced, '2026-06-12', 3);
    expect(two.slots.find((s) => s.time === '19:00')).toMatchObject({ available: true, reason: null });
    expect(three.slots.find((s) => s.time === '19:00')).toMatchObject({
      available: false,
      reason: 'pacing',
      tableId: null,
    });
    expect(three.slots.find((s) => s.time === '19:30')).toMatchObject({ available: true });
  });

  it('counts walk-ins, never refuses them, and leaves cancelled bookings out', async () => {
    // 12:00 now: a cancelled party of 4 and a walk-in of 4 in the 12:00 slot.
    const cancelled = await book(ctx.orm, paced, {
      tableNumber: 1,
      start: '2026-06-10T10:00:00Z',
      guests: 4,
      status: 'cancelled',
    });
    expect(cancelled.status).toBe('cancelled');
    const walkIn = await admin()
      .post('/walkin/seat-now')
      .send({ restaurantId: paced.restaurantId, tableId: paced.tables[2], partySize: 4 });
    expect(walkIn.status).toBe(201);
    const another = await admin()
      .post('/walkin/seat-now')
      .send({ restaurantId: paced.restaurantId, tableId: paced.tables[3], partySize: 4 });
    expect(another.status).toBe(201); // 8 covers: the host decides at the door
    await book(ctx.orm, paced, { tableNumber: 4, start: '2026-06-10T10:30:00Z', guests: 5, isWalkIn: true }); // 12:30
    const host = await hostBook(paced, 5, '2026-06-10T12:30:00+02:00', 2);
    expect(host.status).toBe(409);
    expect(host.body.code).toBe('PACING_FULL');
  });

  it('counts a back-office move into a slot and refuses the one that passes it', async () => {
    const a = await hostBook(paced, 1, '2026-06-13T19:30:00+02:00', 4);
    const b = await hostBook(paced, 2, '2026-06-13T20:00:00+02:00', 4);
    expect([a.status, b.status]).toEqual([201, 201]);
    const moved = await admin().patch(`/reservations/${b.body.reservation.id}`, {
      date: '2026-06-13T19:30:00+02:00',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('PACING_FULL');
  });
});

describe('rule-change preview', () => {
  it('names bookings left outside new weekly hours or over new pacing before saving', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, {
      tables: [1, 2, 3].map((number) => ({ number, seats: 4 })),
    });
    const monday = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-15T17:00:00Z', guests: 4 });
    const afternoon = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-16T14:00:00Z', guests: 2 });
    const dinnerA = await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-16T17:00:00Z', guests: 4 });
    const dinnerB = await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-16T17:00:00Z', guests: 4 });
    const lunch = await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-16T10:00:00Z', guests: 4 });
    const res = await admin().post(`/restaurants/${fx.restaurantId}/preview`, {
      weeklyHours: {
        mon: [],
        tue: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '23:00' },
        ],
      },
      pacing: { maxCoversPerSlot: 6 },
    });
    expect(res.status).toBe(200);
    const named = (res.body.affected as { id: number; reason: string }[]).map((a) => [a.id, a.reason]);
    expect(named).toEqual([
      [monday.id, 'closed_day'],
      [afternoon.id, 'outside_hours'],
      [dinnerA.id, 'over_pacing'],
      [dinnerB.id, 'over_pacing'],
    ]);
    expect(named.some(([id]) => id === lunch.id)).toBe(false);
    expect(res.body.days).toEqual(
      expect.arrayContaining([expect.objectContaining({ date: '2026-06-15', newlyClosed: true })]),
    );
    // A limit the slot already passed is not this change's doing.
    await ctx.orm.em
      .fork()
      .nativeUpdate(Restaurant, { id: fx.restaurantId }, { pacing: { maxCoversPerSlot: 7 } });
    const again = await admin().post(`/restaurants/${fx.restaurantId}/preview`, {
      pacing: { maxCoversPerSlot: 6 },
    });
    expect(again.body.affected).toEqual([]);
  });
});

describe("the waitlist's quoted wait", () => {
  it('plans a waiting party for its turn time, then for the median of 20 measured stays of its size', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, {
      turnTimes: [{ maxGuests: 2, minutes: 45 }],
      tables: [{ number: 1, seats: 2 }],
    });
    // Seated now until 13:00, booked again from 13:45: a 45-minute stay fits between, a longer one does not.
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T10:00:00Z', status: 'confirmed' });
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T11:45:00Z' });
    const quote = async () => {
      const res = await admin().post('/waitlist', {
        restaurantId: fx.restaurantId,
        name: 'Petra Kovač',
        phone: '+385911112222',
        partySize: 2,
      });
      expect(res.status).toBe(201);
      return res.body.quotedWaitMin as number;
    };
    expect(await quote()).toBe(60);
    // 20 parties of two stayed 90 minutes over the last weeks (none today).
    for (let day = 1; day <= 20; day++) {
      const start = new Date(Date.parse('2026-06-09T10:00:00Z') - day * 86_400_000).toISOString();
      await book(ctx.orm, fx, { tableNumber: 1, start, status: 'cleared' });
    }
    await ctx.orm.em
      .fork()
      .getConnection()
      .execute(
        `update reservations set checked_in_at = start_at, cleared_at = start_at + interval '90 minutes'
         where restaurant_id = ? and status = 'cleared'`,
        [fx.restaurantId],
      );
    // The first party in line waits for 14:45 now (the second one behind it, later still).
    const [first] = (await admin().get(`/waitlist?restaurantId=${fx.restaurantId}`)).body.entries as {
      quotedWaitMin: number;
    }[];
    expect(first!.quotedWaitMin).toBe(165);
  });
});

describe('seed', () => {
  it('paces Bistro Gornji Grad and leaves Konoba Stol and Riva Split on the single service', async () => {
    const rules = async (id: number) => {
      const res = await request(ctx.app).get(`/restaurants/${id}`);
      const { weeklyHours, turnTimes, pacing, bookingWindow } = res.body;
      return { weeklyHours, turnTimes, pacing, bookingWindow };
    };
    const none = { weeklyHours: null, turnTimes: null, pacing: null, bookingWindow: null };
    expect(await rules(2)).toEqual({ ...none, pacing: { maxCoversPerSlot: 24 } });
    expect(await rules(1)).toEqual(none);
    expect(await rules(3)).toEqual(none);
  });

  it('gives the demo Konoba Stol closed Mondays, lunch and dinner, and turn times (the suites seed without them)', async () => {
    const demo = await createTestContext({ now: NOW, seed: false });
    try {
      await runSeed(demo.orm, demo.deps.clock.now(), demo.deps.config.messaging.publicSiteUrl);
      const konoba = (await request(demo.app).get('/restaurants/1')).body;
      expect(konoba.weeklyHours.mon).toEqual([]);
      expect(konoba.weeklyHours.sat).toEqual([
        { open: '11:00', close: '15:00' },
        { open: '17:00', close: '22:00' },
      ]);
      expect(konoba.turnTimes.map((step: { maxGuests: number }) => step.maxGuests)).toEqual([2, 4, 6, 10]);
      const bistro = (await request(demo.app).get('/restaurants/2')).body;
      expect(bistro.pacing).toEqual({ maxCoversPerSlot: 24 });
      // A Monday in the demo offers nothing; a Saturday nothing between the services.
      const monday = await request(demo.app).get('/public/availability?restaurantId=1&date=2026-06-15&guests=2');
      expect(monday.body.closed).toBe(true);
      const saturday = await request(demo.app).get('/public/availability?restaurantId=1&date=2026-06-13&guests=2');
      const times = (saturday.body.slots as { time: string }[]).map((slot) => slot.time);
      expect(times.filter((time) => time > '13:45' && time < '17:00')).toEqual([]);
      expect(times).toContain('17:00');
    } finally {
      await demo.close();
    }
  });
});

describe('PATCH /restaurants/{id} with the service rules', () => {
  it('saves, answers, refuses with a sentence, and clears with null', async () => {
    const fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
    const rules = {
      weeklyHours: { mon: [], tue: [{ open: '12:00', close: '15:00' }] },
      turnTimes: TURN_TIMES,
      pacing: { maxCoversPerSlot: 24 },
      bookingWindow: { minNoticeMinutes: 120, maxDaysAhead: 60 },
    };
    const saved = await admin().patch(`/restaurants/${fx.restaurantId}`, rules);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(rules);
    const bad = await request(ctx.app)
      .patch(`/restaurants/${fx.restaurantId}`)
      .set('Authorization', `Bearer ${tokens.superadmin}`)
      .set('Accept-Language', 'hr')
      .send({ weeklyHours: { tue: [{ open: '15:00', close: '12:00' }] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Usluga mora završiti nakon što počne.');
    const cleared = await admin().patch(`/restaurants/${fx.restaurantId}`, {
      weeklyHours: null,
      pacing: null,
    });
    expect(cleared.body).toMatchObject({ weeklyHours: null, pacing: null, turnTimes: TURN_TIMES });
    const stored = await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: fx.restaurantId });
    expect(stored.weeklyHours).toBeNull();
    expect(stored.bookingWindow).toEqual(rules.bookingWindow);
  });
});
