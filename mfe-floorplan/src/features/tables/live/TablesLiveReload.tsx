import type { TSocketEvent } from '@stol/contracts';
import { api, useAppDispatch } from '@stol/platform';
import { useLiveEventsHook } from './live-events';

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
  useEvents(restaurantId, FLOOR_EVENTS, (event) => {
    dispatch(
      api.util.invalidateTags(
        event === 'floorplan.updated' || event === 'table.created' || event === 'table.deleted'
          ? [{ type: 'Tables', id: `restaurant-${restaurantId}` }, 'Restaurants']
          : [{ type: 'Tables', id: `restaurant-${restaurantId}` }],
      ),
    );
  });
  return null;
}
