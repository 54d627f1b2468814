import { hoursOn } from '@stol/contracts';
import { zagrebWallTime } from '../../../time/zagreb';
import { daySlots } from '../../availability/day-slots';
import type { HourSettings } from './hours-after';

/** A day's offered slot starts (HH:mm) under some settings: availability's own grid, none on a closed day. */
function slotStarts(settings: HourSettings, dateKey: string): string[] {
  const hours = hoursOn(settings, dateKey);
  if (hours.closed) return [];
  return daySlots(
    dateKey,
    hours.openHour,
    hours.closeHour,
    settings.intervalMin,
    settings.defaultDurationMin,
  ).map((slot) => slot.time);
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
    closedBefore: hoursOn(before, dateKey).closed,
    closedAfter: hoursOn(after, dateKey).closed,
    opens: will.filter((time) => !was.includes(time)),
    closes: was.filter((time) => !will.includes(time)),
  };
}

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Whether a booking's start..end lies within its day's opening hours (special hours first, hoursOn): not on a
 * closed day, starting at or after opening and ending by closing, as real instants (DST days included).
 */
export function fitsHours(settings: HourSettings, dateKey: string, start: Date, end: Date): boolean {
  const hours = hoursOn(settings, dateKey);
  if (hours.closed) return false;
  return (
    start.getTime() >= zagrebWallTime(dateKey, hh(hours.openHour)).getTime() &&
    end.getTime() <= zagrebWallTime(dateKey, hh(hours.closeHour)).getTime()
  );
}
