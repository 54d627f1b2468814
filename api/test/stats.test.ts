import request from 'supertest';
import { hashPassword } from '../src/modules/auth/password';
import { createReservation } from '../src/modules/reservations/booking.service';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { User } from '../src/modules/users/user.entity';
import { zagrebDay, zagrebWallTime, zagrebWeek } from '../src/time/zagreb';
import { loginAs } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

const HOUR = 3_600_000;
let ctx: TestContext;

/** Places reservations at Zagreb wall-clock times; each on its own table so none can overlap. */
async function place(
  restaurantId: number,
  bookings: { local: [string, string]; status?: 'cancelled' | 'no_show' }[],
) {
  const em = ctx.orm.em.fork();
  await em.transactional(async (tx) => {
    let n = 0;
    for (const b of bookings) {
      n++;
      const table = tx.create(DiningTable, {
        restaurantId,
        number: 100 + (await tx.count(DiningTable, { restaurantId })) + n,
        seats: 4,
      });
      await tx.flush();
      const startAt = zagrebWallTime(...b.local);
      await createReservation(tx, {
        restaurantId,
        tableIds: [table.id],
        name: `Guest ${b.local.join(' ')}`,
        phone: '+385910000000',
        startAt,
        endAt: new Date(startAt.getTime() + HOUR),
        guests: 2,
        bufferMin: 0,
        status: b.status,
      });
    }
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const em = ctx.orm.em.fork();
  const spring = em.create(Restaurant, { name: 'Proljeće' });
  const autumn = em.create(Restaurant, { name: 'Jesen' });
  em.create(User, {
    email: 'root@demo.test',
    passwordHash: await hashPassword('demo1234'),
    role: 'superadmin',
  });
  await em.flush();

  // Week of Monday 2026-03-23 … Sunday 2026-03-29 (clocks go forward on the 29th).
  await place(spring.id, [
    { local: ['2026-03-22', '23:30'] }, // previous Sunday: not this week
    { local: ['2026-03-23', '00:30'] }, // Monday 00:30: counted
    { local: ['2026-03-25', '12:00'], status: 'cancelled' }, // cancelled: never counted
    { local: ['2026-03-27', '19:00'], status: 'no_show' }, // no-show: still a reservation
    { local: ['2026-03-29', '00:30'] }, // Sunday, before the change
    { local: ['2026-03-29', '03:30'] }, // Sunday, after the change
    { local: ['2026-03-29', '23:30'] }, // Sunday 23:30: counted
    { local: ['2026-03-30', '00:30'] }, // next Monday: not this week
  ]);
  // Week of Monday 2026-10-19 … Sunday 2026-10-25 (clocks go back on the 25th).
  await place(autumn.id, [
    { local: ['2026-10-18', '23:30'] },
    { local: ['2026-10-19', '00:30'] },
    { local: ['2026-10-25', '00:30'] },
    { local: ['2026-10-25', '02:30'] }, // ambiguous hour, still Sunday
    { local: ['2026-10-25', '23:30'] },
    { local: ['2026-10-26', '00:30'] },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

/** Signs in at the clock's current time (tokens are short-lived, and the tests move the clock by months). */
const get = async (url: string) => {
  const { token } = await loginAs(ctx.app, 'root@demo.test');
  return request(ctx.app).get(url).set('Authorization', `Bearer ${token}`);
};

describe('Zagreb calendar ranges', () => {
  it('a week with the spring change lasts 167 hours, with the autumn change 169, otherwise 168', () => {
    const len = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / HOUR;
    expect(len(zagrebWeek(new Date('2026-03-25T12:00:00Z')))).toBe(167);
    expect(len(zagrebWeek(new Date('2026-10-21T12:00:00Z')))).toBe(169);
    expect(len(zagrebWeek(new Date('2026-06-10T12:00:00Z')))).toBe(168);
    expect(len(zagrebDay(new Date('2026-03-29T12:00:00Z')))).toBe(23);
    expect(len(zagrebDay(new Date('2026-10-25T12:00:00Z')))).toBe(25);
  });

  it('the week starts Monday 00:00 Zagreb time even when "now" is late Sunday UTC-wise', () => {
    // 2026-03-29T22:30Z is already Monday 00:30 in Zagreb (CEST).
    const week = zagrebWeek(new Date('2026-03-29T22:30:00Z'));
    expect(week.start.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const sunday = zagrebWeek(new Date('2026-03-29T21:30:00Z'));
    expect(sunday.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(sunday.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('GET /admin/stats across DST weeks', () => {
  it('spring week: Monday 00:30 and Sunday 23:30 counted, the previous Sunday and cancelled ones not', async () => {
    ctx.clock.set(zagrebWallTime('2026-03-29', '12:00'));
    const res = await get('/admin/stats?restaurantId=1');
    expect(res.status).toBe(200);
    // Week: Mon 00:30, no-show Fri, Sun 00:30, Sun 03:30, Sun 23:30. Today (Sunday): the three Sunday ones.
    expect(res.body).toEqual({ reservationsToday: 3, reservationsThisWeek: 5 });
  });

  it('autumn week, including the repeated hour', async () => {
    ctx.clock.set(zagrebWallTime('2026-10-25', '18:00'));
    const res = await get('/admin/stats?restaurantId=2');
    expect(res.body).toEqual({ reservationsToday: 3, reservationsThisWeek: 4 });
  });

  it('on Monday 00:10 the new week has begun', async () => {
    ctx.clock.set(zagrebWallTime('2026-03-30', '00:10'));
    expect((await get('/admin/stats?restaurantId=1')).body).toEqual({
      reservationsToday: 1,
      reservationsThisWeek: 1,
    });
  });

  it('without a restaurant the counts cover all of the user’s restaurants; per restaurant as well', async () => {
    ctx.clock.set(zagrebWallTime('2026-03-29', '12:00'));
    expect((await get('/admin/stats')).body).toEqual({ reservationsToday: 3, reservationsThisWeek: 5 });
    const per = await get('/admin/stats/restaurants');
    expect(per.body).toEqual({
      restaurants: [
        { id: 1, name: 'Proljeće', reservationsToday: 3, reservationsThisWeek: 5 },
        { id: 2, name: 'Jesen', reservationsToday: 0, reservationsThisWeek: 0 },
      ],
    });
  });
});
