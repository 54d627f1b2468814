import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tableFitsCanvas, TABLE_MESSAGES } from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { Restaurant } from '../restaurants/restaurant.entity';
import { DiningTable } from './table.entity';
import { getTableOrFail } from './tables.service';

/**
 * What every tables-management write (staff spec §2, §5, §6, §7) shares. Each write is one transaction; the
 * live event follows the commit. Writes that allocate numbers or rewrite the floor-plan document hold the
 * restaurant row (FOR NO KEY UPDATE: bookings, which only reference the row, are not blocked), so concurrent
 * copies into one restaurant take turns and each sees the numbers the previous one took. The unique index on
 * (restaurant_id, number) of live tables stays the last word: a clash that slips past is a 409 naming the
 * number. Locks are always taken restaurant row first, then tables (no deadlock between a delete and a replace).
 * Deleting is a soft delete (table.entity.ts): every read here sees live tables only (the entity's filter,
 * LIVE_TABLES_SQL).
 */
export interface TableWriteContext {
  clock: Clock;
  realtime: RealtimeHub;
}

/** Locks the restaurant row (FOR NO KEY UPDATE) and reads it afresh; 404 for an unknown restaurant. */
export async function lockRestaurant(tx: EntityManager, restaurantId: number): Promise<Restaurant> {
  const rows = await tx.execute<{ id: number }[]>(
    'select id from restaurants where id = ? for no key update',
    [restaurantId],
  );
  if (rows.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
  return tx.findOneOrFail(Restaurant, { id: restaurantId }, { refresh: true });
}

/** Locks a live table's row (FOR UPDATE); 404 'Table not found' otherwise. */
export const lockTable = async (tx: EntityManager, id: number) => {
  const table = await tx.findOne(DiningTable, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!table) await getTableOrFail(tx, id); // the 404 with the spec's text
  return table!;
};

/** 400 unless the table lies wholly inside the 1000x1000 canvas. */
export function assertOnCanvas(t: { x: number; y: number; width: number; height: number }): void {
  if (!tableFitsCanvas(t)) throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.outsideCanvas);
}
