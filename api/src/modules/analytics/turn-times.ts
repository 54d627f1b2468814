import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAnalyticsPeriod, TTurnTimes } from '@stol/contracts';
import { assertRestaurant } from './analytics-restaurant';
import { analyticsWindowParams, MAIN_SET_SQL, STARTED_IN_PERIOD_SQL } from './analytics-sql';

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
