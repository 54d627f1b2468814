import type { TAnalyticsReservation } from '@stol/contracts';
import { ALL_TABLES_SQL } from '../tables/table.entity';
import { NO_SHOW_SQL } from '../reports/report-sql';

/**
 * A reservation as reports and analytics list it (contracts ZAnalyticsReservation): one SQL column list over
 * `reservations r` and one mapper, shared by the reports' lists and the analytics' detail lists, so the two
 * can never show one reservation differently.
 *
 * Tables: the main one, then attached ones in the order they were added; deleted tables still give their
 * number (history).
 */
export const ANALYTICS_RESERVATION_COLUMNS_SQL = `r.id, r.start_at, r.name, r.phone, r.email, r.guests, r.status,
  r.is_walk_in, ${NO_SHOW_SQL} as is_no_show,
  array(select t.number from ${ALL_TABLES_SQL} t where t.id = r.table_id)
    || array(select t.number from reservation_tables rt join ${ALL_TABLES_SQL} t on t.id = rt.table_id
             where rt.reservation_id = r.id and rt.table_id <> r.table_id order by rt.id) as table_numbers`;

/** A row of ANALYTICS_RESERVATION_COLUMNS_SQL. */
export interface AnalyticsReservationRow {
  id: number;
  start_at: string | Date;
  name: string;
  phone: string;
  email: string | null;
  guests: number;
  status: TAnalyticsReservation['status'];
  is_walk_in: boolean;
  is_no_show: boolean;
  table_numbers: number[];
}

export const toAnalyticsReservation = (row: AnalyticsReservationRow): TAnalyticsReservation => ({
  id: Number(row.id),
  date: new Date(row.start_at).toISOString(),
  name: row.name,
  phone: row.phone,
  email: row.email,
  guests: row.guests,
  status: row.status,
  isWalkIn: row.is_walk_in,
  isNoShow: row.is_no_show,
  tableNumbers: row.table_numbers.map(Number),
});
