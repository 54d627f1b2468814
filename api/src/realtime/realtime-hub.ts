import { restaurantRoom, type TSocketEvent, type TSocketEventPayload } from '@stol/contracts';
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

export function createRealtimeHub(): RealtimeHub {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    emitToRestaurant(restaurantId, event, payload) {
      io?.to(restaurantRoom(restaurantId)).emit(event, payload);
    },
    disconnectSession(sessionId) {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
  };
}
