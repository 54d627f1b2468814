import type { TReservationDayResponse, TRole } from '@stol/contracts';
import { book, createFixtureRestaurant, fixtureOf, type Fixture } from './support/booking-fixtures';
import { loginEveryRole, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/** Now: Wednesday 2026-06-10 12:00 in Zagreb; the tests' days are in 2027 so seed data never mixes in. */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let tokens: Record<TRole, string>;
let r1: Fixture;
let busy: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  tokens = await loginEveryRole(ctx.app);
  r1 = await fixtureOf(ctx.orm, 1);
  busy = await createFixtureRestaurant(ctx.orm, {
    openHour: 0,
    closeHour: 23,
    tables: Array.from({ length: 6 }, (_, i) => ({ number: i + 1, seats: 4 })),
  });
});
afterAll(async () => {
  await ctx.close();
});

const as = (role: TRole) => withToken(ctx.app, tokens[role]);
const day = (body: unknown) => (body as TReservationDayResponse).reservations;

describe('GET /reservations/day', () => {
  it('answers every reservation of a busy Zagreb day, past 100, in start order, cancelled included', async () => {
    // 2027-02-02 is winter time: Zagreb midnight is 23:00Z the day before. 6 tables × 21 hourly stays = 126.
    const DAY_START = Date.parse('2027-02-01T23:00:00Z');
    for (let hour = 20; hour >= 0; hour--)
      for (let table = 1; table <= 6; table++)
        await book(ctx.orm, busy, {
          tableNumber: table,
          start: new Date(DAY_START + hour * 3_600_000).toISOString(),
          minutes: 60,
          bufferMin: 0,
          name: `G${hour}-${table}`,
          status: hour === 5 && table === 1 ? 'cancelled' : undefined,
        });
    // Just outside the day on both sides.
    await book(ctx.orm, busy, { tableNumber: 1, start: '2027-02-01T22:00:00Z', minutes: 60, bufferMin: 0 });
    await book(ctx.orm, busy, { tableNumber: 1, start: '2027-02-02T23:00:00Z', minutes: 60, bufferMin: 0 });

    const answer = await as('superadmin').get(
      `/reservations/day?restaurantId=${busy.restaurantId}&date=2027-02-02`,
    );
    expect(answer.status).toBe(200);
    const items = day(answer.body);
    expect(items).toHaveLength(126);
    const starts = items.map((r) => Date.parse(r.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(items[0]!.name).toBe('G0-1');
    expect(items.at(-1)!.name).toBe('G20-6');
    expect(items.filter((r) => r.status === 'cancelled').map((r) => r.name)).toEqual(['G5-1']);
    // The list's rows, table and attached tables included.
    expect(items[0]).toMatchObject({ restaurantId: busy.restaurantId, table: { number: 1 }, tables: [] });
  });

  it('serves every role of the restaurant and refuses other restaurants', async () => {
    await book(ctx.orm, r1, { tableNumber: 1, start: '2027-02-09T18:00:00Z', name: 'Stalna Gošća' });
    for (const role of ['superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'] as const) {
      const answer = await as(role).get('/reservations/day?restaurantId=1&date=2027-02-09');
      expect([role, answer.status]).toEqual([role, 200]);
      expect(day(answer.body).map((r) => r.name)).toEqual(['Stalna Gošća']);
    }
    for (const role of ['restaurantmanager', 'restaurantadmin', 'staff'] as const)
      expect(
        (await as(role).get(`/reservations/day?restaurantId=${busy.restaurantId}&date=2027-02-02`)).status,
      ).toBe(403);
  });

  it('follows writes (the cache is under the change counter)', async () => {
    const url = '/reservations/day?restaurantId=1&date=2027-02-16';
    expect(day((await as('staff').get(url)).body)).toEqual([]);
    await book(ctx.orm, r1, { tableNumber: 2, start: '2027-02-16T18:00:00Z', name: 'Nova' });
    expect(day((await as('staff').get(url)).body).map((r) => r.name)).toEqual(['Nova']);
  });

  it('needs a restaurant and a real calendar day', async () => {
    for (const query of [
      'date=2027-02-02',
      'restaurantId=1',
      'restaurantId=1&date=2027-02-30',
      'restaurantId=x&date=2027-02-02',
    ]) {
      const answer = await as('superadmin').get(`/reservations/day?${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
  });
});
