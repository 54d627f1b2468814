import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  clampTableToCanvas,
  TABLE_MESSAGES,
  type TTablesCopyResponse,
  type ZTableCopyRequest,
  type ZTablesCopyRequest,
} from '@stol/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { Restaurant } from '../restaurants/restaurant.entity';
import { createCopies } from './table-copies';
import { allocateNumbers, numbersOf } from './table-numbers';
import { removeTables } from './table-removal';
import { toTableJson } from './table.mapper';
import { DiningTable } from './table.entity';
import { lockRestaurant, type TableWriteContext } from './table-write';
import { getTableOrFail } from './tables.service';

type TCopyOne = z.output<typeof ZTableCopyRequest>;
type TCopyAll = z.output<typeof ZTablesCopyRequest>;

function announceCopy(
  ctx: TableWriteContext,
  restaurantId: number,
  result: { created: DiningTable[]; removed: number[]; floorplanChanged: boolean },
) {
  if (result.removed.length > 0) {
    ctx.realtime.emitToRestaurant(restaurantId, 'table.deleted', { restaurantId, tableIds: result.removed });
  }
  ctx.realtime.emitToRestaurant(restaurantId, 'table.created', {
    restaurantId,
    tableIds: result.created.map((t) => t.id),
  });
  if (result.floorplanChanged)
    ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
}

/**
 * POST /admin/tables/{id}/copy: `count` copies of one table into the target restaurant, copy i offset by
 * i x (offsetX, offsetY) from the original and clamped onto the canvas; numbers by allocateNumbers.
 */
export async function copyTable(
  em: EntityManager,
  sourceId: number,
  input: TCopyOne,
  ctx: TableWriteContext,
): Promise<TTablesCopyResponse> {
  const source = await getTableOrFail(em, sourceId);
  const { tables, stylesCopied } = await em.fork().transactional(async (tx) => {
    const target = await lockRestaurant(tx, input.targetRestaurantId);
    const numbers = allocateNumbers(
      await numbersOf(tx, target.id),
      Array.from({ length: input.count }, () => source.number),
    );
    const specs = numbers.map((number, i) => {
      const at = clampTableToCanvas({
        x: Number(source.x) + (i + 1) * input.offsetX,
        y: Number(source.y) + (i + 1) * input.offsetY,
        width: Number(source.width),
        height: Number(source.height),
      });
      return { source, number, ...at };
    });
    return createCopies(tx, target, specs);
  });
  announceCopy(ctx, input.targetRestaurantId, {
    created: tables,
    removed: [],
    floorplanChanged: stylesCopied,
  });
  return { tables: tables.map(toTableJson), removedTableIds: [] };
}

/**
 * POST /admin/tables/copy: every table of the source restaurant into the target, at the same positions.
 * append: numbers by allocateNumbers. replace: the target's tables (and their styles and chairs) are removed
 * first (soft-deleted, keeping their history), refused with 409 while future reservations hold any of them; the
 * copies keep their numbers. One transaction: a refused or failed replace changes nothing.
 */
export async function copyTables(
  em: EntityManager,
  input: TCopyAll,
  ctx: TableWriteContext,
): Promise<TTablesCopyResponse> {
  if (input.sourceRestaurantId === input.targetRestaurantId) {
    throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.sameRestaurant);
  }
  const result = await em.fork().transactional(async (tx) => {
    const target = await lockRestaurant(tx, input.targetRestaurantId);
    const sourceExists = await tx.count(Restaurant, { id: input.sourceRestaurantId });
    if (!sourceExists) throw new AppError('RESTAURANT_NOT_FOUND');
    const sources = await tx.find(
      DiningTable,
      { restaurantId: input.sourceRestaurantId },
      { orderBy: { number: 'asc' } },
    );
    let removed: number[] = [];
    let used: number[] = [];
    if (input.mode === 'replace') {
      const existing = await tx.find(
        DiningTable,
        { restaurantId: target.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      removed = existing.map((t) => t.id);
      await removeTables(tx, target, removed, ctx.clock.now());
    } else {
      used = await numbersOf(tx, target.id);
    }
    const numbers = allocateNumbers(
      used,
      sources.map((s) => s.number),
    );
    const { tables, stylesCopied } = await createCopies(
      tx,
      target,
      sources.map((source, i) => ({ source, number: numbers[i]!, x: Number(source.x), y: Number(source.y) })),
    );
    return { created: tables, removed, floorplanChanged: stylesCopied || removed.length > 0 };
  });
  announceCopy(ctx, input.targetRestaurantId, result);
  return { tables: result.created.map(toTableJson), removedTableIds: result.removed };
}
