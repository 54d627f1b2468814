import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_TABLES_SQL } from '../tables/table.entity';

export interface HeldPeriod {
  tableId: number;
  tableNumber: number;
  reservationId: number;
  /** The occupancy period, [start, end + buffer). */
  start: Date;
  end: Date;
}

interface Row {
  table_id: number;
  table_number: number;
  reservation_id: number;
  held_from: Date | string;
  held_to: Date | string;
}

/**
 * Active occupancy of a restaurant's tables overlapping [from, to). Released reservations (cleared,
 * cancelled, no-show) have inactive rows; reservations marked with noShowAt are ignored too (guest spec §4).
 * `tableIds` narrows to some tables; `exceptReservationId` leaves one reservation out (an edit of itself).
 * Every table, deleted ones too: these are reservations' rows (a deleted table keeps only past ones), and a
 * conflict must always name the table it is on; callers offer live tables only (restaurantFloor).
 */
export async function heldPeriods(
  em: EntityManager,
  filter: { restaurantId: number; from: Date; to: Date; tableIds?: number[]; exceptReservationId?: number },
): Promise<HeldPeriod[]> {
  const params: unknown[] = [filter.restaurantId, filter.from.toISOString(), filter.to.toISOString()];
  let sql = `select rt.table_id, t.number as table_number, rt.reservation_id,
      lower(rt.period) as held_from, upper(rt.period) as held_to
    from reservation_tables rt
    join ${ALL_TABLES_SQL} t on t.id = rt.table_id
    join reservations r on r.id = rt.reservation_id
    where rt.active and r.no_show_at is null and t.restaurant_id = ?
      and rt.period && tstzrange(?::timestamptz, ?::timestamptz, '[)')`;
  if (filter.tableIds) {
    sql += ` and rt.table_id = any(?::int[])`;
    params.push(`{${filter.tableIds.join(',')}}`);
  }
  if (filter.exceptReservationId !== undefined) {
    sql += ` and rt.reservation_id <> ?`;
    params.push(filter.exceptReservationId);
  }
  sql += ' order by t.number, lower(rt.period)';
  const rows = await em.execute<Row[]>(sql, params);
  return rows.map((r) => ({
    tableId: Number(r.table_id),
    tableNumber: Number(r.table_number),
    reservationId: Number(r.reservation_id),
    start: new Date(r.held_from),
    end: new Date(r.held_to),
  }));
}
