import { useEffect, useRef } from 'react';
import { JOIN_RESTAURANT, type TJoinAck, type TSocketEvent, type TSocketEventPayload } from '@stol/contracts';
import { getSocket } from './socket';

/**
 * Joins `restaurant:<id>` and calls `onEvent(event, payload)` for the listed events. Rooms are per connection,
 * so the join is repeated after every reconnect.
 */
export function useRestaurantEvents(
  restaurantId: number | null,
  events: readonly TSocketEvent[],
  onEvent: (event: TSocketEvent, payload: TSocketEventPayload) => void,
): void {
  // The latest callback without resubscribing on every render.
  const handlerRef = useRef(onEvent);
  useEffect(() => {
    handlerRef.current = onEvent;
  });
  const eventsKey = events.join('|');

  useEffect(() => {
    if (restaurantId === null) return;
    const socket = getSocket();
    const join = () =>
      socket.emit(JOIN_RESTAURANT, { restaurantId }, (ack?: TJoinAck) => {
        if (ack && !ack.ok)
          console.warn(`Could not join restaurant ${restaurantId}: ${ack.error ?? 'refused'}`);
      });
    if (socket.connected) join();
    socket.on('connect', join);
    const subscribed = eventsKey.split('|').filter(Boolean) as TSocketEvent[];
    const listeners = subscribed.map((event) => {
      const listener = (payload: TSocketEventPayload) => handlerRef.current(event, payload);
      socket.on(event, listener);
      return [event, listener] as const;
    });
    return () => {
      socket.off('connect', join);
      for (const [event, listener] of listeners) socket.off(event, listener);
    };
  }, [restaurantId, eventsKey]);
}
