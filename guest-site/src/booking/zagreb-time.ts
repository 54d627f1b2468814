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
export const zagrebToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** A YYYY-MM-DD day plus n days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Minutes Zagreb is ahead of UTC at an instant (60 in winter, 120 in summer). */
function zagrebOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - instant.getTime()) / 60_000);
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
