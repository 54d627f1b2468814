import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';
import type { TSocketEvent } from '@stol/contracts';

const EVENTS: readonly TSocketEvent[] = ['large_party.updated'];

/** A request created, converted or cancelled anywhere reloads the panel at once (staff spec §7). */
export function LargePartyLive({ restaurantId }: { restaurantId: number }) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  const reload = () => dispatch(api.util.invalidateTags(['LargeParty']));
  // Also once joined (again): what changed while the socket was connecting or cut off is caught up.
  useEvents(restaurantId, EVENTS, reload, reload);
  return null;
}
