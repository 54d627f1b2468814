import { PUBLIC_SOCKET_EVENTS, type TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';

/**
 * Staff spec §4, §7: the events after which today's list, the map and the counts may be stale: exactly the events
 * that change what can be booked, which the guest site's room hears too (one list in the contracts).
 */
export const DAY_RELOAD_EVENTS: readonly TSocketEvent[] = PUBLIC_SOCKET_EVENTS;

/** Listens to the restaurant's room and refetches through tag invalidation. Renders nothing. */
export function DayLiveReload({ restaurantId }: { restaurantId: number }) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  useEvents(
    restaurantId,
    DAY_RELOAD_EVENTS,
    (event) => {
      if (event.startsWith('reservation.')) dispatch(api.util.invalidateTags(['Reservations', 'Stats']));
      else if (event === 'floorplan.updated') dispatch(api.util.invalidateTags(['Restaurants']));
      else dispatch(api.util.invalidateTags(['Tables', 'Reservations']));
    },
    // Joined (again): catch up on what changed while the socket was connecting or cut off.
    () => dispatch(api.util.invalidateTags(['Reservations', 'Stats', 'Tables'])),
  );
  return null;
}
