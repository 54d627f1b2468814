import type { TSocketEvent, TSocketEventPayload } from '@stol/contracts';
import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';

/** The events after which the list (and the pending approvals) may be stale (staff spec §4, guest spec §4). */
export const RELOAD_EVENTS: readonly TSocketEvent[] = [
  'reservation.updated',
  'reservation.extended',
  'reservation.created',
  'reservation.reassigned',
  'reservation.deleted',
  'reservation.approval_rejected',
  'table.cleared',
  'table.released',
];

type TOnRejected = (payload: TSocketEventPayload) => void;

/** Listens to one restaurant's room and refetches through tag invalidation. Renders nothing. */
function RestaurantLiveReload({
  restaurantId,
  onApprovalRejected,
}: {
  restaurantId: number;
  onApprovalRejected: TOnRejected;
}) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  const reload = () => dispatch(api.util.invalidateTags(['Reservations', 'Approvals']));
  useEvents(
    restaurantId,
    RELOAD_EVENTS,
    (event, payload) => {
      if (event === 'reservation.approval_rejected') onApprovalRejected(payload);
      reload();
    },
    // Joined (again): catch up on what changed while the socket was connecting or cut off.
    reload,
  );
  return null;
}

/** One subscription per restaurant in view; a rejected approval request is handed to the page. */
export function LiveReload({
  restaurantIds,
  onApprovalRejected,
}: {
  restaurantIds: readonly number[];
  onApprovalRejected: TOnRejected;
}) {
  return restaurantIds.map((id) => (
    <RestaurantLiveReload key={id} restaurantId={id} onApprovalRejected={onApprovalRejected} />
  ));
}
