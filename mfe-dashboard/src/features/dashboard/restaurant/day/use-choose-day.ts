import { useAppDispatch } from '@stol/platform';
import { useCallback, useRef } from 'react';
import { dayViewApi } from '../../../../api/day-view-api';

/**
 * How long a tapped day may take to arrive before the view moves to it anyway and says it is loading: a slow
 * network shows that the tap was taken, a quick one never shows an empty list.
 */
export const SWITCH_WAIT_MS = 400;

/**
 * Choosing another day (issue 22 §7: a 300-reservation day in under 200 ms on the tablet). The day is asked for on
 * the tap and the view moves to it once its answer is in (or SWITCH_WAIT_MS have passed, or it failed: then the
 * view shows that day's loading, error or offline state). Moving first drew the day twice, once empty while its
 * answer travelled and again with it, and the empty pass delayed the answer's own handling. The returned promise
 * settles when the view has been told to move; DayNav shows the tapped day as busy until then.
 */
export function useChooseDay(restaurantId: number, setDate: (day: string) => void) {
  const dispatch = useAppDispatch();
  // Only the latest tap moves the view: a slow yesterday answering after a quick tomorrow must not win.
  const latest = useRef(0);
  return useCallback(
    (day: string) => {
      const tap = ++latest.current;
      // Not subscribed: the list's own query subscribes when the view shows the day.
      const request = dispatch(
        dayViewApi.endpoints.dayReservations.initiate({ date: day, restaurantId }, { subscribe: false }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SWITCH_WAIT_MS);
      });
      return Promise.race([request.then(() => undefined), waited]).then(() => {
        clearTimeout(timer);
        if (tap === latest.current) setDate(day);
      });
    },
    [dispatch, restaurantId, setDate],
  );
}
