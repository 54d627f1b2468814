import { TABLE_LIMITS, type TRect } from '@stol/contracts';
import type { TChairEditorCornerRadii } from './chair-editor-types';

/** Keeps path data short and stable (no 1e-15 dust in the DOM). */
const n = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * SVG path of a table with its own corner radii (clockwise from the top-left): a missing corner is the default
 * (10), every radius between 0 and half the shorter side. The renderer in @stol/ui draws tables the same way;
 * this copy keeps the dialog independent of it until both are on main.
 */
export function tableOutlinePath(rect: TRect, radii: TChairEditorCornerRadii | null | undefined): string {
  const max = Math.max(0, Math.min(rect.width, rect.height) / 2);
  const pick = (v: number | undefined) =>
    Math.min(
      Math.max(typeof v === 'number' && Number.isFinite(v) ? v : TABLE_LIMITS.cornerRadius.default, 0),
      max,
    );
  const [tl, tr, br, bl] = [pick(radii?.tl), pick(radii?.tr), pick(radii?.br), pick(radii?.bl)];
  const { x, y, width: w, height: h } = rect;
  const arc = (r: number, toX: number, toY: number) =>
    r > 0 ? ` A${n(r)} ${n(r)} 0 0 1 ${n(toX)} ${n(toY)}` : '';
  return (
    `M${n(x + tl)} ${n(y)} H${n(x + w - tr)}` +
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
