import type { TSocketEvent, TSocketEventPayload } from '@stol/contracts';
import { useEffect, useId } from 'react';
import type { TUseRestaurantEvents } from '../socket/live-events-context';

type THandler = (event: TSocketEvent, payload: TSocketEventPayload) => void;

/**
 * Stands in for the socket: records which restaurants are subscribed and lets a test emit events. One
 * subscription per subscribing component, as with the real socket (a day view, its bell and its panels all
 * listen to one restaurant); a component's subscription ends when it unmounts. Joins are not simulated unless a
 * test calls `rejoin`, so a screen's first load is not followed by a catch-up refetch in component tests.
 */
export function createFakeLiveEvents() {
  const subscriptions = new Map<
    string,
    { restaurantId: number; events: readonly TSocketEvent[]; handler: THandler; onJoined?: () => void }
  >();
  const useFakeRestaurantEvents: TUseRestaurantEvents = (restaurantId, events, onEvent, onJoined) => {
    const id = useId();
    if (restaurantId !== null) subscriptions.set(id, { restaurantId, events, handler: onEvent, onJoined });
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
    /** The socket (re)joined the restaurant's room, e.g. after a reconnect: each subscriber's onJoined runs. */
    rejoin(restaurantId: number) {
      for (const subscription of [...subscriptions.values()])
        if (subscription.restaurantId === restaurantId) subscription.onJoined?.();
    },
  };
}

export type TFakeLiveEvents = ReturnType<typeof createFakeLiveEvents>;
