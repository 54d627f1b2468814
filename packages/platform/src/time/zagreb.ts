import { useEffect, useState } from 'react';

/** Every restaurant lives in Croatia; days, slots and "today" are computed in this zone (DESIGN §4). */
export const ZAGREB_TZ = 'Europe/Zagreb';

// The browser's own time-zone data (Intl) rather than a date library: the front end's one date library is the
// dayjs inside the date pickers (issue 8 §1: date-fns-tz here was a second one, 7 KiB compressed in mfe-reservations).
// The API keeps date-fns-tz.

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZAGREB_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Zagreb wall clock at an instant. */
function wallClock(instant: Date): TWallClock {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Zagreb's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(instant: Date, c: TWallClock = wallClock(instant)): number {
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** The pattern letters formatZagreb understands (date-fns / Unicode names); other letters are an error. */
const TOKENS: Record<string, (c: TWallClock, offset: number) => string> = {
  yyyy: (c) => pad(c.year, 4),
  MM: (c) => pad(c.month),
  dd: (c) => pad(c.day),
  HH: (c) => pad(c.hour),
  mm: (c) => pad(c.minute),
  ss: (c) => pad(c.second),
  xxx: (_c, offset) =>
    `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 3_600_000))}:${pad((offset / 60_000) % 60)}`,
};
const TOKEN = /yyyy|MM|dd|HH|mm|ss|xxx|[A-Za-z]/g;

/** Formats an instant as seen on a wall clock in Zagreb: 'HH:mm', 'dd.MM.yyyy. HH:mm', 'yyyy-MM-dd', 'xxx'. */
export function formatZagreb(date: Date | string | number, pattern: string): string {
  const instant = new Date(date);
  // One reading of the wall clock serves the pattern and the offset (a day's list formats hundreds of times).
  const clock = wallClock(instant);
  const offset = offsetAt(instant, clock);
  return pattern.replace(TOKEN, (token) => {
    const format = TOKENS[token];
    if (!format) throw new Error(`formatZagreb: unsupported pattern letter '${token}' in '${pattern}'`);
    return format(clock, offset);
  });
}

/** The Zagreb calendar day an instant falls on, as 'YYYY-MM-DD'. */
export function zagrebDayKey(date: Date | string | number = new Date()): string {
  return formatZagreb(date, 'yyyy-MM-dd');
}

/** The instant of a Zagreb wall-clock time on a Zagreb day ('2026-03-29', '19:30'). */
export function zagrebDateTime(dayKey: string, time: string): Date {
  const [year, month, day] = dayKey.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  // The offset at the wall time read as UTC is at most an hour off around a DST change; asking again at the
  // first answer settles it.
  const first = wallAsUtc - offsetAt(new Date(wallAsUtc));
  return new Date(wallAsUtc - offsetAt(new Date(first)));
}

/**
 * The instants where a Zagreb day starts and ends, [start, end). A DST day is 23 or 25 hours long,
 * so the end is the next day's midnight in Zagreb, never start + 24 h.
 */
export function zagrebDayRange(dayKey: string): { start: Date; end: Date } {
  const [year, month, day] = dayKey.split('-').map(Number);
  const nextDayKey = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
  return { start: zagrebDateTime(dayKey, '00:00'), end: zagrebDateTime(nextDayKey, '00:00') };
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
