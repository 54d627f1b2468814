import type { TSocketEvent, TSocketEventPayload } from '@stol/contracts';
import { useEffect, useId } from 'react';
import type { useRestaurantEvents } from '../socket/use-restaurant-events';

/** The subscription hook a remote reads from its LiveEventsContext (platform's socket in production). */
export type TUseRestaurantEvents = typeof useRestaurantEvents;

type THandler = (event: TSocketEvent, payload: TSocketEventPayload) => void;

/**
 * Stands in for the socket: records which restaurants are subscribed and lets a test emit events. One
 * subscription per subscribing component, as with the real socket (a day view, its bell and its panels all
 * listen to one restaurant); a component's subscription ends when it unmounts.
 */
export function createFakeLiveEvents() {
  const subscriptions = new Map<
    string,
    { restaurantId: number; events: readonly TSocketEvent[]; handler: THandler }
  >();
  const useFakeRestaurantEvents: TUseRestaurantEvents = (restaurantId, events, onEvent) => {
    const id = useId();
    if (restaurantId !== null) subscriptions.set(id, { restaurantId, events, handler: onEvent });
    else subscriptions.delete(id);
    useEffect(() => () => void subscriptions.delete(id), [id]);
  };
  return {
    useFakeRestaurantEvents,
    subscribedRestaurants: () =>
      [...new Set([...subscriptions.values()].map((s) => s.restaurantId))].sort((a, b) => a - b),
    emit(restaurantId: number, event: TSocketEvent, payload: Omit<TSocketEventPayload, 'restaurantId'> = {}) {
      for (const subscription of [...subscriptions.values()])
        if (subscription.restaurantId === restaurantId && subscription.events.includes(event))
          subscription.handler(event, { ...payload, restaurantId });
    },
  };
}

export type TFakeLiveEvents = ReturnType<typeof createFakeLiveEvents>;
