import { formatZagreb, zagrebDateTime } from '@stol/platform/time';

/** 'YYYY-MM-DD' → 'DD.MM.YYYY.' (how the back office writes a day in both languages). */
export const displayDay = (day: string): string => formatZagreb(zagrebDateTime(day, '12:00'), 'dd.MM.yyyy.');

/** A day's short weekday name in the reader's language ('Mon', 'pon'), for the week's chart. */
export const weekdayName = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'Europe/Zagreb' }).format(
    zagrebDateTime(day, '12:00'),
  );
