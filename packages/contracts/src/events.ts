/** Live events (staff spec §7), emitted to room `restaurant:<id>` after the transaction commits. */
export const SOCKET_EVENTS = [
  'table.moved',
  'table.cleared',
  'table.released',
  /** POST /tables (new), copies; payload tableIds. */
  'table.created',
  /** POST /tables with id, PATCH /tables/{id} other than a position (a position is table.moved). */
  'table.updated',
  /** DELETE /tables/{id}, replace-mode copies; payload tableIds. */
  'table.deleted',
  /** PATCH /restaurants/{id} floorplan (styles, chairs, grid, background), and copies that bring styles. */
  'floorplan.updated',
  'reservation.updated',
  'reservation.created',
  'reservation.reassigned',
  'reservation.deleted',
  'reservation.checked_in',
  'reservation.unchecked_in',
  'reservation.no_show',
  'reservation.extended',
  /** A manager rejected a filed edit: the requester's screen drops its pending edit and says so. */
  'reservation.approval_rejected',
  'waitlist.created',
  /** A waitlist entry was notified, converted or cancelled (payload waitlistId, reservationId on convert). */
  'waitlist.updated',
  /**
   * A large-party request was sent by a guest (payload change 'created'), converted or cancelled (payload
   * largePartyRequestId, reservationId on convert).
   */
  'large_party.updated',
] as const;
export type TSocketEvent = (typeof SOCKET_EVENTS)[number];

export interface TSocketEventPayload {
  restaurantId: number;
  reservationId?: number;
  tableId?: number;
  /** Tables a change touched at once (copies, replace). */
  tableIds?: number[];
  waitlistId?: number;
  largePartyRequestId?: number;
  /** large_party.updated: 'created' when a guest sent the request (the bell announces it). */
  change?: 'created' | 'converted' | 'cancelled';
  additionalMinutes?: number;
  /** reservation.approval_rejected: the request and who filed it (ids only; the room is staff-only). */
  approvalId?: number;
  requestedById?: number;
}

export const restaurantRoom = (restaurantId: number) => `restaurant:${restaurantId}`;

/** Client → server: ask to join a restaurant's room; the ack says whether it was allowed. */
export const JOIN_RESTAURANT = 'join' as const;
export interface TJoinAck {
  ok: boolean;
  error?: string;
}

/**
 * The guest site's live channel (guest spec §4; issue 12 §1): Socket.IO namespace `/public`, no login. A client
 * joins a restaurant's public room with the same `join` message; it receives only the events that change what a
 * guest can book, each carrying the restaurant and the tables it touched, never a reservation or guest.
 */
export const PUBLIC_NAMESPACE = '/public' as const;
export const publicRestaurantRoom = (restaurantId: number) => `public:restaurant:${restaurantId}`;
export const PUBLIC_SOCKET_EVENTS = [
  'reservation.created',
  'reservation.updated',
  'reservation.reassigned',
  'reservation.deleted',
  'reservation.checked_in',
  'reservation.unchecked_in',
  'reservation.no_show',
  'reservation.extended',
  'table.cleared',
  'table.released',
  'table.created',
  'table.updated',
  'table.deleted',
  'table.moved',
  'floorplan.updated',
] as const satisfies readonly TSocketEvent[];
export type TPublicSocketEvent = (typeof PUBLIC_SOCKET_EVENTS)[number];
/** What a public event carries: which restaurant and which tables, nothing about who. */
export interface TPublicSocketPayload {
  restaurantId: number;
  tableIds?: number[];
}
/** How many restaurants' rooms one anonymous socket may be in at once (a hub page shows a few). */
export const PUBLIC_ROOMS_PER_SOCKET = 10;
