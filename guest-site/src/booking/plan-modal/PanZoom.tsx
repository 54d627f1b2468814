import { useGesture } from '@use-gesture/react';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { revealShift } from '../reveal';
import { DRAG_THRESHOLD_PX, stepZoom, ZOOM } from './zoom';

export interface TView {
  x: number;
  y: number;
  scale: number;
}

const START: TView = { x: 0, y: 0, scale: ZOOM.start };

interface TProps {
  children: ReactNode;
  /** The opening view for the viewport's size once laid out (and 'Reset view''s); ZOOM.start centred without. */
  fit?: (viewport: { width: number; height: number }) => TView;
}

/**
 * Pan (drag) and pinch-zoom over the floor plan on a phone (guest spec §2.3), with @use-gesture/react, and zoom
 * buttons for those who cannot pinch. A press that moves less than DRAG_THRESHOLD_PX is a tap and reaches the
 * table below as a click; one that pans or pinches does not select anything.
 */
export function PanZoom({ children, fit }: TProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>(START);
  const [start, setStart] = useState<TView>(START);
  // The gesture's starting point reads the view as it is when a new gesture begins.
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });
  // Set by a pan or pinch, read by the click that the browser may still send when the finger lifts.
  const moved = useRef(false);
  const viewport = useRef<HTMLDivElement>(null);
  // Opens at the view `fit` chooses for the laid-out viewport (before the first paint, so it never jumps).
  const fitFirst = useRef(fit);
  useLayoutEffect(() => {
    const box = viewport.current?.getBoundingClientRect();
    if (!fitFirst.current || !box || box.width === 0) return;
    const opening = fitFirst.current({ width: box.width, height: box.height });
    setStart(opening);
    setView(opening);
  }, []);

  useGesture(
    {
      // The plan follows the finger from where it went down (use-gesture's offset would start only past the
      // threshold, 10 px behind it). `memo` keeps the view's position at the start of this drag.
      onDrag: ({ pinching, cancel, xy, initial, tap, memo }) => {
        if (pinching) return cancel();
        if (tap) return memo;
        const start = (memo as [number, number] | undefined) ?? [latest.current.x, latest.current.y];
        moved.current = true;
        setView((v) => ({ ...v, x: start[0] + xy[0] - initial[0], y: start[1] + xy[1] - initial[1] }));
        return start;
      },
      onPinch: ({ offset: [scale] }) => {
        moved.current = true;
        setView((v) => ({ ...v, scale }));
      },
    },
    {
      target: viewport,
      drag: {
        threshold: DRAG_THRESHOLD_PX,
        filterTaps: true,
        tapsThreshold: DRAG_THRESHOLD_PX,
        // Without pointer capture the click of a tap still lands on the table under the finger; arrow keys
        // belong to the focused table, not to panning.
        pointer: { capture: false, keys: false },
      },
      pinch: {
        from: () => [latest.current.scale, 0],
        scaleBounds: { min: ZOOM.min, max: ZOOM.max },
        rubberband: false,
      },
    },
  );

  // At a bound the button says so (aria-disabled) but keeps focus: a disabled button would drop it to the page.
  const zoom = (direction: 1 | -1) => setView((v) => ({ ...v, scale: stepZoom(v.scale, direction) }));

  // A table reached by Tab is panned into view (the viewport clips, it does not scroll).
  const revealFocused = (event: FocusEvent) => {
    const frame = viewport.current?.getBoundingClientRect();
    const { dx, dy } = revealShift(frame, (event.target as Element).getBoundingClientRect());
    if (dx || dy) setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };

  return (
    <>
      <div className="zoom-bar">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => zoom(-1)}
          aria-disabled={view.scale <= ZOOM.min}
          aria-label={t('planModal.zoomOut')}
        >
          −
        </button>
        <span className="zoom-level" aria-live="polite">
          {t('planModal.zoom', { percent: Math.round(view.scale * 100) })}
        </span>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => zoom(1)}
          aria-disabled={view.scale >= ZOOM.max}
          aria-label={t('planModal.zoomIn')}
        >
          +
        </button>
        <button type="button" className="btn btn-small" onClick={() => setView(start)}>
          {t('planModal.zoomReset')}
        </button>
      </div>
      <div
        ref={viewport}
        className="pan-viewport"
        data-testid="pan-viewport"
        data-scale={view.scale}
        onPointerDownCapture={() => {
          moved.current = false;
        }}
        onClickCapture={(event) => {
          if (!moved.current) return;
          event.stopPropagation();
          event.preventDefault();
        }}
        onFocus={revealFocused}
      >
        <div
          className="pan-content"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
    </>
  );
}
