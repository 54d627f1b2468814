import { addDays, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** Every restaurant lives in this zone (both specs); days and weeks are its calendar days and weeks. */
export const RESTAURANT_TIME_ZONE = 'Europe/Zagreb';

export interface TimeRange {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** `YYYY-MM-DD` of the Zagreb calendar day containing `instant`. */
export const zagrebDateKey = (instant: Date): string =>
  formatInTimeZone(instant, RESTAURANT_TIME_ZONE, 'yyyy-MM-dd');

/** HH:mm (24-hour) of `instant` on the Zagreb wall clock. */
export const zagrebTimeOfDay = (instant: Date): string =>
  formatInTimeZone(instant, RESTAURANT_TIME_ZONE, 'HH:mm');

/** Calendar arithmetic on a date key (no time zone involved: a date key is a plain calendar date). */
export const addDaysToKey = (dateKey: string, days: number): string =>
  addDays(parseISO(dateKey), days).toISOString().slice(0, 10);

/** The UTC instant of a Zagreb wall-clock time, e.g. ('2026-03-29', '02:30'); DST handled by date-fns-tz. */
export const zagrebWallTime = (dateKey: string, time = '00:00'): Date =>
  fromZonedTime(`${dateKey}T${time}:00`, RESTAURANT_TIME_ZONE);

/** Days converted so far (epoch ms of both midnights): bounded, cleared when full. */
const dayRanges = new Map<string, [number, number]>();
const MAX_DAY_RANGES = 4096;

/**
 * Midnight to midnight of the Zagreb day `dateKey` (23, 24 or 25 hours long). Remembered per day: converting a
 * wall time through the time-zone database costs more than an availability answer's own arithmetic, and the
 * public reads ask for the same few days all the time (api/bench).
 */
export function zagrebDayRange(dateKey: string): TimeRange {
  let range = dayRanges.get(dateKey);
  if (!range) {
    range = [zagrebWallTime(dateKey).getTime(), zagrebWallTime(addDaysToKey(dateKey, 1)).getTime()];
    if (dayRanges.size >= MAX_DAY_RANGES) dayRanges.clear();
    dayRanges.set(dateKey, range);
  }
  return { start: new Date(range[0]), end: new Date(range[1]) };
}

/** Midnight to midnight of the Zagreb day containing `now` (23, 24 or 25 hours long). */
export const zagrebDay = (now: Date): TimeRange => zagrebDayRange(zagrebDateKey(now));

/** The Monday (date key) of the Monday–Sunday week holding the calendar day `dateKey`. */
export function mondayOfKey(dateKey: string): string {
  const daysSinceMonday = (parseISO(dateKey).getDay() + 6) % 7; // getDay: 0 = Sunday … 6 = Saturday
  return addDaysToKey(dateKey, -daysSinceMonday);
}

/** Monday 00:00 to next Monday 00:00 Zagreb time, around `now` (167, 168 or 169 hours long). */
export function zagrebWeek(now: Date): TimeRange {
  const monday = mondayOfKey(zagrebDateKey(now));
  return { start: zagrebWallTime(monday), end: zagrebWallTime(addDaysToKey(monday, 7)) };
}
