import type { TFunction } from 'i18next';
import { addDays, zagrebToday } from './zagreb-time';

/** From this hour a time today is 'tonight'. */
const EVENING_HOUR = 17;

/** 'guest' or 'guests' (hr: 'gost', 'gosta', 'gostiju') for a count, by the language's plural rules. */
export function guestsText(t: TFunction, language: string, count: number): string {
  const rule = new Intl.PluralRules(language === 'hr' ? 'hr' : 'en').select(count);
  const form = rule === 'one' ? 'one' : rule === 'few' ? 'few' : 'many';
  return t(`bar.guestsCount.${form}`, { count });
}

/** The day as a guest says it: tonight or today, tomorrow, else a short date ('Fri 4 Dec'). */
export function dayText(t: TFunction, language: string, date: string, time: string | null): string {
  const today = zagrebToday();
  if (date === today)
    return t(time && Number(time.slice(0, 2)) >= EVENING_HOUR ? 'bar.tonight' : 'bar.today');
  if (date === addDays(today, 1)) return t('bar.tomorrow');
  return new Intl.DateTimeFormat(language === 'hr' ? 'hr-HR' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** 'Tonight 19:00 · 2 guests' (hr 'Večeras 19:00 · 2 gosta'): the choice the plan shows (issue 23 §2). */
export function choiceSummary(
  t: TFunction,
  language: string,
  choice: { date: string; time: string | null; guests: number },
): string {
  const when = [dayText(t, language, choice.date, choice.time), choice.time].filter(Boolean).join(' ');
  return `${when} · ${guestsText(t, language, choice.guests)}`;
}
