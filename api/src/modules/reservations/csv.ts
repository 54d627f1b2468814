import { RESERVATION_CSV_COLUMNS, type TReservationListItem } from '@stol/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import { RESTAURANT_TIME_ZONE, zagrebTimeOfDay } from '../../time/zagreb';
import { CSV_TEXT, type TCsvLanguage } from './csv-language';

/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Inside a cell, where a spreadsheet may start a new cell of its own: after a semicolon (Croatian spreadsheets
 * split on `;`, issue 19 §14) or a line break. A quote only counts at the start of a cell, so once a `;` split
 * lands inside our quoted cell, the quotes around it no longer protect its text. After such a character an
 * apostrophe goes before a formula start, a quote (it would open a quoted cell whose first letter is the next
 * one) or the cell's end (our closing quote would do the same).
 */
const SPLIT_THEN_RISK = /([;\r\n])(?=[=+\-@\t\r"]|$)/g;

/** Any of these in a cell means RFC 4180 quoting. */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One CSV cell: formula-looking text gets a leading apostrophe (at its start and after an inner `;` or line
 * break), then quoting where needed. The one writer of CSV cells: every export goes through it. Whether the
 * file is read split on `,` or `;`, no cell then starts with `= + - @`, tab or CR (test/csv-cells.test.ts).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value).replace(SPLIT_THEN_RISK, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

/** UTF-8 byte-order mark: spreadsheets then read the file as UTF-8 ("Tomić", not mojibake). */
export const CSV_BOM = '\uFEFF';

/** A day as the exports write it: dd.MM.yyyy on the Zagreb calendar. */
export const csvDay = (instant: Date): string =>
  formatInTimeZone(instant, RESTAURANT_TIME_ZONE, 'dd.MM.yyyy');

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
    csvDay(new Date(r.date)),
    zagrebTimeOfDay(new Date(r.date)),
    zagrebTimeOfDay(new Date(r.endDate)),
    [r.table.number, ...r.tables.map((t) => t.number)].join(' + '),
    r.name,
    r.phone,
    r.email,
    r.guests,
    CSV_TEXT[lang].status[r.status],
  ]);
