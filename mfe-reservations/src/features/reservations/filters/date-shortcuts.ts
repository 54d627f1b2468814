import { zagrebDayKey } from '@stol/platform/time';

export type TDateShortcut = 'today' | 'tomorrow' | 'weekend';

const SATURDAY = 6;

/** Calendar arithmetic on a 'YYYY-MM-DD' key; noon UTC keeps it clear of any DST edge. */
function dayAtNoonUtc(dayKey: string): Date {
  return new Date(`${dayKey}T12:00:00Z`);
}

function addDaysToKey(dayKey: string, days: number): string {
  const date = dayAtNoonUtc(dayKey);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The Europe/Zagreb day a shortcut picks at `now`: today, tomorrow, or the weekend = the coming Saturday
 * (today when today is a Saturday; on a Sunday the weekend just ending is over, so the next Saturday).
 */
export function dateForShortcut(shortcut: TDateShortcut, now: Date): string {
  const today = zagrebDayKey(now);
  if (shortcut === 'today') return today;
  if (shortcut === 'tomorrow') return addDaysToKey(today, 1);
  const weekday = dayAtNoonUtc(today).getUTCDay();
  return addDaysToKey(today, (SATURDAY - weekday + 7) % 7);
}
