import type { EntityManager } from '@mikro-orm/postgresql';
import { translateChair, type TFloorplan } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';
import { editFloorplan } from './table-floorplan-entries';
import { DiningTable } from './table.entity';

export interface CopySpec {
  source: DiningTable;
  number: number;
  x: number;
  y: number;
}

/**
 * Creates the copies in the (locked) target restaurant and carries each source table's corner radii and chair
 * overrides over to its copy (absolute chair coordinates move with the table).
 */
export async function createCopies(
  tx: EntityManager,
  target: Restaurant,
  specs: CopySpec[],
): Promise<{ tables: DiningTable[]; stylesCopied: boolean }> {
  const tables = specs.map((s) =>
    tx.create(DiningTable, {
      restaurantId: target.id,
      number: s.number,
      seats: s.source.seats,
      x: s.x,
      y: s.y,
      width: Number(s.source.width),
      height: Number(s.source.height),
      status: 'available',
    }),
  );
  await tx.flush();
  const sourcePlans = new Map<number, TFloorplan>();
  for (const s of specs) {
    if (!sourcePlans.has(s.source.restaurantId)) {
      const r =
        s.source.restaurantId === target.id
          ? target
          : await tx.findOneOrFail(Restaurant, { id: s.source.restaurantId });
      sourcePlans.set(s.source.restaurantId, r.floorplan ?? {});
    }
  }
  const carried = specs
    .map((s, i) => {
      const plan = sourcePlans.get(s.source.restaurantId)!;
      const key = String(s.source.id);
      const style = plan.tableStyles?.[key];
      const chairs = plan.chairOverrides?.[key];
      const dx = s.x - Number(s.source.x);
      const dy = s.y - Number(s.source.y);
      return { id: String(tables[i]!.id), style, chairs: chairs?.map((c) => translateChair(c, dx, dy)) };
    })
    .filter((c) => c.style || c.chairs);
  if (carried.length > 0) {
    editFloorplan(target, (plan) => {
      for (const c of carried) {
        if (c.style) plan.tableStyles[c.id] = c.style;
        if (c.chairs) plan.chairOverrides[c.id] = c.chairs;
      }
    });
    await tx.flush();
  }
  return { tables, stylesCopied: carried.length > 0 };
}
