import { useZagrebClock, zagrebDayKey } from '@stol/platform/time';
import { DAY_POLLING_MS, useDayReservationsQuery } from '../../../../api/day-view-api';

/** How often "now" moves for the map's colours, the row actions and the end-of-stay notices. */
export const NOW_TICK_MS = 15_000;

/**
 * Today's reservations of the restaurant (Zagreb day), polled every 30 s, and the current instant. "Now" is never
 * older than the data: a party seated a moment ago shows as under way (with Clear) at once, not at the next tick.
 */
export function useTodaysReservations(restaurantId: number) {
  const tick = useZagrebClock(NOW_TICK_MS);
  const date = zagrebDayKey(tick);
  const query = useDayReservationsQuery({ date, restaurantId }, { pollingInterval: DAY_POLLING_MS });
  const now = Math.max(tick.getTime(), query.fulfilledTimeStamp ?? 0);
  return { query, now, date };
}
