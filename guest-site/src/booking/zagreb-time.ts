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
