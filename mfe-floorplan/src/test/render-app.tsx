import { render } from '@testing-library/react';
import type { TSocketEvent, TSocketEventPayload, TUser } from '@stol/contracts';
import { configurePlatform, createPlatformStore, PlatformProvider } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API, aUser } from '@stol/platform/testing';
import App from '../App';
import { FloorPlanRendererContext } from '../features/tables/canvas/renderer';
import { LiveEventsContext, type TUseRestaurantEvents } from '../features/tables/live/live-events';
import { createFakeFloorPlan } from './fake-floor-plan';

export { API, aUser };

type THandler = (event: TSocketEvent, payload: TSocketEventPayload) => void;

/** Stands in for the socket: records which restaurants are subscribed and lets a test emit events. */
export function createFakeLiveEvents() {
  const subscriptions = new Map<number, { events: readonly TSocketEvent[]; handler: THandler }>();
  const useFakeRestaurantEvents: TUseRestaurantEvents = (restaurantId, events, onEvent) => {
    if (restaurantId !== null) subscriptions.set(restaurantId, { events, handler: onEvent });
  };
  return {
    useFakeRestaurantEvents,
    subscribedRestaurants: () => [...subscriptions.keys()].sort((a, b) => a - b),
    emit(restaurantId: number, event: TSocketEvent, payload: Omit<TSocketEventPayload, 'restaurantId'> = {}) {
      const subscription = subscriptions.get(restaurantId);
      if (subscription?.events.includes(event)) subscription.handler(event, { ...payload, restaurantId });
    },
  };
}

/**
 * Renders the remote the way the shell does: inside the platform and UI providers, mounted at /radmin/*, with
 * a signed-in user whose language setting decides hr or en. The socket and the floor-plan renderer are fakes.
 */
export function renderApp({
  user,
  path = '/radmin',
  liveEvents = createFakeLiveEvents(),
  floorPlan = createFakeFloorPlan(),
}: {
  user: TUser;
  path?: string;
  liveEvents?: ReturnType<typeof createFakeLiveEvents>;
  floorPlan?: ReturnType<typeof createFakeFloorPlan>;
}) {
  configurePlatform({ apiUrl: API });
  const store = createPlatformStore({ token: 'access-token', user });
  const view = render(
    <PlatformProvider store={store}>
      <UiProvider>
        <FloorPlanRendererContext.Provider value={floorPlan.FakeFloorPlan}>
          <LiveEventsContext.Provider value={liveEvents.useFakeRestaurantEvents}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/radmin/*" element={<App basePath="/radmin" />} />
                <Route path="*" element={<p>shell route</p>} />
              </Routes>
            </MemoryRouter>
          </LiveEventsContext.Provider>
        </FloorPlanRendererContext.Provider>
      </UiProvider>
    </PlatformProvider>,
  );
  return { store, liveEvents, floorPlan, ...view };
}
