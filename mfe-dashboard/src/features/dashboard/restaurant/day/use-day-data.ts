import { useZagrebClock, zagrebDayKey } from '@stol/platform/time';
import { DAY_POLLING_MS, useDayReservationsQuery } from '../../../../api/day-view-api';

/** How often "now" moves for the map's colours, the row actions and the end-of-stay notices. */
export const NOW_TICK_MS = 15_000;

/** Today's reservations of the restaurant (Zagreb day), polled every 30 s, and the current instant. */
export function useTodaysReservations(restaurantId: number) {
  const now = useZagrebClock(NOW_TICK_MS);
  const date = zagrebDayKey(now);
  const query = useDayReservationsQuery({ date, restaurantId }, { pollingInterval: DAY_POLLING_MS });
  return { query, now: now.getTime(), date };
}
