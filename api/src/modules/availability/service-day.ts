import { durationFor, servicesOn, type TDayServices, type TServiceRuleSettings } from '@stol/contracts';
import { serviceSlots, type SlotTime } from './day-slots';

export interface ServiceDay {
  /** The day's services (special hours of the date, else the weekday's rule, else the regular hours). */
  day: TDayServices;
  /** How long the party stays (turn times by party size, else the default duration). */
  durationMin: number;
  /** The starts offered to the party; none when the day is closed. */
  slots: readonly SlotTime[];
}

/**
 * The slots of one Zagreb day for a party (issue 24 §1): its services and its duration decide them. One rule for
 * availability, a booking's offered-slot check, holds, a guest's move and the settings preview.
 */
export function serviceDay(
  restaurant: TServiceRuleSettings,
  dateKey: string,
  guests: number | undefined,
): ServiceDay {
  const day = servicesOn(restaurant, dateKey);
  const durationMin = durationFor(restaurant, guests);
  return {
    day,
    durationMin,
    slots: serviceSlots(dateKey, day.services, restaurant.intervalMin, durationMin),
  };
}
