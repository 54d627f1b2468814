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
