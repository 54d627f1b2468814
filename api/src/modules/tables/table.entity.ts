import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TABLE_STATUSES } from '@stol/contracts';
import { Restaurant } from '../restaurants/restaurant.entity';

/**
 * Deleting a table is a soft delete (README "Floor plan rules"): `deletedAt` is set and the row stays, so the
 * table's past reservations, their occupancy rows and reviews keep it (reports, exports and guest history
 * still show its number). Every live use of tables must see only tables with `deletedAt` null. Two ways in,
 * one rule each, so new code gets it right without remembering:
 * - entity reads (find, findOne, count, locks) go through the `liveTables` filter below, on by default;
 *   a history read that must name deleted tables too says so with `filters: { liveTables: false }`.
 *   The filter stays on its own entity (orm.ts sets filtersOnRelations: false): a reservation that references
 *   a deleted table is history, never hidden by it.
 * - raw SQL names the table through LIVE_TABLES_SQL or ALL_TABLES_SQL (ESLint refuses a bare
 *   `from tables` / `join tables` in api/src), so each query states which it means.
 * A filter rather than a repository helper: helpers are forgotten by the next `em.find(DiningTable, …)`,
 * a default filter is not. The unique number per restaurant covers live tables only (a partial index), so a
 * deleted table's number can be given again.
 */
export const LIVE_TABLES_FILTER = 'liveTables';

export const DiningTable = defineEntity({
  name: 'DiningTable',
  tableName: 'tables',
  properties: {
    id: p.integer().primary(),
    restaurantId: () =>
      p
        .manyToOne(Restaurant)
        .mapToPk()
        .fieldName('restaurant_id')
        .deleteRule('cascade')
        .index('tables_restaurant_id_index'),
    number: p.integer(),
    seats: p.integer().default(4),
    x: p.double().default(0),
    y: p.double().default(0),
    width: p.double().default(30),
    height: p.double().default(30),
    status: p.enum(TABLE_STATUSES).default('available'),
    clearedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set when the table is deleted; the row stays for the history that references it. */
    deletedAt: p.datetime().nullable(),
  },
  uniques: [
    {
      properties: ['restaurantId', 'number'],
      name: 'tables_restaurant_id_number_unique',
      where: 'deleted_at is null',
    },
  ],
  filters: {
    [LIVE_TABLES_FILTER]: { name: LIVE_TABLES_FILTER, cond: { deletedAt: null }, default: true },
  },
});
export type DiningTable = InferEntity<typeof DiningTable>;

/**
 * The tables raw SQL may read, as a FROM/JOIN item: `join ${LIVE_TABLES_SQL} t on …`. Live: what the floor,
 * availability, booking and the editors work with. All: history (reservation lists, exports, occupancy),
 * which must still name a deleted table.
 */
export const LIVE_TABLES_SQL = '(select * from "tables" where "deleted_at" is null)';
export const ALL_TABLES_SQL = '"tables"';
