import type { EntityManager } from '@mikro-orm/postgresql';
import type { Restaurant } from '../restaurants/restaurant.entity';
import { blockingReservations, refuseIfBooked } from './future-reservations-guard';
import { dropFloorplanEntries } from './table-floorplan-entries';
import { DiningTable } from './table.entity';

/**
 * Removes tables of the (locked) restaurant inside the caller's transaction, their rows already locked: refused
 * (409, listing them) while future reservations hold any of them; else their floor-plan style and chairs go and
 * the rows are soft-deleted (deletedAt set; the row and the history that references it stay).
 */
export async function removeTables(
  tx: EntityManager,
  restaurant: Restaurant,
  tableIds: number[],
  now: Date,
): Promise<void> {
  refuseIfBooked(await blockingReservations(tx, tableIds, now));
  dropFloorplanEntries(restaurant, tableIds);
  await tx.flush();
  if (tableIds.length > 0) await tx.nativeUpdate(DiningTable, { id: { $in: tableIds } }, { deletedAt: now });
}
