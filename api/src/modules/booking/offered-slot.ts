import { BOOKING_MESSAGES, hoursOn } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { zagrebDateKey } from '../../time/zagreb';
import { daySlots } from '../availability/day-slots';
import type { FloorSettings } from '../availability/restaurant-floor';

/**
 * A guest's start must be one of the day's offered slots (guest spec §5.1): the day is open (special hours
 * included) and the start is on the restaurant's interval within its hours. Used by a booking and by a guest's
 * own reschedule, so both follow the same rule.
 */
export function assertOfferedSlot(restaurant: FloorSettings, start: Date): void {
  const dateKey = zagrebDateKey(start);
  const hours = hoursOn(restaurant, dateKey);
  if (hours.closed) throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.closedDay);
  const offered = daySlots(
    dateKey,
    hours.openHour,
    hours.closeHour,
    restaurant.intervalMin,
    restaurant.defaultDurationMin,
  );
  if (!offered.some((slot) => slot.startMs === start.getTime()))
    throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.slotNotOffered);
}
