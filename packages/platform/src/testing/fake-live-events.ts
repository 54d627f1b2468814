import type { TSocketEvent, TSocketEventPayload } from '@stol/contracts';
import type { useRestaurantEvents } from '../socket/use-restaurant-events';

/** The subscription hook a remote reads from its LiveEventsContext (platform's socket in production). */
export type TUseRestaurantEvents = typeof useRestaurantEvents;

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

export type TFakeLiveEvents = ReturnType<typeof createFakeLiveEvents>;
