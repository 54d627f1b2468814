import type { EntityManager } from '@mikro-orm/postgresql';
import {
  HEATMAP_TOP_TABLES,
  heatmapBucket,
  type TAnalyticsPeriod,
  type THeatmap,
  type THeatmapTable,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { NO_SHOW_SQL } from '../reports/report-sql';
import { LIVE_TABLES_SQL } from '../tables/table.entity';
import { analyticsWindowParams, MAIN_SET_SQL, STARTED_IN_PERIOD_SQL } from './analytics-sql';

/**
 * Per live table: the main-set reservations of the period that used it and were not no-shows. A reservation's
 * tables are its main table and the other tables of its occupancy rows (one per table it held; released ones
 * too, they are history), so each table counts a reservation once. The occupancy rows are read as one range of
 * the restaurant's (reservation_tables_restaurant_reservation_index) and hash-joined, not probed per
 * reservation. One row, none when the restaurant does not exist.
 */
export const HEATMAP_SQL = `
  with counted as materialized (
    select r.id, r.table_id from reservations r
    where ${STARTED_IN_PERIOD_SQL} and ${MAIN_SET_SQL} and not ${NO_SHOW_SQL}
  ),
  uses as (
    select c.table_id from counted c
    union all
    select rt.table_id from counted c
    join reservation_tables rt on rt.reservation_id = c.id and rt.table_id <> c.table_id
    where rt.restaurant_id = ?
  ),
  used as (select table_id, count(*)::int as count from uses group by table_id)
  select (select count(*) from counted)::int as reservations,
    coalesce((
      select json_agg(json_build_object('tableId', t.id, 'number', t.number, 'seats', t.seats,
                                        'count', coalesce(u.count, 0)) order by t.number)
      from ${LIVE_TABLES_SQL} t left join used u on u.table_id = t.id
      where t.restaurant_id = x.id
    ), '[]'::json) as tables
  from restaurants x where x.id = ?`;

/** HEATMAP_SQL's parameters. */
export const heatmapParams = (restaurantId: number, period: TAnalyticsPeriod, now: Date) => [
  ...analyticsWindowParams(restaurantId, period, now),
  restaurantId,
  restaurantId,
];

interface HeatmapRow {
  reservations: number;
  tables: Pick<THeatmapTable, 'tableId' | 'number' | 'seats' | 'count'>[];
}

export async function heatmap(
  em: EntityManager,
  restaurantId: number,
  period: TAnalyticsPeriod,
  now: Date,
): Promise<THeatmap> {
  const [row] = await em.execute<HeatmapRow[]>(HEATMAP_SQL, heatmapParams(restaurantId, period, now));
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  const busiest = Math.max(0, ...row.tables.map((table) => table.count));
  const tables: THeatmapTable[] = row.tables.map((table) => {
    const share = busiest > 0 ? table.count / busiest : 0;
    return { ...table, share, bucket: heatmapBucket(share) };
  });
  const used = tables.filter((table) => table.count > 0);
  return {
    period,
    tables,
    // Busiest first, the lower number on a tie; tables nobody used are not "top".
    top: [...used].sort((a, b) => b.count - a.count || a.number - b.number).slice(0, HEATMAP_TOP_TABLES),
    summary: {
      reservations: row.reservations,
      tableUses: used.reduce((sum, table) => sum + table.count, 0),
      tablesUsed: used.length,
      totalTables: tables.length,
    },
  };
}
