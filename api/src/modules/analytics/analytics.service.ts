import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANALYTICS_LIST_LIMIT,
  ANALYTICS_TIME_ZONE,
  HEATMAP_TOP_TABLES,
  heatmapBucket,
  NO_PEAK_HOUR,
  percentOf,
  RETURNING_GUEST_MIN_VISITS,
  RETURNING_GUESTS_PAGE_SIZE,
  roundTo,
  type TAnalyticsPeriod,
  type THeatmap,
  type THeatmapTable,
  type TNoShowStats,
  type TReturningGuests,
  type TTurnTimes,
  type TWalkInStats,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { NO_SHOW_SQL } from '../reports/report-sql';
import { LIVE_TABLES_SQL } from '../tables/table.entity';
import {
  ANALYTICS_RESERVATION_COLUMNS_SQL,
  toAnalyticsReservation,
  type AnalyticsReservationRow,
} from './analytics-reservation';
import { analyticsWindowParams, MAIN_SET_SQL, STARTED_IN_PERIOD_SQL } from './analytics-sql';

/**
 * Analytics (guest spec §2.15, §4; issue 21 §2, §3): every figure aggregated in PostgreSQL over one
 * restaurant's range of started reservations; Node only shapes the few aggregate rows (shares and buckets by
 * the contracts' rules, the peak hour of at most 24 hourly counts).
 */

/** 404 for a restaurant that does not exist (a superadmin may name any id). */
async function assertRestaurant(em: EntityManager, restaurantId: number): Promise<void> {
  const rows = await em.execute('select 1 from restaurants where id = ?', [restaurantId]);
  if (rows.length === 0) throw new AppError('RESTAURANT_NOT_FOUND');
}

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

/**
 * Returning guests (guest spec §2.15): the main set of every started reservation, by phone (stored normalised,
 * E.164, by every booking path: modules/booking/phone.ts), 2 or more reservations; most visits first, then the
 * latest visit, then the phone (a stable page order). Identities are the distinct name/email pairs, the latest
 * used first; the first of them is the guest's current name and email.
 */
export const RETURNING_GUESTS_SQL = `
  with identities as (
    select r.phone, r.name, r.email, count(*)::int as visits,
      min(r.start_at) as first_at, max(r.start_at) as last_at, max(r.id) as last_id
    from reservations r
    where ${STARTED_IN_PERIOD_SQL} and ${MAIN_SET_SQL} and r.phone <> ''
    group by r.phone, r.name, r.email
  ),
  guests as (
    select phone, sum(visits)::int as visit_count, min(first_at) as first_visit, max(last_at) as last_visit,
      json_agg(json_build_object('name', name, 'email', email) order by last_at desc, last_id desc) as identities
    from identities
    group by phone
    having sum(visits) >= ${Number(RETURNING_GUEST_MIN_VISITS)}
  )
  select (select count(*) from guests)::int as total,
    coalesce((
      select json_agg(p order by p.visit_count desc, p.last_visit desc, p.phone)
      from (
        select * from guests order by visit_count desc, last_visit desc, phone limit ? offset ?
      ) p
    ), '[]'::json) as guests`;

interface ReturningGuestRow {
  phone: string;
  visit_count: number;
  first_visit: string;
  last_visit: string;
  identities: { name: string; email: string | null }[];
}

export async function returningGuests(
  em: EntityManager,
  restaurantId: number,
  page: number,
  now: Date,
): Promise<TReturningGuests> {
  await assertRestaurant(em, restaurantId);
  const [row] = await em.execute<{ total: number; guests: ReturningGuestRow[] }[]>(RETURNING_GUESTS_SQL, [
    ...analyticsWindowParams(restaurantId, 'all', now),
    RETURNING_GUESTS_PAGE_SIZE,
    (page - 1) * RETURNING_GUESTS_PAGE_SIZE,
  ]);
  return {
    guests: row!.guests.map((guest) => ({
      phone: guest.phone,
      name: guest.identities[0]!.name,
      email: guest.identities[0]!.email,
      visitCount: guest.visit_count,
      firstVisit: new Date(guest.first_visit).toISOString(),
      lastVisit: new Date(guest.last_visit).toISOString(),
      identities: guest.identities,
    })),
    page,
    pageSize: RETURNING_GUESTS_PAGE_SIZE,
    total: row!.total,
  };
}

/** A detail list: the period's rows matching `where`, the most recent ANALYTICS_LIST_LIMIT, newest first. */
export const recentListSql = (where: string) => `
  select ${ANALYTICS_RESERVATION_COLUMNS_SQL}
  from reservations r
  where ${STARTED_IN_PERIOD_SQL} and ${where}
  order by r.start_at desc, r.id desc
  limit ${Number(ANALYTICS_LIST_LIMIT)}`;

async function recentList(em: EntityManager, where: string, window: unknown[]) {
  const rows = await em.execute<AnalyticsReservationRow[]>(recentListSql(where), window);
  return rows.map(toAnalyticsReservation);
}

/** No-shows and cancellations (guest spec §2.15) over the period's non-walk-in reservations. */
export const NOT_CANCELLED_NO_SHOW_SQL = `${MAIN_SET_SQL} and ${NO_SHOW_SQL}`;
export const CANCELLED_SQL = `not r.is_walk_in and r.status = 'cancelled'`;

/** The period's non-walk-in reservations: not cancelled, no-shows among them, cancelled. */
export const NO_SHOW_COUNTS_SQL = `
  select (count(*) filter (where r.status <> 'cancelled'))::int as total,
    (count(*) filter (where r.status <> 'cancelled' and ${NO_SHOW_SQL}))::int as no_shows,
    (count(*) filter (where r.status = 'cancelled'))::int as cancelled
  from reservations r
  where ${STARTED_IN_PERIOD_SQL} and not r.is_walk_in`;

export async function noShowStats(
  em: EntityManager,
  restaurantId: number,
  period: TAnalyticsPeriod,
  now: Date,
): Promise<TNoShowStats> {
  await assertRestaurant(em, restaurantId);
  const window = analyticsWindowParams(restaurantId, period, now);
  const [counts] = await em.execute<{ total: number; no_shows: number; cancelled: number }[]>(
    NO_SHOW_COUNTS_SQL,
    window,
  );
  const { total, no_shows: noShows, cancelled } = counts!;
  return {
    period,
    total,
    noShows,
    cancelled,
    noShowRate: percentOf(noShows, total),
    cancellationRate: percentOf(cancelled, total + cancelled),
    noShowList: await recentList(em, NOT_CANCELLED_NO_SHOW_SQL, window),
    cancelledList: await recentList(em, CANCELLED_SQL, window),
  };
}

/** Walk-ins (guest spec §2.15): the explicit walk-in flag, not cancelled. */
export const WALK_IN_SQL = `r.is_walk_in and r.status <> 'cancelled'`;

/** The period's walk-ins per Zagreb start hour (parameters: the time zone, then the window). */
export const WALK_IN_HOURS_SQL = `
  select extract(hour from r.start_at at time zone ?)::int as hour, count(*)::int as count,
    sum(r.guests)::int as guests
  from reservations r
  where ${STARTED_IN_PERIOD_SQL} and ${WALK_IN_SQL}
  group by 1 order by 1`;

export async function walkInStats(
  em: EntityManager,
  restaurantId: number,
  period: TAnalyticsPeriod,
  now: Date,
): Promise<TWalkInStats> {
  await assertRestaurant(em, restaurantId);
  const window = analyticsWindowParams(restaurantId, period, now);
  const hours = await em.execute<{ hour: number; count: number; guests: number }[]>(WALK_IN_HOURS_SQL, [
    ANALYTICS_TIME_ZONE,
    ...window,
  ]);
  const total = hours.reduce((sum, h) => sum + h.count, 0);
  const guests = hours.reduce((sum, h) => sum + h.guests, 0);
  // The earliest hour wins a tie: hours come in order and only a strictly larger count replaces the peak.
  const peak = hours.reduce<(typeof hours)[number] | null>(
    (best, h) => (!best || h.count > best.count ? h : best),
    null,
  );
  return {
    period,
    total,
    averagePartySize: total > 0 ? roundTo(guests / total, 1) : 0,
    peakHour: peak ? `${String(peak.hour).padStart(2, '0')}:00` : NO_PEAK_HOUR,
    byHour: hours.map(({ hour, count }) => ({ hour, count })),
    walkIns: await recentList(em, WALK_IN_SQL, window),
  };
}

/**
 * Turn times (issue 21 §2): per party size, the minutes from check-in to clear of the period's main-set stays
 * that have both (a clear before the check-in is a bad record and is left out); median and 80th percentile,
 * one decimal.
 */
export const TURN_TIMES_SQL = `
  select s.guests, count(*)::int as stays,
    round(percentile_cont(0.5) within group (order by s.minutes)::numeric, 1) as median,
    round(percentile_cont(0.8) within group (order by s.minutes)::numeric, 1) as p80
  from (
    select r.guests, extract(epoch from r.cleared_at - r.checked_in_at) / 60 as minutes
    from reservations r
    where ${STARTED_IN_PERIOD_SQL} and ${MAIN_SET_SQL}
      and r.checked_in_at is not null and r.cleared_at >= r.checked_in_at
  ) s
  group by s.guests order by s.guests`;

export async function turnTimes(
  em: EntityManager,
  restaurantId: number,
  period: TAnalyticsPeriod,
  now: Date,
): Promise<TTurnTimes> {
  await assertRestaurant(em, restaurantId);
  const rows = await em.execute<{ guests: number; stays: number; median: string; p80: string }[]>(
    TURN_TIMES_SQL,
    analyticsWindowParams(restaurantId, period, now),
  );
  return {
    period,
    rows: rows.map((row) => ({
      guests: row.guests,
      stays: row.stays,
      medianMinutes: Number(row.median),
      p80Minutes: Number(row.p80),
    })),
  };
}
