import * as z from './z';
import { ZId } from './primitives';

/**
 * Reservation lifecycle calls (staff spec §2, §7; DESIGN §7): POST /reservations/{id}/checkin | uncheckin |
 * extend | no-show, POST /tables/{id}/clear and POST /tables/{id}/clear/undo (the undo of a clear and of a
 * no-show). Each answers the updated reservation as a ZReservationListItem (clear, no-show and undo:
 * `{ reservation, table }`).
 */

/** Bounds of one extension (the UI offers +30 and +60). */
export const EXTEND_MINUTES = { min: 5, max: 240 } as const;
const EXTEND_MESSAGE = `additionalMinutes must be a whole number from ${EXTEND_MINUTES.min} to ${EXTEND_MINUTES.max}`;

/** POST /reservations/{id}/extend: +30 or +60 from the UI; any 5..240 minutes on the server, conflict-checked. */
export const ZReservationExtendRequest = z.object({
  additionalMinutes: z
    .number({ error: EXTEND_MESSAGE })
    .int(EXTEND_MESSAGE)
    .min(EXTEND_MINUTES.min, EXTEND_MESSAGE)
    .max(EXTEND_MINUTES.max, EXTEND_MESSAGE),
});
export type TReservationExtendRequest = z.infer<typeof ZReservationExtendRequest>;

/** POST /tables/{id}/clear/undo: the cleared reservation to restore (default: the table's latest cleared one). */
export const ZUndoClearRequest = z.object({ reservationId: ZId.optional() });
export type TUndoClearRequest = z.infer<typeof ZUndoClearRequest>;

/** The staff spec's texts for these calls. */
export const LIFECYCLE_MESSAGES = {
  noActiveReservation: 'No active reservation found for this table',
  notFoundForUndo: 'Reservation not found for undo',
  reservationNotFound: 'Reservation not found',
  tableNotFound: 'Table not found',
  approvalNotPending: 'This approval request has already been decided',
  checkInNotConfirmed: 'Only a confirmed reservation can be checked in',
  notStartedYet: 'This reservation has not started yet',
  noShowCheckedIn: 'The guest has checked in: clear the table instead',
  noShowNotConfirmed: 'Only a confirmed reservation can be marked a no-show',
  /** PATCH {status: 'cancelled'} (issue 22 §2): history is kept, so what has happened stays as it happened. */
  cancelFinished: 'This reservation has finished: it can no longer be cancelled',
  cancelNoShow: 'This reservation is marked a no-show: it can no longer be cancelled',
  alreadyCancelled: 'This reservation is already cancelled',
} as const;

/** How long a cleared table stays in its cleared window (staff spec §4: a temporary clearedUntil). */
export const CLEARED_WINDOW_MIN = 15;

/**
 * DESIGN §7: check-in is accepted from this many minutes before a reservation's start until its end (a booking
 * 25 days ahead is not checked in by a slip of the finger); the message of CHECK_IN_TOO_EARLY says 2 hours.
 */
export const CHECK_IN_OPENS_BEFORE_MIN = 120;
/** The day view asks before a check-in more than this many minutes before the start. */
export const EARLY_CHECK_IN_WARNING_MIN = 15;
