import { servicesOn } from '@stol/contracts';
import { serviceSlots } from '../../availability/day-slots';
import { zagrebDayRange, zagrebWallTime } from '../../../time/zagreb';
import type { HourSettings } from './hours-after';

/**
 * A day's offered slot starts (HH:mm) under some settings: availability's own grid for a party of the default
 * duration (the day's services: special hours, the weekday's rule, the regular hours), none on a closed day.
 */
function slotStarts(settings: HourSettings, dateKey: string): string[] {
  const day = servicesOn(settings, dateKey);
  return serviceSlots(dateKey, day.services, settings.intervalMin, settings.defaultDurationMin).map(
    (slot) => slot.time,
  );
}

export interface DayChange {
  closedBefore: boolean;
  closedAfter: boolean;
  /** Slot starts offered after the change and not before, and the reverse; in time order. */
  opens: string[];
  closes: string[];
}

/** How a change moves one Zagreb day's slots. */
export function dayChange(before: HourSettings, after: HourSettings, dateKey: string): DayChange {
  const was = slotStarts(before, dateKey);
  const will = slotStarts(after, dateKey);
  return {
    closedBefore: servicesOn(before, dateKey).closed,
    closedAfter: servicesOn(after, dateKey).closed,
    opens: will.filter((time) => !was.includes(time)),
    closes: was.filter((time) => !will.includes(time)),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a day's minute; 24:00 is the next day's midnight. DST days included. */
const instantOf = (dateKey: string, minutes: number) =>
  minutes >= 24 * 60
    ? zagrebDayRange(dateKey).end.getTime()
    : zagrebWallTime(dateKey, hhmm(minutes)).getTime();

/**
 * Whether a booking's start..end lies within one of its day's services (special hours first, then the weekday's
 * rule, then the regular hours): not on a closed day, starting at or after a service opens and ending by its
 * close, as real instants (DST days included).
 */
export function fitsHours(settings: HourSettings, dateKey: string, start: Date, end: Date): boolean {
  return servicesOn(settings, dateKey).services.some(
    (service) =>
      start.getTime() >= instantOf(dateKey, service.openMin) &&
      end.getTime() <= instantOf(dateKey, service.closeMin),
  );
}
