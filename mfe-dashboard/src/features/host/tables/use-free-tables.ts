import { DAY_POLLING_MS, useDayTablesQuery } from '../../../api/day-view-api';
import { useTodaysReservations } from '../../dashboard/restaurant/day/use-day-data';
import { freeTablesNow } from './free-tables';

/**
 * The restaurant's tables free now, from the same queries the day view and kiosk already hold (RTK Query
 * shares one subscription per argument, so this adds no requests).
 */
export function useFreeTables(restaurantId: number) {
  const { query, now } = useTodaysReservations(restaurantId);
  const tables = useDayTablesQuery(restaurantId, { pollingInterval: DAY_POLLING_MS });
  return {
    free: tables.data ? freeTablesNow(tables.data, query.data ?? [], now) : [],
    loading: tables.data === undefined && !tables.isError,
    isError: tables.isError,
  };
}
