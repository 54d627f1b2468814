import { DAY_POLLING_MS, useDayTablesQuery } from '../../../api/day-view-api';
import { useTodaysReservations } from '../../dashboard/restaurant/day/use-day-data';
import { freeTablesNow } from './free-tables';

/**
 * The restaurant's tables free now, from the same queries the day view and kiosk already hold (RTK Query
 * shares one subscription per argument, so this adds no requests).
 */
export function useFreeTables(restaurantId: number) {
  const { query, now: tick } = useTodaysReservations(restaurantId);
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: DAY_POLLING_MS });
  // Not older than the data: a table taken a moment ago (after the last 15 s tick) is not offered as free.
  const now = Math.max(tick, query.fulfilledTimeStamp ?? 0, tables.fulfilledTimeStamp ?? 0);
  return {
    free: tables.data ? freeTablesNow(tables.data, query.data ?? [], now) : [],
    // Free needs both the tables and the day's bookings: until both are in, nothing is known to be free.
    loading: (tables.data === undefined && !tables.isError) || (query.data === undefined && !query.isError),
    isError: tables.isError,
  };
}
