/**
 * What a typed text means for a number field: a number; the text itself while empty or half-typed ('', '-',
 * '1.'), so typing is never fought; null for a keystroke that cannot lead to a number (ignored).
 */
export function parseNumberInput(
  raw: string,
  { allowDecimal = true, decimalScale }: { allowDecimal?: boolean; decimalScale?: number } = {},
): number | string | null {
  const text = raw.trim().replace(',', '.');
  const pattern = allowDecimal ? /^-?\d*(\.\d*)?$/ : /^-?\d*$/;
  if (!pattern.test(text)) return null;
  if (text === '' || text === '-' || text.endsWith('.')) return text;
  const n = Number(text);
  if (decimalScale === undefined) return n;
  const factor = 10 ** decimalScale;
  return Math.round(n * factor) / factor;
}

/** `value` moved by `by` and kept within the bounds; a half-typed value starts from the minimum (or 0). */
export function stepNumber(
  value: number | string,
  by: number,
  { min, max }: { min?: number; max?: number },
): number {
  const from = typeof value === 'number' ? value : (min ?? 0);
  const next = from + by;
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next));
}
