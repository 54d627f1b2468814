// Dates and times as guests read them: 24-hour, Europe/Zagreb (guest spec §2.3), whatever the phone's zone.
const ZONE = 'Europe/Zagreb';

const locale = (language: string) => (language === 'hr' ? 'hr-HR' : 'en-GB');

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), {
    timeZone: ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
    hour12: false,
  }).format(new Date(iso));

export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** Today's Zagreb calendar day, YYYY-MM-DD (the date picker's minimum). */
export const zagrebToday = (now = new Date()) => isoToZagrebWall(now.toISOString()).slice(0, 10);

/** A YYYY-MM-DD day plus n days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The instant summer time starts or ends in `year`: 01:00 UTC on the last Sunday of `month` (0-based). */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes Zagreb is ahead of UTC at an instant: 120 in summer time, else 60. Worked out by the EU's rule
 * (Directive 2000/84/EC: from 01:00 UTC on March's last Sunday to 01:00 UTC on October's), not through
 * Intl.DateTimeFormat with a time zone: the first such formatter loads the zone data, about 190 ms of the phone's
 * main thread at Lighthouse's 4× slowdown on the reservation page's first load (zagrebToday). zagreb-time.test.ts
 * checks the rule against Intl hour by hour.
 */
export function zagrebOffsetMinutes(instant: Date): number {
  const at = instant.getTime();
  const year = instant.getUTCFullYear();
  return at >= lastSundayAt1Utc(year, 2) && at < lastSundayAt1Utc(year, 9) ? 120 : 60;
}

/** A Zagreb wall time 'YYYY-MM-DDTHH:mm' (a datetime-local value) as an ISO instant. */
export function zagrebWallToIso(wall: string): string {
  const asUtc = new Date(`${wall}:00Z`);
  const first = new Date(asUtc.getTime() - zagrebOffsetMinutes(asUtc) * 60_000);
  return new Date(asUtc.getTime() - zagrebOffsetMinutes(first) * 60_000).toISOString();
}

/** An ISO instant as a Zagreb wall time 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
export function isoToZagrebWall(iso: string): string {
  const instant = new Date(iso);
  return new Date(instant.getTime() + zagrebOffsetMinutes(instant) * 60_000).toISOString().slice(0, 16);
}
