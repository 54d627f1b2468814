import { TABLE_LIMITS, type TRect } from '@stol/contracts';
import type { TCornerRadii } from './floor-plan-props';

/** A table's four corner radii, each resolved: top-left, top-right, bottom-right, bottom-left. */
export interface TResolvedRadii {
  tl: number;
  tr: number;
  br: number;
  bl: number;
}

const CORNERS = ['tl', 'tr', 'br', 'bl'] as const;

/**
 * The radii to draw (floorplan.tableStyles entry): a missing or non-numeric corner is the default (10), and
 * every corner is kept between 0 and half the shorter side, so two arcs never overlap and a small table with
 * large radii becomes a circle or a stadium instead of a broken path.
 */
export function resolveCornerRadii(
  size: Pick<TRect, 'width' | 'height'>,
  style: TCornerRadii | null | undefined,
): TResolvedRadii {
  const max = Math.max(0, Math.min(size.width, size.height) / 2);
  const pick = (value: number | undefined) => {
    const r = typeof value === 'number' && Number.isFinite(value) ? value : TABLE_LIMITS.cornerRadius.default;
    return Math.min(Math.max(r, 0), max);
  };
  const [tl, tr, br, bl] = CORNERS.map((corner) => pick(style?.[corner])) as [number, number, number, number];
  return { tl, tr, br, bl };
}

/** Keeps path data short and stable (no 1e-15 dust in the DOM or in tests). */
const n = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * SVG path data for a rectangle whose four corners each have their own radius (clockwise from the top-left).
 * A zero radius draws a sharp corner (no arc command at all).
 */
export function roundedRectPath(rect: TRect, radii: TResolvedRadii): string {
  const { x, y, width: w, height: h } = rect;
  const { tl, tr, br, bl } = radii;
  const arc = (r: number, toX: number, toY: number) =>
    r > 0 ? ` A${n(r)} ${n(r)} 0 0 1 ${n(toX)} ${n(toY)}` : '';
  return (
    `M${n(x + tl)} ${n(y)}` +
    ` H${n(x + w - tr)}` +
    arc(tr, x + w, y + tr) +
    ` V${n(y + h - br)}` +
    arc(br, x + w - br, y + h) +
    ` H${n(x + bl)}` +
    arc(bl, x, y + h - bl) +
    ` V${n(y + tl)}` +
    arc(tl, x + tl, y) +
    ' Z'
  );
}

/**
 * The outline of a table, or with `outset` a ring around it (selection, focus): the rectangle grown by `outset`
 * on every side with each radius grown by the same amount, so the ring stays parallel to the table's edge.
 */
export function tablePath(rect: TRect, style: TCornerRadii | null | undefined, outset = 0): string {
  const radii = resolveCornerRadii(rect, style);
  if (outset === 0) return roundedRectPath(rect, radii);
  return roundedRectPath(
    {
      x: rect.x - outset,
      y: rect.y - outset,
      width: rect.width + 2 * outset,
      height: rect.height + 2 * outset,
    },
    { tl: radii.tl + outset, tr: radii.tr + outset, br: radii.br + outset, bl: radii.bl + outset },
  );
}
