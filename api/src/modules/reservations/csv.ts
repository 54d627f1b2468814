import type { TReservationListItem } from '@stol/contracts';

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

/** A reservation as a CSV line, in the order of RESERVATION_CSV_COLUMNS. */
export const reservationCsvRow = (r: TReservationListItem) =>
  csvRow([
    r.id,
    r.restaurantId,
    r.restaurant.name,
    r.table.number,
    r.name,
    r.phone,
    r.email,
    r.date,
    r.endDate,
    r.guests,
    r.status,
  ]);
