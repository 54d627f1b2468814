import { bookingTooFarMessage, bookingTooSoonMessage, bookingWindowReason } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { zagrebDateKey } from '../../time/zagreb';
import type { FloorSettings } from '../availability/restaurant-floor';

/**
 * A guest's start inside the restaurant's booking window (issue 24 §1): POST /reserve, holds and a guest's move by
 * their link. The back office may book outside it. 400 with the sentence the guest reads.
 */
export function assertInBookingWindow(
  restaurant: Pick<FloorSettings, 'bookingWindow'>,
  start: Date,
  now: Date,
): void {
  const window = restaurant.bookingWindow;
  const reason = bookingWindowReason(window, {
    startMs: start.getTime(),
    nowMs: now.getTime(),
    startDateKey: zagrebDateKey(start),
    todayDateKey: zagrebDateKey(now),
  });
  if (reason === 'too_soon')
    throw new AppError('BOOKING_TOO_SOON', bookingTooSoonMessage(window!.minNoticeMinutes!));
  if (reason === 'too_far')
    throw new AppError('BOOKING_TOO_FAR', bookingTooFarMessage(window!.maxDaysAhead!));
}
