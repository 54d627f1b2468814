import { BOOKING_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { zagrebDateKey } from '../../time/zagreb';
import type { FloorSettings } from '../availability/restaurant-floor';
import { serviceDay } from '../availability/service-day';

/**
 * A start must be one of the day's offered slots for the party (guest spec §5.1, issue 24 §1): the day has a
 * service (special hours, the weekday's rule), and the start is on the restaurant's interval within a service,
 * early enough for the party's duration (turn times) to end by the service's close. Used by a booking, a hold and
 * a guest's own reschedule, so all follow the same rule. Answers the party's duration in minutes.
 */
export function assertOfferedSlot(
  restaurant: FloorSettings,
  start: Date,
  guests: number | undefined,
): number {
  const { day, durationMin, slots } = serviceDay(restaurant, zagrebDateKey(start), guests);
  if (day.closed) throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.closedDay);
  if (!slots.some((slot) => slot.startMs === start.getTime()))
    throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.slotNotOffered);
  return durationMin;
}
