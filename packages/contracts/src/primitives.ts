import * as z from './z';

/**
 * The building blocks every request schema uses for ids, whole numbers, calendar days and instants, so each
 * kind of value is parsed one way on every route (DESIGN §8). Their messages name the field they belong to
 * (zod hands an error function the full path) and say in words what is expected.
 */

/** PostgreSQL `integer`: ids and counts must fit it, or SQL would fail instead of the request. */
export const INT4_MAX = 2_147_483_647;

/** The calendar days the product serves: bookings, lists, exports and reports stay inside these years. */
export const SERVED_DAYS = { min: '2000-01-01', max: '2099-12-31' } as const;

/** The field an issue belongs to, as a client would name it (`tableIds.0`), or 'value' at the root. */
export const fieldName = (path: readonly PropertyKey[] | undefined): string =>
  path && path.length ? path.map(String).join('.') : 'value';

/** Query strings arrive as strings; an empty parameter (`?q=`) means "not set". */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max`, given as a JSON number or as plain decimal digits (path and query
 * strings). ` 1`, `0x10`, `1e1`, `+1`, `01` and `1.0` are refused rather than read as another number.
 */
export function zWholeNumber(min: number, max: number) {
  const message = (iss: { path?: PropertyKey[]; input?: unknown }) =>
    iss.input === undefined
      ? `${fieldName(iss.path)} is required`
      : `${fieldName(iss.path)} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) =>
      typeof value === 'string' && DECIMAL.test(value) && value.length <= 16 ? Number(value) : value,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** A row id: 1 … 2147483647 (PostgreSQL `integer`). */
export const ZId = zWholeNumber(1, INT4_MAX);

const dayMessage = (iss: { path?: PropertyKey[] }) =>
  `${fieldName(iss.path)} must be a calendar day as YYYY-MM-DD from ${SERVED_DAYS.min} to ${SERVED_DAYS.max}`;

/** A real calendar day (no 2026-02-30) as YYYY-MM-DD, inside SERVED_DAYS. */
export const ZDayKey = z
  .string({ error: dayMessage })
  .pipe(z.iso.date({ error: dayMessage }))
  .refine((day) => day >= SERVED_DAYS.min && day <= SERVED_DAYS.max, { error: dayMessage });

/** Whether an ISO 8601 instant lies on a served day (checked in UTC, a day either side covers any offset). */
export const isServedInstant = (iso: string): boolean => {
  const ms = Date.parse(iso);
  return (
    Number.isFinite(ms) &&
    ms >= Date.parse(`${SERVED_DAYS.min}T00:00:00Z`) - 86_400_000 &&
    ms <= Date.parse(`${SERVED_DAYS.max}T23:59:59Z`) + 86_400_000
  );
};

const dateTimeMessage = (iss: { path?: PropertyKey[] }) =>
  `${fieldName(iss.path)} must be a date and time in ISO 8601 with an offset (e.g. 2026-06-10T19:30:00+02:00) from ${SERVED_DAYS.min} to ${SERVED_DAYS.max}`;

/**
 * An instant as ISO 8601 with an offset: a real calendar date and time inside SERVED_DAYS. `message`
 * replaces the default text for a malformed value (the spec's own words where a screen shows them).
 */
export const zDateTime = (message?: string) =>
  z.iso
    .datetime({ offset: true, error: message ?? dateTimeMessage })
    .refine(isServedInstant, { error: message ?? dateTimeMessage });
