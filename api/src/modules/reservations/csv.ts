import { RESERVATION_CSV_COLUMNS, type TReservationListItem } from '@stol/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import { RESTAURANT_TIME_ZONE, zagrebTimeOfDay } from '../../time/zagreb';
import { CSV_TEXT, type TCsvLanguage } from './csv-language';

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text gets a leading apostrophe, then RFC 4180 quoting where needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

/** UTF-8 byte-order mark: spreadsheets then read the file as UTF-8 ("Tomić", not mojibake). */
export const CSV_BOM = '\uFEFF';

/** The translated header row. */
export const reservationCsvHeader = (lang: TCsvLanguage) =>
  csvRow(RESERVATION_CSV_COLUMNS.map((column) => CSV_TEXT[lang].headers[column]));

/**
 * A reservation as a CSV line, in the order of RESERVATION_CSV_COLUMNS: day and times on the Zagreb wall clock,
 * the main table then attached ones, the status in the caller's language.
 */
export const reservationCsvRow = (r: TReservationListItem, lang: TCsvLanguage) =>
  csvRow([
    r.id,
    r.restaurant.name,
    formatInTimeZone(new Date(r.date), RESTAURANT_TIME_ZONE, 'dd.MM.yyyy'),
    zagrebTimeOfDay(new Date(r.date)),
    zagrebTimeOfDay(new Date(r.endDate)),
    [r.table.number, ...r.tables.map((t) => t.number)].join(' + '),
    r.name,
    r.phone,
    r.email,
    r.guests,
    CSV_TEXT[lang].status[r.status],
  ]);
