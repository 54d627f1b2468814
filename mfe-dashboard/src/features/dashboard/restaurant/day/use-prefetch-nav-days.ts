import { useEffect } from 'react';
import { DAY_POLLING_MS, dayViewApi } from '../../../../api/day-view-api';
import { addDays } from './day-param';

/** How long after the shown day's answer the days one tap away are asked for: the shown day is drawn first. */
export const PREFETCH_AFTER_MS = 1_000;

/**
 * A neighbour is asked again at every other poll of the shown day (older than 1.5 polls): the days one tap away cost
 * the API one request each a minute, not each poll; RTK drops an unwatched answer after 60 s, so one is seldom
 * missing at a tap. A module constant: RTK's prefetch callback is made again whenever its options object changes.
 */
const PREFETCH_OPTIONS = { ifOlderThan: (1.5 * DAY_POLLING_MS) / 1000 };

/**
 * The days DayNav offers (yesterday, today, tomorrow) are fetched ahead, a second after each answer of the shown day
 * (its load, its 30 s polls, a live change): a host flipping to tomorrow sees it drawn at the tap, without waiting
 * for the network (issue 22 §7). They are held unsubscribed, so RTK drops them a minute after the last ask, and a
 * live change drops them at once (an invalidated entry nobody watches is removed) until the next ask.
 */
export function usePrefetchNavDays(
  restaurantId: number,
  shown: string,
  today: string,
  answeredAt: number | undefined,
) {
  const prefetch = dayViewApi.usePrefetch('dayReservations', PREFETCH_OPTIONS);
  useEffect(() => {
    if (answeredAt === undefined) return;
    const timer = setTimeout(() => {
      for (const day of [addDays(today, -1), today, addDays(today, 1)])
        if (day !== shown) prefetch({ date: day, restaurantId });
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [prefetch, restaurantId, shown, today, answeredAt]);
}
