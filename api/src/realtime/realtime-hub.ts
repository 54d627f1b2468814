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
}

export function createRealtimeHub(): RealtimeHub {
  let io: Server | undefined;
  return {
    attach(server) {
      io = server;
    },
    emitToRestaurant(restaurantId, event, payload) {
      io?.to(restaurantRoom(restaurantId)).emit(event, payload);
    },
  };
}
