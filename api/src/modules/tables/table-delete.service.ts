import type { EntityManager } from '@mikro-orm/postgresql';
import { removeTables } from './table-removal';
import { lockRestaurant, lockTable, type TableWriteContext } from './table-write';
import { getTableOrFail } from './tables.service';

/**
 * DELETE /tables/{id}: refused (409, listing them) while future reservations hold the table. Its floor-plan
 * style and chairs go with it; the row itself stays, soft-deleted, for its past reservations (a second delete is
 * a 404). The table row is locked before the check, so a booking racing the delete either commits before the
 * check (and is listed) or waits on the row and then finds the table gone (a 404, occupancy.writer).
 */
export async function deleteTable(em: EntityManager, id: number, ctx: TableWriteContext): Promise<void> {
  const { restaurantId } = await getTableOrFail(em, id);
  await em.fork().transactional(async (tx) => {
    // Restaurant row first, then the table: the order every write here takes (no deadlock with a replace).
    const restaurant = await lockRestaurant(tx, restaurantId);
    const table = await lockTable(tx, id);
    await removeTables(tx, restaurant, [table.id], ctx.clock.now());
  });
  ctx.realtime.emitToRestaurant(restaurantId, 'table.deleted', { restaurantId, tableId: id, tableIds: [id] });
  ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
}
