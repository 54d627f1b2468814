/** A number field's value as a number, or null while it is empty or half-typed ('', '-'). */
export const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
