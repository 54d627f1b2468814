import type { TRect } from '@stol/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { clientToCanvas, dragTarget, isDragMove, placeTable, type TPoint } from './geometry';

interface TDragOptions {
  /** Off: the handlers do nothing (the guest picker and the host map never drag). */
  enabled: boolean;
  table: TRect;
  /** Grid to snap the drop to, or undefined to place freely. */
  snapGrid: number | undefined;
  /** The new top-left, snapped and clamped; not called when the table would land where it was. */
  onDrop: (to: TPoint) => void;
}

/** One press on a table: where it went down and whether it has become a drag. */
interface TGesture {
  pointerId: number;
  startClient: TPoint;
  startCanvas: TPoint;
  origin: TPoint;
  dragging: boolean;
  /** The last previewed top-left: what a drop saves. */
  placed: TPoint;
  /** Escape was pressed: the press ends without moving or selecting. */
  cancelled: boolean;
  target: SVGGElement;
}

export interface TTableDrag {
  /** The table's top-left while it is being dragged (snapped and clamped, what a drop would save), else null. */
  preview: TPoint | null;
  handlers: {
    onPointerDown: (event: PointerEvent<SVGGElement>) => void;
    onPointerMove: (event: PointerEvent<SVGGElement>) => void;
    onPointerUp: (event: PointerEvent<SVGGElement>) => void;
    onPointerCancel: (event: PointerEvent<SVGGElement>) => void;
    onLostPointerCapture: (event: PointerEvent<SVGGElement>) => void;
  };
  /**
   * True once for the click that ends a drag (or a cancelled one): the browser fires a click after pointerup on
   * the same element, and a drag is not a selection.
   */
  consumeClick: () => boolean;
}

/** The SVG's current screen-to-canvas matrix (it changes when the page scrolls or a zoom container moves). */
function inverseCtm(target: SVGGElement): DOMMatrix | null {
  const ctm = target.ownerSVGElement?.getScreenCTM();
  return ctm ? ctm.inverse() : null;
}

/**
 * Pointer capture keeps the moves coming when the pointer leaves the table (fast drags). Environments without
 * it (jsdom) or a pointer that is no longer active (a synthetic event) just drag without capture.
 */
function capture(target: SVGGElement, pointerId: number, on: boolean): void {
  try {
    if (on && typeof target.setPointerCapture === 'function') target.setPointerCapture(pointerId);
    if (!on && typeof target.releasePointerCapture === 'function') target.releasePointerCapture(pointerId);
  } catch {
    // NotFoundError: no such active pointer; nothing to capture or release.
  }
}

/**
 * Dragging one table with pointer events (mouse, pen and touch alike). The preview lives in the table's own
 * state, so a drag re-renders that table only, not the other 99.
 */
export function useTableDrag({ enabled, table, snapGrid, onDrop }: TDragOptions): TTableDrag {
  const [preview, setPreview] = useState<TPoint | null>(null);
  const gesture = useRef<TGesture | null>(null);
  const swallowClick = useRef(false);
  const removeEscape = useRef<(() => void) | null>(null);
  // Handlers read the latest props without being recreated on every render of the table.
  const latest = useRef({ table, snapGrid, onDrop });
  useLayoutEffect(() => {
    latest.current = { table, snapGrid, onDrop };
  });

  const end = useCallback(() => {
    const g = gesture.current;
    // Cleared first: releasing capture fires lostpointercapture, which must find no gesture to end again.
    gesture.current = null;
    if (g) capture(g.target, g.pointerId, false);
    removeEscape.current?.();
    removeEscape.current = null;
    setPreview(null);
  }, []);

  // A table unmounted mid-drag (deleted, filtered out) must not leave a window listener behind.
  useEffect(() => () => removeEscape.current?.(), []);

  const onPointerDown = useCallback(
    (event: PointerEvent<SVGGElement>) => {
      swallowClick.current = false;
      // Primary button only (a right click opens the context menu); one pointer at a time (the second finger
      // of a pinch is not a second drag).
      if (!enabled || event.button !== 0 || gesture.current) return;
      const inverse = inverseCtm(event.currentTarget);
      if (!inverse) return;
      const startClient = { x: event.clientX, y: event.clientY };
      const { table: t } = latest.current;
      gesture.current = {
        pointerId: event.pointerId,
        startClient,
        startCanvas: clientToCanvas(startClient, inverse),
        origin: { x: t.x, y: t.y },
        dragging: false,
        placed: { x: t.x, y: t.y },
        cancelled: false,
        target: event.currentTarget,
      };
      capture(event.currentTarget, event.pointerId, true);
      // Escape cancels wherever focus is (a mouse press need not focus the table). Capture phase, and the key
      // stops here, so the editor's own Escape (deselect) does not also fire.
      const onKey = (e: KeyboardEvent) => {
        const g = gesture.current;
        if (e.key !== 'Escape' || !g) return;
        e.preventDefault();
        e.stopPropagation();
        g.cancelled = true;
        g.dragging = false;
        setPreview(null);
      };
      window.addEventListener('keydown', onKey, true);
      removeEscape.current = () => window.removeEventListener('keydown', onKey, true);
    },
    [enabled],
  );

  const onPointerMove = useCallback((event: PointerEvent<SVGGElement>) => {
    const g = gesture.current;
    if (!g || g.cancelled || event.pointerId !== g.pointerId) return;
    const client = { x: event.clientX, y: event.clientY };
    if (!g.dragging && !isDragMove(g.startClient, client)) return;
    const inverse = inverseCtm(g.target);
    if (!inverse) return;
    g.dragging = true;
    const { table: t, snapGrid: grid } = latest.current;
    const to = dragTarget(g.origin, g.startCanvas, clientToCanvas(client, inverse));
    const { x, y } = placeTable(t, to, grid === undefined ? undefined : { grid });
    g.placed = { x, y };
    setPreview((prev) => (prev && prev.x === x && prev.y === y ? prev : g.placed));
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent<SVGGElement>) => {
      const g = gesture.current;
      if (!g || event.pointerId !== g.pointerId) return;
      if (g.cancelled || g.dragging) {
        swallowClick.current = true;
        // A touch drag is followed by no click at all: do not swallow a later one (a screen reader's click
        // comes without a pointerdown to reset the flag).
        window.setTimeout(() => {
          swallowClick.current = false;
        }, 0);
      }
      const { placed, origin } = g;
      const drop = g.dragging && !g.cancelled && (placed.x !== origin.x || placed.y !== origin.y);
      end();
      // After end(): the caller's state update (the table's new x, y) and the cleared preview render together.
      if (drop) latest.current.onDrop(placed);
    },
    [end],
  );

  const onPointerCancel = useCallback(
    (event: PointerEvent<SVGGElement>) => {
      // The browser took the pointer (a scroll, a system gesture): drop nothing.
      if (gesture.current && event.pointerId === gesture.current.pointerId) end();
    },
    [end],
  );

  // Capture lost without a pointerup on the table (the window lost focus, the element was moved in the DOM):
  // no drop, and no gesture left open to swallow Escape or block the next press. After a pointerup the gesture
  // has already ended and this does nothing.
  const onLostPointerCapture = onPointerCancel;

  const consumeClick = useCallback(() => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  }, []);

  return {
    preview,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onLostPointerCapture },
    consumeClick,
  };
}
