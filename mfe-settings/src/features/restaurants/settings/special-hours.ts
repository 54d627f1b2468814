import type { TSpecialHours } from '@stol/contracts';
import { formatZagreb, zagrebDateTime } from '@stol/platform/time';

export type TSpecialHoursInput = {
  date: string;
  closed: boolean;
  openHour: number | string | null | undefined;
  closeHour: number | string | null | undefined;
};

const DATE_KEY = /\d{4}-\d{2}-\d{2}/;

const asHour = (value: TSpecialHoursInput['openHour']) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;

/**
 * Guest spec §5.2: the add is ignored (null) unless the date contains a YYYY-MM-DD pattern and either Closed is
 * checked or both hours are finite numbers. The date's entry is replaced; the ranges are the server's to check.
 */
export function addSpecialHours(map: TSpecialHours, input: TSpecialHoursInput): TSpecialHours | null {
  const date = DATE_KEY.exec(input.date)?.[0];
  if (!date) return null;
  if (input.closed) return { ...map, [date]: { closed: true } };
  const [openHour, closeHour] = [asHour(input.openHour), asHour(input.closeHour)];
  if (!Number.isFinite(openHour) || !Number.isFinite(closeHour)) return null;
  return { ...map, [date]: { openHour, closeHour } };
}

export function removeSpecialHours(map: TSpecialHours, date: string): TSpecialHours {
  const { [date]: _removed, ...rest } = map;
  return rest;
}

/** A YYYY-MM-DD key as Zagreb staff write dates: 24.12.2026. */
export const formatDateKey = (date: string): string =>
  DATE_KEY.test(date) ? formatZagreb(zagrebDateTime(date, '12:00'), 'dd.MM.yyyy.') : date;

/** 24.12. — the short form of the preview's sentences. */
export const formatDayMonth = (date: string): string =>
  DATE_KEY.test(date) ? formatZagreb(zagrebDateTime(date, '12:00'), 'dd.MM.') : date;
