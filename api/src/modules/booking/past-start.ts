import { BOOKING_MESSAGES } from '@stol/contracts';
import { zagrebDateKey } from '../../time/zagreb';

/**
 * Why a start cannot be booked because it lies in the past (guest spec §5.1), or null: an earlier Zagreb day is
 * 'You cannot reserve in the past', an earlier time today 'Selected time is in the past'. Staff reschedules use
 * the same rule and the same texts.
 */
export function pastStartMessage(start: Date, now: Date): string | null {
  if (zagrebDateKey(start) < zagrebDateKey(now)) return BOOKING_MESSAGES.dateInPast;
  if (start.getTime() < now.getTime()) return BOOKING_MESSAGES.timeInPast;
  return null;
}
