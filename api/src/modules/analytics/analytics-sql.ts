import { analyticsPeriodRange, type TAnalyticsPeriod } from '@stol/contracts';

/**
 * The analytics definitions (contracts analytics-definitions.ts, issue 21 §2) as SQL over `reservations r`.
 * Every query starts from one restaurant's range of the (restaurant_id, start_at) index
 * (reservations_analytics_index, Migration20261127030000_analytics_indexes), never from the whole table.
 */

/**
 * One restaurant's reservations that started inside a period: `from` ≤ start ≤ now (`all` has no lower bound,
 * given as -infinity so every period runs the same statement). Parameters: analyticsWindowParams.
 */
export const STARTED_IN_PERIOD_SQL = `r.restaurant_id = ? and r.start_at >= ?::timestamptz and r.start_at <= ?::timestamptz`;

export const analyticsWindowParams = (restaurantId: number, period: TAnalyticsPeriod, now: Date) => {
  const { from, to } = analyticsPeriodRange(period, now);
  return [restaurantId, from ? from.toISOString() : '-infinity', to.toISOString()];
};

/** The main set (guest spec §4): no walk-ins, nothing cancelled. */
export const MAIN_SET_SQL = `not r.is_walk_in and r.status <> 'cancelled'`;
