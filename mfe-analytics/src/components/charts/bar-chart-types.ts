/** Keys of a row whose values are numbers (what a bar's height can show). */
export type TNumberKey<TRow> = { [K in keyof TRow]: TRow[K] extends number ? K : never }[keyof TRow] & string;

/** What the shared small bar chart draws: one bar per row, `x` under it, `y` its height. */
export interface TBarChartProps<TRow extends object, TXKey extends keyof TRow & string> {
  /** The rows, in the order the bars go left to right. */
  data: readonly TRow[];
  /** The row field written under each bar (day, hour…). */
  xKey: TXKey;
  /** The row field the bar's height shows (a count). */
  yKey: TNumberKey<TRow>;
  /** What the chart shows, in words: the caption of its table for screen readers. */
  label: string;
  /** Column headings of that table (e.g. 'Day', 'Reservations'). */
  xLabel: string;
  yLabel: string;
  /** How an x value is written in the table and the tooltip; default: as is. */
  formatX?: (value: TRow[TXKey]) => string;
  /** How an x value is written under its bar, when space asks for less than formatX (default: formatX). */
  formatTick?: (value: TRow[TXKey]) => string;
  /** Chart height in px. */
  height?: number;
}

/** One bar as the drawing gets it: already written out, so the drawing knows nothing of the rows' shape. */
export interface TBarPoint {
  /** Written under the bar. */
  tick: string;
  /** Written in the tooltip. */
  label: string;
  value: number;
}
