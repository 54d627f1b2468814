/** Room kept around a table that takes keyboard focus, so its focus ring shows too. */
const FOCUS_MARGIN_PX = 16;

/** How far to move a box spanning [low, high] along one axis so it lies within [min, max] with the margin. */
const nudge = (low: number, high: number, min: number, max: number) =>
  low < min + FOCUS_MARGIN_PX
    ? min + FOCUS_MARGIN_PX - low
    : high > max - FOCUS_MARGIN_PX
      ? max - FOCUS_MARGIN_PX - high
      : 0;

type TBox = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom' | 'width'>;

/**
 * How far to pan a clipped plan (the phone's dialog, the desktop's zoomed plan) so the table that took keyboard
 * focus shows whole: the viewport clips, it does not scroll. Nothing when the frame is not laid out.
 */
export function revealShift(frame: TBox | undefined, box: TBox): { dx: number; dy: number } {
  if (!frame || frame.width === 0) return { dx: 0, dy: 0 };
  return {
    dx: nudge(box.left, box.right, frame.left, frame.right),
    dy: nudge(box.top, box.bottom, frame.top, frame.bottom),
  };
}
