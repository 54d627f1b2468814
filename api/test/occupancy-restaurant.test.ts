import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/*
 * Occupancy rows carry their table's restaurant (migration occupancy_restaurant): the database keeps the copy
 * right whoever writes, and the change counter reads it.
 */

let ctx: TestContext;
let fx: Fixture;
let other: Fixture;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-06-10T10:00:00Z', seed: false });
  fx = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
  other = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 9, seats: 4 }] });
});
afterAll(async () => {
  await ctx.close();
});

const sql = <T>(text: string, params: unknown[] = []) => ctx.orm.em.fork().execute<T[]>(text, params);
const restaurantOfRows = async (reservationId: number) =>
  (
    await sql<{ restaurant_id: number }>(
      'select restaurant_id from reservation_tables where reservation_id = ?',
      [reservationId],
    )
  ).map((r) => r.restaurant_id);
const versionOf = async (restaurantId: number) =>
  Number(
    (
      await sql<{ version: string }>('select version from occupancy_versions where restaurant_id = ?', [
        restaurantId,
      ])
    )[0]?.version ?? 0,
  );

describe('the restaurant of an occupancy row', () => {
  it('is set from the table by the database, whatever the writer gives', async () => {
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-11T10:00:00Z' });
    expect(await restaurantOfRows(reservation.id)).toEqual([fx.restaurantId]);

    const [hold] = await sql<{ restaurant_id: number }>(
      `insert into reservation_tables (table_id, restaurant_id, period, hold_id, hold_expires_at)
       values (?, ?, '[2026-06-11T14:00:00Z,2026-06-11T15:00:00Z)', 'hold-1', now() + interval '5 minutes')
       returning restaurant_id`,
      [fx.tables[1], other.restaurantId],
    );
    expect(hold!.restaurant_id).toBe(fx.restaurantId);

    // A change of table carries the new table's restaurant.
    await sql('update reservation_tables set table_id = ? where reservation_id = ?', [
      other.tables[9],
      reservation.id,
    ]);
    expect(await restaurantOfRows(reservation.id)).toEqual([other.restaurantId]);
  });

  it('cannot disagree with its table: a foreign key over (table, restaurant) refuses it at commit', async () => {
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-12T10:00:00Z' });
    const failure = await sql('update reservation_tables set restaurant_id = ? where reservation_id = ?', [
      other.restaurantId,
      reservation.id,
    ]).catch((e: unknown) => e);
    expect((failure as { code?: string }).code).toBe('23503');
    expect(await restaurantOfRows(reservation.id)).toEqual([fx.restaurantId]);
  });

  it('refuses a row for a table that does not exist, as the table foreign key does', async () => {
    const failure = await sql(
      `insert into reservation_tables (table_id, period, hold_id, hold_expires_at)
       values (2147483000, '[2026-06-13T10:00:00Z,2026-06-13T11:00:00Z)', 'h', now() + interval '5 minutes')`,
    ).catch((e: unknown) => e);
    expect((failure as { code?: string }).code).toBe('23503');
  });

  it('follows a table moved to another restaurant', async () => {
    const moved = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 3, seats: 2 }] });
    const reservation = await book(ctx.orm, moved, { tableNumber: 3, start: '2026-06-14T10:00:00Z' });
    await sql('update tables set restaurant_id = ? where id = ?', [other.restaurantId, moved.tables[3]]);
    expect(await restaurantOfRows(reservation.id)).toEqual([other.restaurantId]);
  });

  it('bumps both restaurants’ counters when a booking moves between them', async () => {
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-15T10:00:00Z' });
    const before = [await versionOf(fx.restaurantId), await versionOf(other.restaurantId)];
    await sql('update reservation_tables set table_id = ? where reservation_id = ?', [
      other.tables[9],
      reservation.id,
    ]);
    expect([await versionOf(fx.restaurantId), await versionOf(other.restaurantId)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('goes away with the migration and comes back filled, the counter working either way', async () => {
    const name = 'Migration20261126100000_occupancy_restaurant';
    await ctx.orm.migrator.down(name);
    const column = () =>
      sql(
        `select 1 from information_schema.columns where table_name = 'reservation_tables' and column_name = 'restaurant_id'`,
      );
    expect(await column()).toHaveLength(0);
    const before = await versionOf(fx.restaurantId);
    const reservation = await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-16T10:00:00Z' });
    expect(await versionOf(fx.restaurantId)).toBe(before + 1);

    await ctx.orm.migrator.up(name);
    expect(await column()).toHaveLength(1);
    expect(await restaurantOfRows(reservation.id)).toEqual([fx.restaurantId]);
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-17T10:00:00Z' });
    expect(await versionOf(fx.restaurantId)).toBe(before + 2);
  });
});
