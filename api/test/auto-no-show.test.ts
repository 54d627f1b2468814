import { createOrm, type Orm } from '../src/db/orm';
import type { AppDeps } from '../src/deps';
import { markNoShows } from '../src/modules/reservations/auto-no-show';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { buildDeps, closeDeps, startBackgroundWork } from '../src/server';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { eventually } from './support/mail-server';
import type { RecordedEmit } from './support/record-emits';
import { createTestContext, testClock, testConfig, type TestContext } from './support/test-app';

/**
 * Automatic no-show (issue 11 §1): a confirmed reservation not checked in by its start + the restaurant's
 * noShowGraceMin becomes a no-show, its tables are released and `reservation.no_show` is announced, once, even
 * with two API instances on one database (two connections: PostgreSQL only, as job-queue.test.ts).
 */
const NOW = '2026-06-10T10:00:00Z';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let ctx: TestContext;
let fx: Fixture;

/** Records the no-show events of an app's hub for the rest of the file. */
function listen(deps: AppDeps, into: RecordedEmit[]) {
  const original = deps.realtime.emitToRestaurant.bind(deps.realtime);
  deps.realtime.emitToRestaurant = (restaurantId, event, payload) => {
    into.push({ restaurantId, event, payload });
    original(restaurantId, event, payload);
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, seed: false });
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [1, 2, 3, 4, 5, 6].map((number) => ({ number, seats: 4 })),
  });
  await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: fx.restaurantId }, { noShowGraceMin: 20 });
});
afterAll(async () => {
  await ctx.close();
});

const statusOf = async (id: number) => {
  const r = await ctx.orm.em.fork().findOneOrFail(Reservation, { id });
  return { status: r.status, noShowAt: r.noShowAt?.toISOString() ?? null };
};

describe('markNoShows', () => {
  it('marks only confirmed, not checked-in reservations past start + grace, and releases their tables', async () => {
    const late = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T09:35:00Z' }); // 25 min late
    const inGrace = await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-10T09:45:00Z' }); // 15 min
    const seated = await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-10T09:00:00Z' });
    await ctx.orm.em
      .fork()
      .nativeUpdate(Reservation, { id: seated.id }, { checkedInAt: new Date('2026-06-10T09:05:00Z') });
    const cleared = await book(ctx.orm, fx, {
      tableNumber: 4,
      start: '2026-06-10T09:00:00Z',
      status: 'cleared',
    });
    const lastWeek = await book(ctx.orm, fx, { tableNumber: 5, start: '2026-06-03T09:00:00Z' });

    const seen: RecordedEmit[] = [];
    listen(ctx.deps, seen);
    expect(await markNoShows(ctx.deps)).toEqual([late.id]);
    expect(await statusOf(late.id)).toEqual({ status: 'no_show', noShowAt: '2026-06-10T10:00:00.000Z' });
    for (const other of [inGrace, seated, lastWeek])
      expect((await statusOf(other.id)).status).toBe('confirmed');
    expect((await statusOf(cleared.id)).status).toBe('cleared');
    expect(seen).toEqual([
      {
        restaurantId: fx.restaurantId,
        event: 'reservation.no_show',
        payload: { restaurantId: fx.restaurantId, reservationId: late.id, tableId: fx.tables[1] },
      },
    ]);
    // Its table is free again: the same slot can be booked.
    await expect(book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-10T10:00:00Z' })).resolves.toBeDefined();
    // Nothing twice.
    expect(await markNoShows(ctx.deps)).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

(onPostgres ? describe : describe.skip)('the no-show job with two API instances on one database', () => {
  let secondOrm: Orm;
  let second: AppDeps;

  beforeAll(async () => {
    secondOrm = await createOrm({ clientUrl: ctx.db.url, poolMax: ctx.db.poolMax });
    second = buildDeps(testConfig(), secondOrm, testClock(NOW));
  });
  afterAll(async () => {
    await closeDeps(second);
    await secondOrm.close();
  });

  it('marks an overdue reservation once, announced by one instance', async () => {
    const overdue = await book(ctx.orm, fx, { tableNumber: 6, start: '2026-06-10T09:30:00Z' });
    const seen: RecordedEmit[] = [];
    listen(ctx.deps, seen);
    listen(second, seen);
    await Promise.all([startBackgroundWork(ctx.deps), startBackgroundWork(second)]);
    await eventually(async () => (await statusOf(overdue.id)).status === 'no_show');
    await new Promise((r) => setTimeout(r, 1500)); // time for a second announcement to show up
    expect(seen.filter((s) => s.payload.reservationId === overdue.id).map((s) => s.event)).toEqual([
      'reservation.no_show',
    ]);
  });

  it('two sweeps racing each other mark each reservation once', async () => {
    const a = await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-10T11:00:00Z' });
    const b = await book(ctx.orm, fx, { tableNumber: 3, start: '2026-06-10T11:00:00Z' });
    ctx.clock.set('2026-06-10T11:30:00Z');
    const later = testClock('2026-06-10T11:30:00Z');
    const [first, other] = await Promise.all([
      markNoShows(ctx.deps),
      markNoShows({ ...second, clock: later }),
    ]);
    const all = [...first, ...other];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});
