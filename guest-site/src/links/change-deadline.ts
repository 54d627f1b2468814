// Until when a guest may change their booking online (issue 23 §4): 'Fri 27 Nov, 17:00', Zagreb time, 24-hour.
const ZONE = 'Europe/Zagreb';

export function formatDeadline(iso: string, language: string): string {
  const at = new Date(iso);
  const locale = language === 'hr' ? 'hr-HR' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${day.replace(/,/g, '')}, ${time}`;
}

/** The Zagreb calendar day of an instant, YYYY-MM-DD (the modify screen's date field). */
export const zagrebDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
