import { render } from '@testing-library/react';
import { useEffect, useId } from 'react';
import type { TSocketEvent, TSocketEventPayload, TUser } from '@stol/contracts';
import { configurePlatform, createPlatformStore, PlatformProvider } from '@stol/platform';
import { MantineProvider } from '@mantine/core';
import { stolTheme, UiProvider } from '@stol/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API, aUser } from '@stol/platform/testing';
import App from '../App';
import {
  LiveEventsContext,
  type TUseRestaurantEvents,
} from '../features/dashboard/restaurant/live/live-events';

export { API, aUser };

type THandler = (event: TSocketEvent, payload: TSocketEventPayload) => void;

/** Stands in for the socket: records which restaurants are subscribed and lets a test emit events. */
export function createFakeLiveEvents() {
  // One entry per subscribing component (several listen to one restaurant: the day, the bell, the panels).
  const subscriptions = new Map<
    string,
    { restaurantId: number; events: readonly TSocketEvent[]; handler: THandler }
  >();
  const useFakeRestaurantEvents: TUseRestaurantEvents = (restaurantId, events, onEvent) => {
    const id = useId();
    if (restaurantId !== null) subscriptions.set(id, { restaurantId, events, handler: onEvent });
    useEffect(() => () => void subscriptions.delete(id), [id]);
  };
  return {
    useFakeRestaurantEvents,
    subscribedRestaurants: () =>
      [...new Set([...subscriptions.values()].map((s) => s.restaurantId))].sort((a, b) => a - b),
    emit(restaurantId: number, event: TSocketEvent, payload: Omit<TSocketEventPayload, 'restaurantId'> = {}) {
      for (const subscription of subscriptions.values())
        if (subscription.restaurantId === restaurantId && subscription.events.includes(event))
          subscription.handler(event, { ...payload, restaurantId });
    },
  };
}

/**
 * Renders the remote the way the shell does: inside the platform and UI providers, mounted at /admin/* (or /kiosk/*),
 * with a signed-in user whose language setting decides hr or en.
 */
export function renderApp({
  user,
  path = '/admin',
  liveEvents = createFakeLiveEvents(),
  mantineEnv,
  basePath = '/admin',
}: {
  user: TUser;
  path?: string;
  /** Where the shell mounts the remote: /admin (dashboard) or /kiosk (host stand). */
  basePath?: '/admin' | '/kiosk';
  liveEvents?: ReturnType<typeof createFakeLiveEvents>;
  /** 'test' switches Mantine to its test mode (no transitions) for dialog-driven tests. */
  mantineEnv?: 'test';
}) {
  configurePlatform({ apiUrl: API });
  const store = createPlatformStore({ token: 'access-token', user });
  const routes = (
    <LiveEventsContext.Provider value={liveEvents.useFakeRestaurantEvents}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
          <Route path="*" element={<p>shell route</p>} />
        </Routes>
      </MemoryRouter>
    </LiveEventsContext.Provider>
  );
  const view = render(
    <PlatformProvider store={store}>
      <UiProvider>
        {mantineEnv ? (
          <MantineProvider theme={stolTheme} env={mantineEnv}>
            {routes}
          </MantineProvider>
        ) : (
          routes
        )}
      </UiProvider>
    </PlatformProvider>,
  );
  return { store, liveEvents, ...view };
}
