import { createContext, useContext } from 'react';
import { useRestaurantEvents } from './use-restaurant-events';

/** The subscription hook screens use for live events: platform's socket, or a fake a test provides. */
export type TUseRestaurantEvents = typeof useRestaurantEvents;

/**
 * Screens subscribe through this context rather than importing the socket hook, so component tests can put a
 * fake socket in its place (jest.mock is unavailable in ESM mode). One context for every remote: renderRemote
 * provides the fake through it.
 */
export const LiveEventsContext = createContext<TUseRestaurantEvents>(useRestaurantEvents);

export const useLiveEventsHook = (): TUseRestaurantEvents => useContext(LiveEventsContext);
