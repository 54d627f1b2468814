import type { EntityManager } from '@mikro-orm/postgresql';
import { percentOf, type TAnalyticsPeriod, type TNoShowStats } from '@stol/contracts';
import { NO_SHOW_SQL } from '../reports/report-sql';
import { recentList } from './analytics-list';
import { assertRestaurant } from './analytics-restaurant';
import { analyticsWindowParams, MAIN_SET_SQL, STARTED_IN_PERIOD_SQL } from './analytics-sql';

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
