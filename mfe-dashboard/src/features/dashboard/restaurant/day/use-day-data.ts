import { useZagrebClock, zagrebDayKey } from '@stol/platform/time';
import { DAY_POLLING_MS, useDayReservationsQuery } from '../../../../api/day-view-api';

/** How often "now" moves for the map's colours, the row actions and the end-of-stay notices. */
export const NOW_TICK_MS = 15_000;

/**
 * One Zagreb day's reservations of the restaurant (today when `date` is null), polled every 30 s, and the current
 * instant. "Now" is never older than the data: a party seated a moment ago shows as under way (with Clear) at once,
 * not at the next tick.
 */
export function useDayReservations(restaurantId: number, date: string | null = null) {
  const tick = useZagrebClock(NOW_TICK_MS);
  const today = zagrebDayKey(tick);
  const day = date ?? today;
  const query = useDayReservationsQuery({ date: day, restaurantId }, { pollingInterval: DAY_POLLING_MS });
  const now = Math.max(tick.getTime(), query.fulfilledTimeStamp ?? 0);
  return { query, now, date: day, today, isToday: day === today };
}

/** Today's reservations (the bell, the walk-in's free tables, the kiosk). */
export const useTodaysReservations = (restaurantId: number) => useDayReservations(restaurantId, null);

export type TDayData = ReturnType<typeof useDayReservations>;
