import { FLOORPLAN } from '@stol/contracts';

/**
 * The phone plan's pan and zoom (guest spec §2.3): zoom 0.5–3, opening at 1.2; a pointer must travel 10 px
 * before it pans, so a tap on a table still selects it.
 */
export const ZOOM = { min: 0.5, max: 3, start: 1.2, step: 0.25 } as const;
export const DRAG_THRESHOLD_PX = 10;

export const clampZoom = (scale: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));

/** One press of a zoom button: a step up or down, within the bounds, to two decimals (no 1.2000000001). */
export const stepZoom = (scale: number, direction: 1 | -1) =>
  Math.round(clampZoom(scale + direction * ZOOM.step) * 100) / 100;

/** The smallest tap target on a phone (WCAG 2.5.5; issue 23 §2), CSS px. */
export const TAP_TARGET_PX = 44;
/** How far an invisible hit area may reach beyond the smallest table's side, so neighbours' areas do not meet. */
const HIT_STRETCH = 1.5;
const VIEWBOX_WIDTH = FLOORPLAN.canvas + 2 * FLOORPLAN.padding;

type TBox = { x: number; y: number; width: number; height: number };

/**
 * The phone dialog's opening view (issue 23 §2): the zoom at which every table's tap target is at least 44 CSS
 * px, the smallest table's own shape reaching at least 44 / 1.5 px and an invisible hit area (`minHitSize`, in
 * canvas units) making up the rest; never below the spec's opening 1.2 nor above its 3. The view is centred on
 * the tables. `width`: the viewport's, which the plan fills (a square, its viewBox 1120 units wide).
 */
export function phoneFit(tables: readonly TBox[], width: number): { view: TPanView; minHitSize: number } {
  const perUnit = width / VIEWBOX_WIDTH;
  if (tables.length === 0 || perUnit <= 0) return { view: { x: 0, y: 0, scale: ZOOM.start }, minHitSize: 0 };
  const smallest = Math.min(...tables.map((table) => Math.min(table.width, table.height)));
  const needed = TAP_TARGET_PX / (perUnit * smallest * HIT_STRETCH);
  const scale = Math.ceil(clampZoom(Math.max(ZOOM.start, needed)) * 100) / 100;
  const minHitSize = Math.ceil(TAP_TARGET_PX / (perUnit * scale)) + 1;
  const left = Math.min(...tables.map((table) => table.x));
  const right = Math.max(...tables.map((table) => table.x + table.width));
  const top = Math.min(...tables.map((table) => table.y));
  const bottom = Math.max(...tables.map((table) => table.y + table.height));
  // The tables' centre from the plan's centre, in px at zoom 1 (the zoom is anchored at the plan's centre).
  const cx = ((left + right) / 2 + FLOORPLAN.padding) * perUnit - width / 2;
  const cy = ((top + bottom) / 2 + FLOORPLAN.padding) * perUnit - width / 2;
  return { view: { x: -scale * cx, y: -scale * cy, scale }, minHitSize };
}

export interface TPanView {
  x: number;
  y: number;
  scale: number;
}
