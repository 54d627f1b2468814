import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ANALYTICS_TIME_ZONE,
  NO_PEAK_HOUR,
  roundTo,
  type TAnalyticsPeriod,
  type TWalkInStats,
} from '@stol/contracts';
import { recentList } from './analytics-list';
import { assertRestaurant } from './analytics-restaurant';
import { analyticsWindowParams, STARTED_IN_PERIOD_SQL } from './analytics-sql';

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
