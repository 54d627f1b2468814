import type { TFloorplan } from '@stol/contracts';
import type { Restaurant } from '../restaurants/restaurant.entity';

/**
 * The per-table entries of a restaurant's floor-plan document (tableStyles, chairOverrides, keyed by table id)
 * as tables management writes them.
 */

/** Rewrites the restaurant's floor-plan document (a fresh object, so the change is detected and validated). */
export function editFloorplan(
  restaurant: Restaurant,
  edit: (plan: Required<Pick<TFloorplan, 'tableStyles' | 'chairOverrides'>> & TFloorplan) => void,
) {
  const current = restaurant.floorplan ?? {};
  const plan = {
    ...current,
    tableStyles: { ...(current.tableStyles ?? {}) },
    chairOverrides: { ...(current.chairOverrides ?? {}) },
  };
  edit(plan);
  restaurant.floorplan = plan;
}

/** Drops the style and chairs of the tables (leaves the document untouched when it names none of them). */
export function dropFloorplanEntries(restaurant: Restaurant, tableIds: number[]) {
  const plan = restaurant.floorplan ?? {};
  const keys = tableIds.map(String);
  const touches = keys.some((k) => k in (plan.tableStyles ?? {}) || k in (plan.chairOverrides ?? {}));
  if (!touches) return;
  editFloorplan(restaurant, (p) => {
    for (const k of keys) {
      delete p.tableStyles[k];
      delete p.chairOverrides[k];
    }
  });
}
