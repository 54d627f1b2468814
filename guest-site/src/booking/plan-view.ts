/**
 * The desktop plan's wheel zoom and drag pan (guest spec §9): zoom 0.8 to 2 from 1, and the plan moves at most
 * 200 px times the zoom from where it starts, either way on each axis, so it can never be lost off its frame.
 * (The phone's dialog has its own bounds, plan-modal/zoom.ts.)
 */
export const WHEEL_ZOOM = { min: 0.8, max: 2, start: 1 } as const;
export const PAN_LIMIT_PER_ZOOM = 200;
/** A press that moves less than this is a click on a table, not a pan (guest spec §9: drag threshold 10 px). */
export const PAN_THRESHOLD_PX = 10;
/** A wheel's pixels per line (Firefox scrolls by lines). */
const LINE_PX = 33;

export interface TPlanView {
  x: number;
  y: number;
  scale: number;
}

export const PLAN_VIEW_START: TPlanView = { x: 0, y: 0, scale: WHEEL_ZOOM.start };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The pan within ±200 × zoom on each axis. */
export function clampPan(view: TPlanView): TPlanView {
  const limit = PAN_LIMIT_PER_ZOOM * view.scale;
  return { ...view, x: clamp(view.x, -limit, limit), y: clamp(view.y, -limit, limit) };
}

/**
 * One wheel event: 100 px of wheel down zooms out by about a fifth, up zooms in, within 0.8–2; the point under
 * the pointer (`at`, from the frame's centre, where the zoom is anchored) stays under it, then the pan is clamped.
 */
export function wheelZoom(
  view: TPlanView,
  wheel: { deltaY: number; deltaMode: number },
  at: { x: number; y: number },
): TPlanView {
  const pixels = wheel.deltaMode === 1 ? wheel.deltaY * LINE_PX : wheel.deltaY;
  const scale = clamp(view.scale * Math.exp(-pixels / 500), WHEEL_ZOOM.min, WHEEL_ZOOM.max);
  const ratio = scale / view.scale;
  return clampPan({ scale, x: at.x - ratio * (at.x - view.x), y: at.y - ratio * (at.y - view.y) });
}
