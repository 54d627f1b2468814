import { FLOORPLAN, TABLE_LIMITS, type TTable, type TTableUpsert } from '@stol/contracts';
import { numberOrNull } from '../shared/number-value';

export const CORNERS = ['tl', 'tr', 'br', 'bl'] as const;
export type TCorner = (typeof CORNERS)[number];

export interface TAddTableValues {
  number: string | number;
  seats: string | number;
  x: string | number;
  y: string | number;
  width: string | number;
  height: string | number;
  tl: string | number;
  tr: string | number;
  br: string | number;
  bl: string | number;
}

export type TAddTableErrors = Partial<Record<keyof TAddTableValues, string>>;

/** The next number after the highest in use (1 for an empty restaurant), within the allowed range. */
export const nextFreeNumber = (tables: readonly Pick<TTable, 'number'>[]): number =>
  Math.min(Math.max(0, ...tables.map((table) => table.number)) + 1, TABLE_LIMITS.number.max);

/** The modal's defaults (staff spec §9): seats 4, 30x30, corners 10, placed near the canvas centre. */
export function addTableDefaults(tables: readonly Pick<TTable, 'number'>[]): TAddTableValues {
  const size = TABLE_LIMITS.size.default;
  const radius = TABLE_LIMITS.cornerRadius.default;
  const centre = (FLOORPLAN.canvas - size) / 2;
  return {
    number: nextFreeNumber(tables),
    seats: TABLE_LIMITS.seats.default,
    x: centre,
    y: centre,
    width: size,
    height: size,
    tl: radius,
    tr: radius,
    br: radius,
    bl: radius,
  };
}

/**
 * Staff spec §5 "Add table": number and seats required, seats min 1, x and y required, width and height min 10
 * (and at most 300), corner radii 0 to 100; the table must fit on the canvas (README "Floor plan rules").
 * Answers translation keys, so the form shows them in the user's language.
 */
export function validateAddTable(values: TAddTableValues): TAddTableErrors {
  const errors: TAddTableErrors = {};
  const n = (key: keyof TAddTableValues) => numberOrNull(values[key]);
  const number = n('number');
  if (number === null) errors.number = 'add.errors.numberRequired';
  else if (number < TABLE_LIMITS.number.min || number > TABLE_LIMITS.number.max)
    errors.number = 'add.errors.number';
  const seats = n('seats');
  if (seats === null) errors.seats = 'add.errors.seatsRequired';
  else if (seats < TABLE_LIMITS.seats.min || seats > TABLE_LIMITS.seats.max)
    errors.seats = 'add.errors.seats';
  for (const key of ['width', 'height'] as const) {
    const size = n(key);
    if (size === null || size < TABLE_LIMITS.size.min || size > TABLE_LIMITS.size.max)
      errors[key] = 'add.errors.size';
  }
  for (const [key, sizeKey] of [
    ['x', 'width'],
    ['y', 'height'],
  ] as const) {
    const at = n(key);
    const size = n(sizeKey) ?? 0;
    if (at === null) errors[key] = 'add.errors.positionRequired';
    else if (at < 0 || at + size > FLOORPLAN.canvas) errors[key] = 'add.errors.outside';
  }
  for (const corner of CORNERS) {
    const radius = n(corner);
    if (radius === null || radius < TABLE_LIMITS.cornerRadius.min || radius > TABLE_LIMITS.cornerRadius.max)
      errors[corner] = 'add.errors.radius';
  }
  return errors;
}

/** The POST /tables body for valid values. */
export function toUpsertBody(restaurantId: number, v: TAddTableValues): TTableUpsert {
  const num = (value: string | number) => Number(value);
  return {
    restaurantId,
    number: num(v.number),
    seats: num(v.seats),
    x: num(v.x),
    y: num(v.y),
    width: num(v.width),
    height: num(v.height),
    style: { tl: num(v.tl), tr: num(v.tr), br: num(v.br), bl: num(v.bl) },
  };
}
