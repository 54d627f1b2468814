import type { TReviewView } from '@stol/contracts';
import type { Reservation } from '../reservations/reservation.entity';

/**
 * A review is for a visit that took place (guest spec §2.6: "review after the visit"): the booking has started
 * and was not cancelled or a no-show; one per reservation.
 */
export function reviewRefusal(
  reservation: Pick<Reservation, 'status' | 'startAt' | 'noShowAt'>,
  reviewed: boolean,
  now: Date,
): TReviewView['refusal'] {
  if (reviewed) return 'reviewed';
  if (reservation.status === 'cancelled' || reservation.status === 'no_show' || reservation.noShowAt)
    return 'not_visited';
  if (reservation.startAt > now) return 'too_early';
  return null;
}
