import { useRestaurantEvents } from '@stol/platform';
import { createContext, useContext } from 'react';

/**
 * The subscription hook the day view uses for live events. Production uses platform's socket; tests provide a
 * fake through the context (jest.mock is unavailable in ESM mode).
 */
export type TUseRestaurantEvents = typeof useRestaurantEvents;

export const LiveEventsContext = createContext<TUseRestaurantEvents>(useRestaurantEvents);

export const useLiveEventsHook = (): TUseRestaurantEvents => useContext(LiveEventsContext);
