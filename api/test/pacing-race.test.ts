import { ERROR_CODES } from '@stol/contracts';
import request from 'supertest';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Pacing under races (issue 24 §1): the covers of one slot are held in the database like the no-double-booking
 * rule. 30 guests book 2 each at the same moment, on 30 different tables of one slot whose maxCoversPerSlot is 8:
 * exactly 4 bookings and 26 × 409 PACING_FULL, never more covers, never a 5xx. Now: 2026-06-10 12:00 in Zagreb.
 */
const NOW = '2026-06-10T10:00:00Z';
const TABLES = Array.from({ length: 30 }, (_, i) => i + 1);
let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, {
    pacing: { maxCoversPerSlot: 8 },
    tables: TABLES.map((number) => ({ number, seats: 2 })),
  });
});
afterAll(async () => {
  await ctx.close();
});

const reserve = (body: object) =>
  request(ctx.app)
    .post('/reserve')
    .send({ name: 'Ana Horvat', phone: '091 234 5678', guests: 2, ...body });

/** The covers of the slot as the database holds them. */
async function coversAt(start: string): Promise<{ bookings: number; covers: number }> {
  const [row] = await ctx.orm.em
    .fork()
    .getConnection()
    .execute<{ bookings: string; covers: string }[]>(
      `select count(*) as bookings, coalesce(sum(guests), 0) as covers from reservations
       where restaurant_id = ? and start_at = ? and status = 'confirmed'`,
      [fx.restaurantId, new Date(start).toISOString()],
    );
  return { bookings: Number(row!.bookings), covers: Number(row!.covers) };
}

describe('pacing under concurrency', () => {
  it('30 parallel bookings of 2 on different tables of one slot (max 8 covers): exactly 4 × 201, 26 × 409', async () => {
    const date = '2026-06-11T19:00:00+02:00';
    const answers = await Promise.all(TABLES.map((number) => reserve({ tableId: fx.tables[number], date })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(26);
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body).toEqual({ code: 'PACING_FULL', error: ERROR_CODES.PACING_FULL.message });
    expect(await coversAt(date)).toEqual({ bookings: 4, covers: 8 });
  });

  it('any table: 30 parallel guests of 2 get 4 bookings, and the rest PACING_FULL', async () => {
    const date = '2026-06-11T20:00:00+02:00';
    const answers = await Promise.all(
      TABLES.map(() => reserve({ anyTable: true, restaurantId: fx.restaurantId, date })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(26).fill(409)]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'PACING_FULL')).toBe(true);
    expect(await coversAt(date)).toEqual({ bookings: 4, covers: 8 });
  });

  it('a guest booking through their hold races guests booking the same table without one: no deadlock, one booking', async () => {
    const date = '2026-06-11T18:00:00+02:00';
    const table = fx.tables[1];
    const held = await request(ctx.app).post('/public/holds').send({ tableId: table, date });
    expect(held.status).toBe(201);
    // The hold's booking releases the hold (its table locked) while the others queue on the slot first.
    const answers = await Promise.all([
      reserve({ tableId: table, date, holdId: held.body.holdId }),
      ...Array.from({ length: 12 }, () => reserve({ tableId: table, date })),
    ]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(12);
    expect(await coversAt(date)).toEqual({ bookings: 1, covers: 2 });
  });
});
