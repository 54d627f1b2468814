import type { TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';

/**
 * The events after which the waitlist may be stale: its own changes, and every change to the tables' holds that
 * moves the quoted waits (README "Quoted wait": the server sends no separate quote events).
 */
export const WAITLIST_RELOAD_EVENTS: readonly TSocketEvent[] = [
  'waitlist.created',
  'waitlist.updated',
  'reservation.created',
  'reservation.updated',
  'reservation.reassigned',
  'reservation.deleted',
  'reservation.checked_in',
  'reservation.no_show',
  'reservation.extended',
  'table.cleared',
  'table.released',
];

/** Listens to the restaurant's room and refetches the waitlist through its tag. Renders nothing. */
export function WaitlistLiveReload({ restaurantId }: { restaurantId: number }) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  const reload = () => dispatch(api.util.invalidateTags(['Waitlist']));
  // Also once joined (again): what changed while the socket was connecting or cut off is caught up.
  useEvents(restaurantId, WAITLIST_RELOAD_EVENTS, reload, reload);
  return null;
}
