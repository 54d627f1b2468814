import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_TABLES_SQL } from '../tables/table.entity';

export interface HeldPeriod {
  tableId: number;
  tableNumber: number;
  /** The booking holding the table; null for a guest's hold (issue 12 §2) while they book. */
  reservationId: number | null;
  /** The occupancy period, [start, end + buffer). */
  start: Date;
  end: Date;
}

interface Row {
  table_id: number;
  table_number: number;
  reservation_id: number | null;
  held_from: Date | string;
  held_to: Date | string;
}

/**
 * The conditions on `rt` (a reservation_tables row) of the active occupancy of one restaurant overlapping a
 * range. The restaurant id and the range's ends are SQL expressions, parameters unless the caller says
 * otherwise. Released reservations (cleared, cancelled, no-show) have inactive rows; reservations marked with
 * noShowAt are ignored too (guest spec §4), asked of the partial index of the marked ones. Guests' holds that
 * have not expired count too (no reservation), as the exclusion constraint counts them. Every table, deleted
 * ones too: these are reservations' rows (a deleted table keeps only past ones), and a conflict must always name
 * the table it is on; callers offer live tables only (restaurantFloor). Restaurant and range are one scan of
 * reservation_tables_restaurant_period_index (see its migration).
 */
const heldOccupancyWhere = ({
  restaurantId = '?',
  from = '?::timestamptz',
  to = '?::timestamptz',
}: {
  restaurantId?: string;
  from?: string;
  to?: string;
} = {}) => `rt.active and rt.restaurant_id = ${restaurantId}
      and (case when rt.hold_id is null
             then not exists (select 1 from reservations res where res.id = rt.reservation_id and res.no_show_at is not null)
             else rt.hold_expires_at > now() end)
      and rt.period && tstzrange(${from}, ${to}, '[)')`;

/** FROM … WHERE of that occupancy (see heldOccupancyWhere), `rt` the occupancy row. */
export const heldOccupancySql = (ends: Parameters<typeof heldOccupancyWhere>[0] = {}) =>
  `from reservation_tables rt where ${heldOccupancyWhere(ends)}`;

/**
 * Active occupancy of a restaurant's tables overlapping [from, to) (see heldOccupancySql).
 * `tableIds` narrows to some tables; `exceptReservationId` leaves one reservation out (an edit of itself).
 */
export async function heldPeriods(
  em: EntityManager,
  filter: { restaurantId: number; from: Date; to: Date; tableIds?: number[]; exceptReservationId?: number },
): Promise<HeldPeriod[]> {
  const params: unknown[] = [filter.restaurantId, filter.from.toISOString(), filter.to.toISOString()];
  let sql = `select rt.table_id, t.number as table_number, rt.reservation_id,
      lower(rt.period) as held_from, upper(rt.period) as held_to
    from reservation_tables rt join ${ALL_TABLES_SQL} t on t.id = rt.table_id
    where ${heldOccupancyWhere()}`;
  if (filter.tableIds) {
    sql += ` and rt.table_id = any(?::int[])`;
    params.push(`{${filter.tableIds.join(',')}}`);
  }
  if (filter.exceptReservationId !== undefined) {
    sql += ` and rt.reservation_id is distinct from ?`;
    params.push(filter.exceptReservationId);
  }
  sql += ' order by t.number, lower(rt.period)';
  const rows = await em.execute<Row[]>(sql, params);
  return rows.map((r) => ({
    tableId: Number(r.table_id),
    tableNumber: Number(r.table_number),
    reservationId: r.reservation_id === null ? null : Number(r.reservation_id),
    start: new Date(r.held_from),
    end: new Date(r.held_to),
  }));
}
