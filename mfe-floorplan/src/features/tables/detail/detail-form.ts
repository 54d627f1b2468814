import { FLOORPLAN, TABLE_LIMITS, type TTable, type TTablePatch } from '@stol/contracts';
import { numberOrNull } from '../shared/number-value';

export const DETAIL_FIELDS = ['number', 'seats', 'width', 'height'] as const;
export type TDetailField = (typeof DETAIL_FIELDS)[number];
export type TDetailValues = Record<TDetailField, string | number>;

export const detailValues = (table: TTable): TDetailValues => ({
  number: table.number,
  seats: table.seats,
  width: table.width,
  height: table.height,
});

/** Staff spec §5 "Table editor": width and height 10 to 300 (and on the canvas); number and seats required. */
export function validateDetail(table: TTable, values: TDetailValues): Partial<Record<TDetailField, string>> {
  const errors: Partial<Record<TDetailField, string>> = {};
  const number = numberOrNull(values.number);
  if (number === null || number < TABLE_LIMITS.number.min || number > TABLE_LIMITS.number.max)
    errors.number = 'add.errors.number';
  const seats = numberOrNull(values.seats);
  if (seats === null || seats < TABLE_LIMITS.seats.min || seats > TABLE_LIMITS.seats.max)
    errors.seats = 'add.errors.seats';
  for (const [key, at] of [
    ['width', table.x],
    ['height', table.y],
  ] as const) {
    const size = numberOrNull(values[key]);
    if (size === null || size < TABLE_LIMITS.size.min || size > TABLE_LIMITS.size.max)
      errors[key] = 'add.errors.size';
    else if (at + size > FLOORPLAN.canvas) errors[key] = 'add.errors.outside';
  }
  return errors;
}

/** Only the fields that changed, and what they were: the PATCH body and its undo. */
export function detailChange(
  table: TTable,
  values: TDetailValues,
): { before: TTablePatch; after: TTablePatch } {
  const before: TTablePatch = {};
  const after: TTablePatch = {};
  for (const key of DETAIL_FIELDS) {
    const next = Number(values[key]);
    if (next !== table[key]) {
      before[key] = table[key];
      after[key] = next;
    }
  }
  return { before, after };
}
