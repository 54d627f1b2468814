import type { EntityManager } from '@mikro-orm/postgresql';
import {
  chairNearTable,
  TABLE_MESSAGES,
  type TFloorplan,
  type TFloorplanPatch,
  type TRestaurant,
  type TRole,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { DiningTable } from '../tables/table.entity';
import { toRestaurantJson } from './restaurant.mapper';
import { Restaurant } from './restaurant.entity';

/**
 * PATCH /restaurants/{id} with `floorplan` (staff spec §3, §7; guest spec §3): merged into the stored
 * document. Scalars (svgUrl, showGrid, largePartyFrom/To) replace theirs; tableStyles and chairOverrides merge
 * per table id, an entry replacing that table's entry and `null` removing it. Entries must name tables of
 * this restaurant and chairs must lie within 60 of their table. Styles and chairs are the superadmin's (staff
 * spec §6); the rest is restaurant settings (superadmin and the restaurant's managers, guest spec §6).
 * The whole document is validated again by the entity (ZFloorplan) before it is written.
 */
export async function patchFloorplan(
  em: EntityManager,
  restaurantId: number,
  patch: TFloorplanPatch,
  role: TRole,
  ctx: { realtime: RealtimeHub },
  /** More settings of the same PATCH, applied in the same transaction (e.g. the theme). */
  alsoInTransaction?: (restaurant: Restaurant) => void,
): Promise<TRestaurant> {
  if ((patch.tableStyles !== undefined || patch.chairOverrides !== undefined) && role !== 'superadmin') {
    throw new AppError('FORBIDDEN', TABLE_MESSAGES.stylesSuperadminOnly);
  }
  const restaurant = await em.fork().transactional(async (tx) => {
    const locked = await tx.execute<{ id: number }[]>(
      'select id from restaurants where id = ? for no key update',
      [restaurantId],
    );
    if (locked.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
    const restaurant = await tx.findOneOrFail(Restaurant, { id: restaurantId }, { refresh: true });
    const tables = new Map(
      (await tx.find(DiningTable, { restaurantId })).map((t) => [
        String(t.id),
        { x: Number(t.x), y: Number(t.y), width: Number(t.width), height: Number(t.height) },
      ]),
    );
    const named = (entries: Record<string, unknown> | undefined) =>
      Object.entries(entries ?? {}).filter(([, v]) => v !== null);
    for (const [key] of [...named(patch.tableStyles), ...named(patch.chairOverrides)]) {
      if (!tables.has(key))
        throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.unknownTableInFloorplan(key));
    }
    for (const [key, chairs] of Object.entries(patch.chairOverrides ?? {})) {
      const table = tables.get(key)!;
      if (chairs?.some((chair) => !chairNearTable(chair, table))) {
        throw new AppError('VALIDATION_FAILED', TABLE_MESSAGES.chairTooFar(key));
      }
    }
    const { tableStyles, chairOverrides, ...scalars } = patch;
    const current: TFloorplan = restaurant.floorplan ?? {};
    const next: TFloorplan = { ...current, ...scalars };
    if (tableStyles) next.tableStyles = mergeEntries(current.tableStyles, tableStyles);
    if (chairOverrides) next.chairOverrides = mergeEntries(current.chairOverrides, chairOverrides);
    restaurant.floorplan = next;
    alsoInTransaction?.(restaurant);
    await tx.flush();
    return restaurant;
  });
  ctx.realtime.emitToRestaurant(restaurantId, 'floorplan.updated', { restaurantId });
  return toRestaurantJson(restaurant);
}

function mergeEntries<T>(current: Record<string, T> | undefined, changes: Record<string, T | null>) {
  const merged: Record<string, T> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
