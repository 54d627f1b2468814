import * as z from './z';
import { RESERVATION_NOTES_MAX } from './host-constants';

export const RESERVATION_STATUSES = ['confirmed', 'cleared', 'no_show', 'cancelled'] as const;
export const ZReservationStatus = z.enum(RESERVATION_STATUSES);
export type TReservationStatus = z.infer<typeof ZReservationStatus>;

/** Statuses that release the reservation's tables (no longer guarded by the overlap constraint). */
export const RELEASING_STATUSES: readonly TReservationStatus[] = ['cleared', 'no_show', 'cancelled'];

export const RESERVATION_NOTES_MESSAGE = `Notes may be at most ${RESERVATION_NOTES_MAX} characters`;

/**
 * Notes as a client sends them (issue 22 §2; POST /reserve, POST /reservations, PATCH /reservations/{id}): trimmed,
 * empty = none (null), at most RESERVATION_NOTES_MAX characters. Here rather than in host-reservations.ts, which
 * builds on public-booking.ts: the guest's booking body takes notes too.
 */
export const ZReservationNotes = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(RESERVATION_NOTES_MAX, RESERVATION_NOTES_MESSAGE).nullable(),
);

export const ZReservation = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  tableId: z.number().int(),
  tableIds: z.array(z.number().int()),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  date: z.string(),
  endDate: z.string(),
  guests: z.number().int(),
  partySize: z.number().int(),
  status: ZReservationStatus,
  checkedInAt: z.string().nullable(),
  noShowAt: z.string().nullable(),
  isLargeParty: z.boolean(),
  /** Seated as a walk-in (POST /walkin/seat-now), whatever its name; the API always sends it. */
  isWalkIn: z.boolean().optional(),
  /**
   * What the guest or the host wrote for the restaurant (allergies, occasion, seating wishes; issue 22 §2), at
   * most RESERVATION_NOTES_MAX characters; null when none. Optional so older answers still parse.
   */
  notes: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type TReservation = z.infer<typeof ZReservation>;

export const WAITLIST_STATUSES = ['waiting', 'notified', 'converted', 'cancelled'] as const;
export const LARGE_PARTY_STATUSES = ['pending', 'converted', 'cancelled'] as const;
