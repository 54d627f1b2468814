import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPan, PAN_THRESHOLD_PX, PLAN_VIEW_START, wheelZoom, type TPlanView } from './plan-view';
import { revealShift } from './reveal';

/**
 * The desktop plan's frame (guest spec §9): the wheel zooms (0.8–2, about the pointer), a mouse drag pans (at most
 * 200 px × the zoom), a press that moves under 10 px still clicks the table under it, and 'Reset view' appears
 * once the view has changed. Touch is left to the page (it scrolls); phones use the 'Select a Table' dialog.
 * No gesture library: this frame is part of the page's first load (weight budget).
 */
export function PlanView({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [view, setView] = useState<TPlanView>(PLAN_VIEW_START);
  const viewport = useRef<HTMLDivElement>(null);
  const press = useRef<{ id: number; x: number; y: number; from: TPlanView } | null>(null);
  // Set by a pan, read by the click the browser sends when the button goes up.
  const panned = useRef(false);
  const [dragging, setDragging] = useState(false);

  // A native listener: React's wheel listener is passive, and the page must not scroll while the plan zooms.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const frame = element.getBoundingClientRect();
      const at = {
        x: event.clientX - frame.left - frame.width / 2,
        y: event.clientY - frame.top - frame.height / 2,
      };
      setView((v) => wheelZoom(v, event, at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const down = (event: PointerEvent) => {
    panned.current = false;
    if (event.pointerType === 'touch' || event.button !== 0) return;
    press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, from: view };
  };
  const move = (event: PointerEvent) => {
    const start = press.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!panned.current && Math.hypot(dx, dy) < PAN_THRESHOLD_PX) return;
    if (!panned.current) {
      panned.current = true;
      setDragging(true);
      viewport.current?.setPointerCapture?.(event.pointerId);
    }
    setView((v) => clampPan({ ...v, x: start.from.x + dx, y: start.from.y + dy }));
  };
  const up = () => {
    press.current = null;
    setDragging(false);
  };

  // A table reached by Tab is panned into view (the frame clips a zoomed plan).
  const revealFocused = (event: FocusEvent) => {
    const frame = viewport.current?.getBoundingClientRect();
    const { dx, dy } = revealShift(frame, (event.target as Element).getBoundingClientRect());
    if (dx || dy) setView((v) => clampPan({ ...v, x: v.x + dx, y: v.y + dy }));
  };

  const changed = view.x !== 0 || view.y !== 0 || view.scale !== PLAN_VIEW_START.scale;
  return (
    <div className="plan-view-frame">
      {changed && (
        <button
          type="button"
          className="btn btn-small plan-view-reset"
          onClick={() => setView(PLAN_VIEW_START)}
        >
          {t('planModal.zoomReset')}
        </button>
      )}
      <div
        ref={viewport}
        className="plan-view"
        data-testid="plan-view"
        data-scale={Math.round(view.scale * 1000) / 1000}
        data-x={Math.round(view.x)}
        data-y={Math.round(view.y)}
        data-dragging={dragging || undefined}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onClickCapture={(event) => {
          if (!panned.current) return;
          event.stopPropagation();
          event.preventDefault();
        }}
        onFocus={revealFocused}
      >
        <div
          className="plan-view-content"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
