import { useEffect, useRef, type RefObject } from 'react';
import { JOIN_RESTAURANT, type TJoinAck, type TSocketEvent, type TSocketEventPayload } from '@stol/contracts';
import type { Socket } from 'socket.io-client';

type THandler = (event: TSocketEvent, payload: TSocketEventPayload) => void;

/**
 * Joins `restaurant:<id>` and calls `onEvent(event, payload)` for the listed events. Rooms are per connection,
 * so the join is repeated after every reconnect. `onJoined` runs after each successful join: events sent before
 * it (while the socket connected, or was cut off) never arrive, so a screen refetches there to catch up.
 */
export function useRestaurantEvents(
  restaurantId: number | null,
  events: readonly TSocketEvent[],
  onEvent: THandler,
  onJoined?: () => void,
): void {
  // The latest callbacks without resubscribing on every render.
  const handlerRef = useRef(onEvent);
  const joinedRef = useRef(onJoined);
  useEffect(() => {
    handlerRef.current = onEvent;
    joinedRef.current = onJoined;
  });
  const eventsKey = events.join('|');

  useEffect(() => {
    if (restaurantId === null) return;
    // The socket client (and socket.io-client under it) is a chunk of its own, loaded by the first screen
    // that listens rather than by /login (issue 8 §1).
    // A chunk that could not load (offline, issue 19 §1) is asked for again when the browser is back online,
    // instead of leaving the screen without live updates until a reload.
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    const start = () =>
      void import('./socket').then(
        ({ getSocket }) => {
          if (!cancelled)
            unsubscribe = subscribe(getSocket(), restaurantId, eventsKey, handlerRef, joinedRef);
        },
        () => {
          if (!cancelled) window.addEventListener('online', start, { once: true });
        },
      );
    start();
    return () => {
      cancelled = true;
      window.removeEventListener('online', start);
      unsubscribe?.();
    };
  }, [restaurantId, eventsKey]);
}

function subscribe(
  socket: Socket,
  restaurantId: number,
  eventsKey: string,
  handlerRef: RefObject<THandler>,
  joinedRef: RefObject<(() => void) | undefined>,
): () => void {
  const join = () =>
    socket.emit(JOIN_RESTAURANT, { restaurantId }, (ack?: TJoinAck) => {
      if (ack && !ack.ok)
        console.warn(`Could not join restaurant ${restaurantId}: ${ack.error ?? 'refused'}`);
      else joinedRef.current?.();
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
}
