/** Live events (staff spec §7), emitted to room `restaurant:<id>` after the transaction commits. */
export const SOCKET_EVENTS = [
  'table.moved',
  'table.cleared',
  'table.released',
  'reservation.updated',
  'reservation.created',
  'reservation.reassigned',
  'reservation.deleted',
  'reservation.checked_in',
  'reservation.unchecked_in',
  'reservation.no_show',
  'reservation.extended',
  'waitlist.created',
  'waitlist.updated',
] as const;
export type TSocketEvent = (typeof SOCKET_EVENTS)[number];

export interface TSocketEventPayload {
  restaurantId: number;
  reservationId?: number;
  tableId?: number;
  waitlistId?: number;
  additionalMinutes?: number;
}

export const restaurantRoom = (restaurantId: number) => `restaurant:${restaurantId}`;

/** Client → server: ask to join a restaurant's room; the ack says whether it was allowed. */
export const JOIN_RESTAURANT = 'join' as const;
export interface TJoinAck {
  ok: boolean;
  error?: string;
}
