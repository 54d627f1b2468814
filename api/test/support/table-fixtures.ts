import type { TFloorplan } from '@stol/contracts';
import type { Orm } from '../../src/db/orm';
import { Restaurant } from '../../src/modules/restaurants/restaurant.entity';
import { createFixtureRestaurant, type Fixture } from './booking-fixtures';

/** Tables by number, each with its seats: `{ 5: 2, 6: 4 }` is table 5 for two and table 6 for four. */
export type SeatsByNumber = Record<number, number>;

/**
 * A fixture restaurant (booking-fixtures.ts) with just these tables, created in number order, and when given
 * a floor plan built from their ids (`tables`, ids by number), written straight to the row as a superadmin's
 * edits would leave it. The plan is returned too, for the test to compare against later.
 */
export async function restaurantWithTables(
  orm: Orm,
  seats: SeatsByNumber,
  floorplan?: (tables: Fixture['tables']) => TFloorplan,
): Promise<Fixture & { floorplan?: TFloorplan }> {
  const fx = await createFixtureRestaurant(orm, {
    tables: Object.entries(seats).map(([number, n]) => ({ number: Number(number), seats: n })),
  });
  if (!floorplan) return fx;
  const plan = floorplan(fx.tables);
  await orm.em.fork().nativeUpdate(Restaurant, { id: fx.restaurantId }, { floorplan: plan });
  return { ...fx, floorplan: plan };
}
