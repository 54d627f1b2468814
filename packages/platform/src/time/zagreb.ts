import { addDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { useEffect, useState } from 'react';

/** Every restaurant lives in Croatia; days, slots and "today" are computed in this zone (DESIGN §4). */
export const ZAGREB_TZ = 'Europe/Zagreb';

/** Formats an instant as seen on a wall clock in Zagreb (date-fns pattern, e.g. 'HH:mm' or 'dd.MM.yyyy.'). */
export function formatZagreb(date: Date | string | number, pattern: string): string {
  return formatInTimeZone(date, ZAGREB_TZ, pattern);
}

/** The Zagreb calendar day an instant falls on, as 'YYYY-MM-DD'. */
export function zagrebDayKey(date: Date | string | number = new Date()): string {
  return formatInTimeZone(date, ZAGREB_TZ, 'yyyy-MM-dd');
}

/**
 * The instants where a Zagreb day starts and ends, [start, end). A DST day is 23 or 25 hours long,
 * so the end is the next day's midnight in Zagreb, never start + 24 h.
 */
export function zagrebDayRange(dayKey: string): { start: Date; end: Date } {
  const start = fromZonedTime(`${dayKey}T00:00:00`, ZAGREB_TZ);
  const nextDayKey = formatInTimeZone(addDays(new Date(`${dayKey}T12:00:00Z`), 1), 'UTC', 'yyyy-MM-dd');
  return { start, end: fromZonedTime(`${nextDayKey}T00:00:00`, ZAGREB_TZ) };
}

/** The instant of a Zagreb wall-clock time on a Zagreb day ('2026-03-29', '19:30'). */
export function zagrebDateTime(dayKey: string, time: string): Date {
  return fromZonedTime(`${dayKey}T${time.length === 5 ? `${time}:00` : time}`, ZAGREB_TZ);
}

/** The current time, re-rendering every `intervalMs` (the dashboards' live Croatia clock ticks every 1 s). */
export function useZagrebClock(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
