import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, type TTable, type TTableStyle, type ZTableUpsert } from '@stol/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { editFloorplan } from './table-floorplan-entries';
import { toTableJson } from './table.mapper';
import { DiningTable } from './table.entity';
import { assertOnCanvas, lockRestaurant, lockTable, type TableWriteContext } from './table-write';

type TUpsert = z.output<typeof ZTableUpsert>;

/** POST /tables: a new table, or table `id` updated (superadmin only, by the route). */
export async function upsertTable(
  em: EntityManager,
  input: TUpsert,
  ctx: TableWriteContext,
): Promise<{ table: TTable; created: boolean }> {
  assertOnCanvas(input);
  const { table, created } = await em.fork().transactional(async (tx) => {
    const restaurant = await lockRestaurant(tx, input.restaurantId);
    let table: DiningTable;
    let created = false;
    if (input.id !== undefined) {
      table = await lockTable(tx, input.id);
      if (table.restaurantId !== input.restaurantId) {
        throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.wrongRestaurant);
      }
      Object.assign(table, {
        number: input.number,
        seats: input.seats,
        x: input.x,
        y: input.y,
        width: input.width,
        height: input.height,
        ...(input.status ? { status: input.status } : {}),
      });
    } else {
      table = tx.create(DiningTable, {
        restaurantId: input.restaurantId,
        number: input.number,
        seats: input.seats,
        x: input.x,
        y: input.y,
        width: input.width,
        height: input.height,
        status: input.status ?? 'available',
      });
      created = true;
    }
    await tx.flush();
    if (input.style) {
      const style: TTableStyle = input.style;
      editFloorplan(restaurant, (plan) => {
        plan.tableStyles[String(table.id)] = style;
      });
      await tx.flush();
    }
    return { table, created };
  });
  ctx.realtime.emitToRestaurant(table.restaurantId, created ? 'table.created' : 'table.updated', {
    restaurantId: table.restaurantId,
    tableId: table.id,
    tableIds: [table.id],
  });
  if (input.style)
    ctx.realtime.emitToRestaurant(table.restaurantId, 'floorplan.updated', {
      restaurantId: table.restaurantId,
    });
  return { table: toTableJson(table), created };
}
