import { ZodError } from 'zod';
import { MIGRATIONS } from '../src/migrations';
import { runSeed } from '../src/db/seed';
import { SEED_RESTAURANTS, SEED_USERS } from '../src/db/seed-data';
import { mapError } from '../src/http/error-mapper';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { createReservation } from '../src/modules/reservations/booking.service';
import { occupancyPeriod, ReservationTable } from '../src/modules/reservations/reservation-table.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { User } from '../src/modules/users/user.entity';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist-entry.entity';
import { zagrebDay } from '../src/time/zagreb';
import { createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-06-10T10:00:00Z' });
});
afterAll(async () => {
  await ctx.close();
});

const em = () => ctx.orm.em.fork();

async function counts() {
  const e = em();
  return {
    users: await e.count(User, {}),
    restaurants: await e.count(Restaurant, {}),
    tables: await e.count(DiningTable, {}),
    reservations: await e.count(Reservation, {}),
    occupancy: await e.count(ReservationTable, {}),
    waitlist: await e.count(WaitlistEntry, {}),
    largeParty: await e.count(LargePartyRequest, {}),
  };
}

describe('migrations', () => {
  it('are all applied and nothing is pending', async () => {
    const executed = await ctx.orm.migrator.getExecuted();
    expect(executed.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await ctx.orm.migrator.getPending()).toEqual([]);
    await ctx.orm.migrator.up(); // running again is a no-op
    expect((await ctx.orm.migrator.getExecuted()).length).toBe(MIGRATIONS.length);
  });
});

describe('seed', () => {
  it('creates the demo data of DESIGN §2', async () => {
    const e = em();
    const users = await e.find(User, {}, { populate: ['restaurants'] });
    expect(users.map((u) => u.email).sort()).toEqual(SEED_USERS.map((u) => u.email).sort());
    const manager = users.find((u) => u.email === 'manager@demo.test')!;
    expect(manager.plan).toBe('premium');
    expect(
      manager.restaurants
        .getItems()
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 2]);
    const restaurants = await e.find(Restaurant, {}, { orderBy: { id: 'asc' } });
    expect(restaurants.map((r) => [r.id, r.openHour, r.closeHour, r.intervalMin])).toEqual([
      [1, 11, 21, 30],
      [2, 12, 22, 60],
      [3, 10, 20, 30],
    ]);
    expect(restaurants[0]!.publicOrigin).toBe(restaurants[1]!.publicOrigin);
    for (const r of SEED_RESTAURANTS) {
      const tables = await e.count(DiningTable, { restaurantId: r.id });
      expect(tables).toBeGreaterThanOrEqual(8);
      expect(tables).toBeLessThanOrEqual(12);
    }
    const today = zagrebDay(ctx.clock.now());
    expect(
      await e.count(Reservation, { restaurantId: 1, startAt: { $gte: today.start, $lt: today.end } }),
    ).toBeGreaterThanOrEqual(3);
    expect(await e.count(Reservation, { status: 'no_show' })).toBeGreaterThan(0);
    expect(await e.count(Reservation, { status: 'cancelled' })).toBeGreaterThan(0);
    expect(await e.count(Reservation, { name: 'Walk-in' })).toBeGreaterThan(0);
    // Every reservation holds its tables through occupancy rows; released statuses hold none actively.
    const [orphanRow] = await e.execute<{ orphans: string }[]>(
      `select count(*) as orphans from reservations r where not exists (select 1 from reservation_tables t where t.reservation_id = r.id)`,
    );
    expect(Number(orphanRow?.orphans)).toBe(0);
    const [wrongRow] = await e.execute<{ wrong: string }[]>(
      `select count(*) as wrong from reservations r join reservation_tables t on t.reservation_id = r.id
       where t.active = (r.status in ('cleared', 'no_show', 'cancelled'))`,
    );
    expect(Number(wrongRow?.wrong)).toBe(0);
  });

  it('is idempotent: running it twice more creates no duplicates', async () => {
    const before = await counts();
    await runSeed(ctx.orm, ctx.clock.now());
    await runSeed(ctx.orm, new Date('2026-07-01T10:00:00Z'));
    expect(await counts()).toEqual(before);
  });

  it('new restaurants get ids after the seeded ones', async () => {
    const e = em();
    const r = e.create(Restaurant, { name: 'Nova' });
    await e.flush();
    expect(r.id).toBeGreaterThan(3);
    e.remove(r);
    await e.flush();
  });
});

describe('occupancy constraint', () => {
  const at = (iso: string) => new Date(iso);

  it('the database refuses two overlapping active rows for one table (23P01 → 409)', async () => {
    const e = em();
    const table = await e.findOneOrFail(DiningTable, { restaurantId: 3, number: 1 });
    const booking = {
      restaurantId: 3,
      tableIds: [table.id] as [number],
      name: 'First',
      phone: '+385911111111',
      startAt: at('2027-01-15T18:00:00Z'),
      endAt: at('2027-01-15T19:00:00Z'),
      guests: 2,
      bufferMin: 15,
    };
    await e.transactional((tx) => createReservation(tx, booking));

    let caught: unknown;
    try {
      // Starts inside the first one's buffer (19:00-19:15).
      await em().transactional((tx) =>
        createReservation(tx, {
          ...booking,
          name: 'Second',
          startAt: at('2027-01-15T19:10:00Z'),
          endAt: at('2027-01-15T20:00:00Z'),
        }),
      );
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeDefined();
    expect(mapError(caught)).toEqual({
      status: 409,
      body: { error: 'Table is already reserved for that time', code: 'RESERVATION_OVERLAP' },
    });
    // The failed booking left nothing behind.
    expect(await em().count(Reservation, { name: 'Second' })).toBe(0);
  });

  it('raw overlapping rows are refused too, while inactive and back-to-back rows are allowed', async () => {
    const e = em();
    const table = await e.findOneOrFail(DiningTable, { restaurantId: 3, number: 2 });
    const reservation = await e.transactional((tx) =>
      createReservation(tx, {
        restaurantId: 3,
        tableIds: [table.id],
        name: 'Raw',
        phone: '+385912222222',
        startAt: at('2027-02-01T12:00:00Z'),
        endAt: at('2027-02-01T13:00:00Z'),
        guests: 2,
        bufferMin: 0,
      }),
    );
    const insert = (period: string, active: boolean) =>
      em().execute(
        `insert into reservation_tables (reservation_id, table_id, period, active) values (?, ?, ?, ?)`,
        [reservation.id, table.id, period, active],
      );
    const overlapping = occupancyPeriod(at('2027-02-01T12:30:00Z'), at('2027-02-01T13:30:00Z'));
    const err = await insert(overlapping, true).then(
      () => null,
      (e: unknown) => e,
    );
    expect(mapError(err).status).toBe(409);
    await expect(insert(overlapping, false)).resolves.toBeDefined();
    await expect(
      insert(occupancyPeriod(at('2027-02-01T13:00:00Z'), at('2027-02-01T14:00:00Z')), true),
    ).resolves.toBeDefined();
  });
});

describe('restaurant JSON documents', () => {
  it('are validated with the contracts schemas on write', async () => {
    const e = em();
    const r = await e.findOneOrFail(Restaurant, { id: 3 });
    r.specialHours = { 'not-a-date': { closed: true } } as never;
    await expect(e.flush()).rejects.toBeInstanceOf(ZodError);
    const fresh = em();
    const ok = await fresh.findOneOrFail(Restaurant, { id: 3 });
    ok.specialHours = { '2026-12-25': { closed: true } };
    await fresh.flush();
    expect((await em().findOneOrFail(Restaurant, { id: 3 })).specialHours).toEqual({
      '2026-12-25': { closed: true },
    });
  });

  it('emails are stored lowercased only (the database refuses mixed case)', async () => {
    const err = await em()
      .execute(
        `insert into users (email, password_hash, role, plan, language, created_at) values ('Mixed@Case.test', 'x', 'staff', 'basic', 'hr', now())`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
  });
});
