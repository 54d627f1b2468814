import {
  PUBLIC_NAMESPACE,
  PUBLIC_SOCKET_EVENTS,
  publicRestaurantRoom,
  restaurantRoom,
  type TPublicSocketPayload,
  type TSocketEvent,
  type TSocketEventPayload,
} from '@stol/contracts';
import type { Server } from 'socket.io';

/**
 * Emits live events to a restaurant's room. Call it only after the transaction has committed
 * (e.g. after `await em.transactional(...)` resolves), so clients never reload stale data.
 * Before a Socket.IO server is attached (tests without sockets, scripts) emits are dropped.
 */
export interface RealtimeHub {
  attach(io: Server): void;
  emitToRestaurant(restaurantId: number, event: TSocketEvent, payload: TSocketEventPayload): void;
  /**
   * Closes every socket of a session (refresh-token family) on every API instance: with the Redis adapter
   * `disconnectSockets` is broadcast to the other instances. Used when the session ends (logout, replay).
   */
  disconnectSession(sessionId: string): void;
}

/** Server-side room of one session's sockets (never joined on request: the handshake puts a socket in it). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

const PUBLIC = new Set<TSocketEvent>(PUBLIC_SOCKET_EVENTS);

/**
 * What the guest site's room hears of an event: only the events that change what can be booked, reduced to the
 * restaurant and the tables touched (no reservation id, no waitlist or approval ids); null for the others.
 */
export function toPublicPayload(
  event: TSocketEvent,
  payload: TSocketEventPayload,
): TPublicSocketPayload | null {
  if (!PUBLIC.has(event)) return null;
  const tableIds = [
    ...new Set([...(payload.tableId !== undefined ? [payload.tableId] : []), ...(payload.tableIds ?? [])]),
  ];
  return { restaurantId: payload.restaurantId, ...(tableIds.length ? { tableIds } : {}) };
}

export function createRealtimeHub(): RealtimeHub {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    emitToRestaurant(restaurantId, event, payload) {
      io?.to(restaurantRoom(restaurantId)).emit(event, payload);
      const guestView = toPublicPayload(event, payload);
      if (guestView) io?.of(PUBLIC_NAMESPACE).to(publicRestaurantRoom(restaurantId)).emit(event, guestView);
    },
    disconnectSession(sessionId) {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
