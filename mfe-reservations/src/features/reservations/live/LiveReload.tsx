import type { TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch } from '@stol/platform';
import { useLiveEventsHook } from './live-events';

/** The events after which the list (and the pending approvals) may be stale (staff spec §4, guest spec §4). */
export const RELOAD_EVENTS: readonly TSocketEvent[] = [
  'reservation.updated',
  'reservation.extended',
  'reservation.created',
  'reservation.reassigned',
  'reservation.deleted',
  'table.cleared',
  'table.released',
];

/** Listens to one restaurant's room and refetches through tag invalidation. Renders nothing. */
function RestaurantLiveReload({ restaurantId }: { restaurantId: number }) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  useEvents(restaurantId, RELOAD_EVENTS, () => {
    dispatch(api.util.invalidateTags(['Reservations', 'Approvals']));
  });
  return null;
}

/** One subscription per restaurant in view. */
export function LiveReload({ restaurantIds }: { restaurantIds: readonly number[] }) {
  return restaurantIds.map((id) => <RestaurantLiveReload key={id} restaurantId={id} />);
}
