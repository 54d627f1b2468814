import type { TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch, useLiveEventsHook } from '@stol/platform';

/** What another editor's change sends to the restaurant's room (contracts events.ts). */
export const FLOOR_EVENTS: readonly TSocketEvent[] = [
  'table.created',
  'table.updated',
  'table.deleted',
  'table.moved',
  'table.cleared',
  'table.released',
  'floorplan.updated',
];

/**
 * Refetches the restaurant's tables (and, for floor-plan changes, the restaurants with their styles and chairs)
 * when someone else changes them, so the plan is current without a reload. Renders nothing.
 */
export function TablesLiveReload({ restaurantId }: { restaurantId: number }) {
  const dispatch = useAppDispatch();
  const useEvents = useLiveEventsHook();
  const tables = { type: 'Tables', id: `restaurant-${restaurantId}` } as const;
  useEvents(
    restaurantId,
    FLOOR_EVENTS,
    (event) => {
      dispatch(
        api.util.invalidateTags(
          event === 'floorplan.updated' || event === 'table.created' || event === 'table.deleted'
            ? [tables, 'Restaurants']
            : [tables],
        ),
      );
    },
    // Joined (again): catch up on what changed while the socket was connecting or cut off.
    () => dispatch(api.util.invalidateTags([tables, 'Restaurants'])),
  );
  return null;
}
