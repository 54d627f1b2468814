import { ERROR_CODES, type TRole } from '@stol/contracts';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { addTable, book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { recordEmits } from './support/record-emits';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Host actions only around the visit (issue 19 §3, DESIGN §7): check-in from 2 hours before a reservation's start
 * until its end, a walk-in only while a service is open (today's hours in Zagreb, special hours first). Outside
 * those: 409 with a sentence (en and hr), nothing written, no event. The test clock moves "now"; restaurant 1
 * is open 10–22 (CEST in June: 12:00 Zagreb = 10:00Z).
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let tableNumber = 400;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
});
afterAll(async () => {
  await ctx.close();
});
afterEach(async () => setClock(NOW));

/** Moves "now" and signs in again at that moment (an access token is short-lived on the test clock too). */
async function setClock(at: string) {
  ctx.clock.set(at);
  tokens = await loginEveryRole(ctx.app);
}

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const reload = async (id: number) => (await ctx.orm.em.fork().findOne(Reservation, { id }))!;
/** A 60-minute reservation on a table of its own. */
const booked = async (start: string) => {
  await addTable(ctx.orm, r1, ++tableNumber);
  return (await book(ctx.orm, r1, { tableNumber, start })).id;
};

describe('POST /reservations/{id}/checkin: from 2 hours before the start until the end', () => {
  it.each([
    ['25 days ahead', '2026-07-05T10:00:00Z', 'CHECK_IN_TOO_EARLY'],
    ['2 hours and a minute ahead', '2026-06-10T12:01:00Z', 'CHECK_IN_TOO_EARLY'],
    ['ended a minute ago', '2026-06-10T08:59:00Z', 'CHECK_IN_ENDED'],
    ['ending right now', '2026-06-10T09:00:00Z', 'CHECK_IN_ENDED'],
  ] as const)(
    'refuses a reservation %s: 409 with the sentence, nothing written, no event',
    async (_l, start, code) => {
      const id = await booked(start);
      const seen = await recordEmits(ctx.deps.realtime, async () => {
        const res = await as('staff').post(`/reservations/${id}/checkin`);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: ERROR_CODES[code].message, code });
        const hr = await as('staff').post(`/reservations/${id}/checkin`).set('Accept-Language', 'hr');
        expect(hr.body.code).toBe(code);
        expect(hr.body.error).toMatch(/^(Dolazak|Ova rezervacija)/);
      });
      expect(seen).toEqual([]);
      expect((await reload(id)).checkedInAt).toBeNull();
    },
  );

  it.each([
    ['exactly 2 hours ahead', '2026-06-10T12:00:00Z'],
    ['30 minutes ahead (early)', '2026-06-10T10:30:00Z'],
    ['under way', '2026-06-10T09:30:00Z'],
    ['in its last minute', '2026-06-10T09:01:00Z'],
  ])('checks in a reservation %s', async (_l, start) => {
    const id = await booked(start);
    const res = await as('staff').post(`/reservations/${id}/checkin`);
    expect(res.status).toBe(200);
    expect(res.body.checkedInAt).toBe(new Date(NOW).toISOString());
  });

  it('follows the clock: refused at 09:59, accepted at 10:00 for a 12:00 start', async () => {
    const id = await booked('2026-06-10T12:00:00Z');
    await setClock('2026-06-10T09:59:00Z');
    expect((await as('staff').post(`/reservations/${id}/checkin`)).status).toBe(409);
    await setClock('2026-06-10T10:00:00Z');
    expect((await as('staff').post(`/reservations/${id}/checkin`)).status).toBe(200);
    // Already checked in, it stays so after its end (the call repeats harmlessly).
    await setClock('2026-06-10T13:30:00Z');
    expect((await as('staff').post(`/reservations/${id}/checkin`)).status).toBe(200);
  });
});

describe('POST /walkin/seat-now: only while a service is open', () => {
  let fx: Fixture;
  beforeAll(async () => {
    // Open 12–22 in Zagreb; closed on 2026-06-11 by special hours, 15–18 on 2026-06-12.
    fx = await createFixtureRestaurant(ctx.orm, {
      openHour: 12,
      closeHour: 22,
      specialHours: { '2026-06-11': { closed: true }, '2026-06-12': { openHour: 15, closeHour: 18 } },
      tables: [{ number: 1, seats: 4 }],
    });
    // The admin's restaurant is restaurant 1: the superadmin seats at the fixture.
  });
  const seat = () =>
    as('superadmin')
      .post('/walkin/seat-now')
      .send({ restaurantId: fx.restaurantId, tableId: fx.tables[1], partySize: 2 });
  const seatedCount = () => ctx.orm.em.fork().count(Reservation, { restaurantId: fx.restaurantId });

  it.each([
    ['before opening (11:59 Zagreb)', '2026-06-10T09:59:00Z'],
    ['at closing (22:00 Zagreb)', '2026-06-10T20:00:00Z'],
    ['in the night (02:00 Zagreb)', '2026-06-10T00:00:00Z'],
    ['on a day special hours close (13:00 Zagreb)', '2026-06-11T11:00:00Z'],
    ['outside special hours (13:00 Zagreb, open 15–18)', '2026-06-12T11:00:00Z'],
  ])('refuses %s: 409 "The restaurant is closed now.", nothing seated, no event', async (_l, at) => {
    await setClock(at);
    const before = await seatedCount();
    const seen = await recordEmits(ctx.deps.realtime, async () => {
      const res = await seat();
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'The restaurant is closed now.', code: 'RESTAURANT_CLOSED' });
      const hr = await seat().set('Accept-Language', 'hr');
      expect(hr.body.error).toBe('Restoran je sada zatvoren.');
    });
    expect(seen).toEqual([]);
    expect(await seatedCount()).toBe(before);
  });

  it.each([
    ['at opening (12:00 Zagreb)', '2026-06-10T10:00:00Z'],
    ['in special hours (16:00 Zagreb)', '2026-06-12T14:00:00Z'],
  ])('seats %s', async (_l, at) => {
    await setClock(at);
    expect((await seat()).status).toBe(201);
  });

  it('reads the hours as saved now (a change of hours applies at once)', async () => {
    await setClock('2026-06-13T08:00:00Z'); // 10:00 Zagreb, before the 12:00 opening
    expect((await seat()).status).toBe(409);
    await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: fx.restaurantId }, { openHour: 9 });
    expect((await seat()).status).toBe(201);
  });
});
