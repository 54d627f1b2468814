import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANALYTICS_TIME_ZONE,
  type TAnalyticsReservation,
  type TDailyReport,
  type TReportReservationsQuery,
  type TWeeklyReport,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import {
  ANALYTICS_RESERVATION_COLUMNS_SQL,
  toAnalyticsReservation,
  type AnalyticsReservationRow,
} from '../analytics/analytics-reservation';
import { reportPeriod, type ReportPeriod } from './report-period';
import { LARGE_PARTY_SQL, NO_SHOW_SQL, REPORT_ROWS_WHERE_SQL } from './report-sql';

/**
 * Reports (guest spec §2.14, issue 21 §3): every figure aggregated in PostgreSQL over one range scan of the
 * (restaurant_id, start_at) index; the Zagreb day of a start only groups what the range found.
 */

interface DayRow {
  date: string;
  total: number;
  no_shows: number;
  large_parties: number;
  covers: number;
  walk_ins: number;
}

/**
 * One row per Zagreb day of the period, days without reservations included (zeros), and none when the
 * restaurant does not exist. The WHERE is a range on start_at so the index serves it; the grouping by the
 * Zagreb date of the start then puts 23:30 on its own day, also on the 23- and 25-hour DST days.
 */
export const REPORT_DAYS_SQL = `
  with days as (
    select day::date as day from generate_series(?::date, ?::date, interval '1 day') as day
  ),
  counted as (
    select (r.start_at at time zone ?)::date as day,
      count(*)::int as total,
      (count(*) filter (where ${NO_SHOW_SQL}))::int as no_shows,
      (count(*) filter (where ${LARGE_PARTY_SQL}))::int as large_parties,
      coalesce(sum(r.guests), 0)::int as covers,
      (count(*) filter (where r.is_walk_in))::int as walk_ins
    from reservations r
    where ${REPORT_ROWS_WHERE_SQL}
    group by 1
  )
  select to_char(d.day, 'YYYY-MM-DD') as date,
    coalesce(c.total, 0) as total, coalesce(c.no_shows, 0) as no_shows,
    coalesce(c.large_parties, 0) as large_parties, coalesce(c.covers, 0) as covers,
    coalesce(c.walk_ins, 0) as walk_ins
  from restaurants x cross join days d left join counted c on c.day = d.day
  where x.id = ?
  order by d.day`;

/** REPORT_DAYS_SQL's parameters. */
export const reportDaysParams = (restaurantId: number, period: ReportPeriod) => [
  period.first,
  period.last,
  ANALYTICS_TIME_ZONE,
  restaurantId,
  period.range.start.toISOString(),
  period.range.end.toISOString(),
  restaurantId,
];

async function reportDays(em: EntityManager, restaurantId: number, period: ReportPeriod): Promise<DayRow[]> {
  const rows = await em.execute<DayRow[]>(REPORT_DAYS_SQL, reportDaysParams(restaurantId, period));
  if (rows.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
  return rows;
}

const toDailyReport = (row: DayRow): TDailyReport => ({
  date: row.date,
  total: row.total,
  noShows: row.no_shows,
  largeParties: row.large_parties,
  covers: row.covers,
  walkIns: row.walk_ins,
});

/** GET /reports/daily: one Zagreb day. */
export async function dailyReport(
  em: EntityManager,
  restaurantId: number,
  date: string,
): Promise<TDailyReport> {
  const [day] = await reportDays(em, restaurantId, reportPeriod('day', date));
  return toDailyReport(day!);
}

/** GET /reports/weekly: the Monday–Sunday Zagreb week holding `date`, seven days, Monday first. */
export async function weeklyReport(
  em: EntityManager,
  restaurantId: number,
  date: string,
): Promise<TWeeklyReport> {
  const period = reportPeriod('week', date);
  const days = (await reportDays(em, restaurantId, period)).map(toDailyReport);
  return { start: period.first, end: period.last, total: days.reduce((sum, d) => sum + d.total, 0), days };
}

/** A list row plus its end (the CSV's End column). */
type ReportReservationRow = AnalyticsReservationRow & { end_at: string | Date };

/** A reservation as reports list it, plus its end (the CSV's End column). */
export type ReportReservation = TAnalyticsReservation & { endDate: string };

/** The restaurant (its name, for the CSV note) and the reservations behind a report, in start order. */
export interface ReportReservations {
  restaurant: string;
  period: ReportPeriod;
  reservations: ReportReservation[];
}

/**
 * The rows the figures count, narrowed like the screen's checkboxes (both = no-shows that are large parties),
 * each as analytics list it (analytics-reservation.ts) plus its end.
 */
export async function reportReservations(
  em: EntityManager,
  query: TReportReservationsQuery,
): Promise<ReportReservations> {
  const period = reportPeriod(query.scope, query.date);
  const [restaurant] = await em.execute<{ name: string }[]>('select name from restaurants where id = ?', [
    query.restaurantId,
  ]);
  if (!restaurant) throw new AppError('RESTAURANT_NOT_FOUND');
  const rows = await em.execute<ReportReservationRow[]>(
    `select ${ANALYTICS_RESERVATION_COLUMNS_SQL}, r.end_at
     from reservations r
     where ${REPORT_ROWS_WHERE_SQL}
       ${query.noShowsOnly ? `and ${NO_SHOW_SQL}` : ''}
       ${query.largeParties ? `and ${LARGE_PARTY_SQL}` : ''}
     order by r.start_at, r.id`,
    [query.restaurantId, period.range.start.toISOString(), period.range.end.toISOString()],
  );
  return {
    restaurant: restaurant.name,
    period,
    reservations: rows.map((row) => ({
      ...toAnalyticsReservation(row),
      endDate: new Date(row.end_at).toISOString(),
    })),
  };
}
