import { PUBLIC_SOCKET_EVENTS, type TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';

/**
 * Staff spec §4, §7: the events after which today's list, the map and the counts may be stale: exactly the events
 * that change what can be booked, which the guest site's room hears too (one list in the contracts).
 */
export const DAY_RELOAD_EVENTS: readonly TSocketEvent[] = PUBLIC_SOCKET_EVENTS;

interface TDayLiveReloadProps {
  restaurantId: number;
  /**
   * Whether the screen's first answer has come (or failed). The room is joined from then on: the join's catch-up
   * refetch below asks for the whole day again, and joined while the first answer was on its way it was sent the
   * moment that answer landed, its request and then its answer's handling in the way of the day's first drawing
   * (issue 22 §7). Nothing is missed: what changes before the join, the catch-up reads.
   */
  firstAnswerIn: boolean;
}

/** Listens to the restaurant's room and refetches through tag invalidation. Renders nothing. */
export function DayLiveReload({ restaurantId, firstAnswerIn }: TDayLiveReloadProps) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  useEvents(
    firstAnswerIn ? restaurantId : null,
    DAY_RELOAD_EVENTS,
    (event) => {
      if (event.startsWith('reservation.')) dispatch(api.util.invalidateTags(['Reservations', 'Stats']));
      else if (event === 'floorplan.updated') dispatch(api.util.invalidateTags(['Restaurants']));
      else dispatch(api.util.invalidateTags(['Tables', 'Reservations']));
    },
    // Joined (again): catch up on what changed before the join, or while the socket was cut off.
    () => dispatch(api.util.invalidateTags(['Reservations', 'Stats', 'Tables'])),
  );
  return null;
}
