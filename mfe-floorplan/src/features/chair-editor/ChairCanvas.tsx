import type { TRect } from '@stol/contracts';
import {
  CHAIR_EDITOR,
  chairAnchor,
  chairEditorScale,
  chairEditorViewBox,
  clientToCanvas,
  dragChair,
  isChairDragMove,
  nudgeChair,
  tablePath,
  type TMatrixLike,
  type TPoint,
  type TResolvedChair,
} from '@stol/ui/floorplan';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { TEditedChair } from './chair-editor-state';
import type { TChairEditorCornerRadii } from './chair-editor-types';

interface TChairCanvasProps {
  table: TRect & { number: number };
  cornerRadii?: TChairEditorCornerRadii | null;
  chairs: readonly TEditedChair[];
  selectedId: number | null;
  zoom: number;
  snap: boolean;
  /** The effective grid (at least 2). */
  grid: number;
  /** The whole drawing's accessible name ('Chairs of table 5: 6 chairs'). */
  label: string;
  /** One chair's accessible name ('Chair 3 of 6'). */
  chairLabel: (index: number) => string;
  onSelect: (id: number | null) => void;
  onChange: (id: number, chair: TResolvedChair) => void;
  onDelete: (id: number) => void;
  /** The chairs' elements by id, so the dialog can move focus after a deletion. */
  chairElements: Map<number, SVGGElement>;
}

interface TDrag {
  id: number;
  pointerId: number;
  startClient: TPoint;
  startCanvas: TPoint;
  origin: TPoint;
  inverse: TMatrixLike;
  moving: boolean;
}

const ARROWS: Record<string, TPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Screen pixels between a chair and its focus ring. */
const RING_GAP_PX = 3;

function ChairShape({
  chair,
  outset = 0,
  ...rest
}: { chair: TResolvedChair; outset?: number } & Record<string, unknown>) {
  if (chair.shape === 'circle') return <circle cx={chair.cx} cy={chair.cy} r={chair.r + outset} {...rest} />;
  return (
    <rect
      x={chair.x - outset}
      y={chair.y - outset}
      width={chair.width + 2 * outset}
      height={chair.height + 2 * outset}
      rx={chair.radius > 0 ? chair.radius + outset : 0}
      {...rest}
    />
  );
}

/**
 * The chair editor's drawing (staff spec §2 "Chair editor dialog", §9): the table and its chairs at 600x400, 40 px
 * margin, zoomed around the table. Chairs are buttons: a press selects, 2 px of travel starts a drag (pointer
 * capture; snapped when snapping is on; kept within 60 of the table), arrows move, Delete deletes.
 */
export function ChairCanvas({
  table,
  cornerRadii,
  chairs,
  selectedId,
  zoom,
  snap,
  grid,
  label,
  chairLabel,
  onSelect,
  onChange,
  onDelete,
  chairElements,
}: TChairCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<TDrag | null>(null);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const patternId = `chair-grid-${useId().replace(/:/g, '')}`;
  const view = chairEditorViewBox(table, zoom);
  const unitsPerPx = 1 / (chairEditorScale(table) * zoom);
  const snapOption = snap ? { grid } : undefined;

  const pointerDown = (item: TEditedChair, event: PointerEvent<SVGGElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const inverse = svgRef.current?.getScreenCTM?.()?.inverse();
    const client = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = inverse
      ? {
          id: item.id,
          pointerId: event.pointerId,
          startClient: client,
          startCanvas: clientToCanvas(client, inverse),
          origin: chairAnchor(item.chair),
          inverse,
          moving: false,
        }
      : null;
    if (!inverse) onSelect(item.id);
  };

  const pointerMove = (item: TEditedChair, event: PointerEvent<SVGGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || current.id !== item.id) return;
    const client = { x: event.clientX, y: event.clientY };
    if (!current.moving) {
      if (!isChairDragMove(current.startClient, client)) return;
      current.moving = true;
      onSelect(item.id);
    }
    const now = clientToCanvas(client, current.inverse);
    onChange(item.id, dragChair(item.chair, current.origin, current.startCanvas, now, table, snapOption));
  };

  const pointerUp = (item: TEditedChair, event: PointerEvent<SVGGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    // A press that never travelled 2 px is a click: it selects the chair.
    onSelect(item.id);
  };

  const keyDown = (item: TEditedChair, event: KeyboardEvent<SVGGElement>) => {
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      onSelect(item.id);
      onChange(item.id, nudgeChair(item.chair, direction, table, { snap, grid, big: event.shiftKey }));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(item.id);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(item.id);
    }
  };

  const tableRect = { x: table.x, y: table.y, width: table.width, height: table.height };
  const fontSize = Math.max(4, Math.min(14, table.height * 0.5, table.width * 0.4));

  return (
    <svg
      ref={svgRef}
      role="group"
      aria-label={label}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      width={CHAIR_EDITOR.width}
      height={CHAIR_EDITOR.height}
      data-testid="chair-canvas"
      style={{
        display: 'block',
        width: '100%',
        maxWidth: CHAIR_EDITOR.width,
        height: 'auto',
        aspectRatio: `${CHAIR_EDITOR.width} / ${CHAIR_EDITOR.height}`,
        margin: '0 auto',
        background: 'var(--mantine-color-body)',
        border: '1px solid var(--mantine-color-gray-5)',
        borderRadius: 'var(--mantine-radius-sm)',
        // A touch on the drawing drags chairs instead of scrolling the (full-screen, on phones) dialog.
        touchAction: 'none',
        userSelect: 'none',
      }}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onSelect(null);
      }}
    >
      {snap ? (
        <>
          <defs>
            <pattern id={patternId} width={grid} height={grid} patternUnits="userSpaceOnUse">
              <path
                d={`M${grid} 0 H0 V${grid}`}
                fill="none"
                stroke="var(--mantine-color-gray-3)"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            </pattern>
          </defs>
          <rect
            aria-hidden="true"
            x={view.x}
            y={view.y}
            width={view.width}
            height={view.height}
            fill={`url(#${patternId})`}
            pointerEvents="none"
          />
        </>
      ) : null}
      <g aria-hidden="true" pointerEvents="none">
        <path
          d={tablePath(tableRect, cornerRadii)}
          fill="var(--mantine-color-gray-2)"
          stroke="var(--mantine-color-gray-7)"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
        <text
          x={table.x + table.width / 2}
          y={table.y + table.height / 2}
          fontSize={fontSize}
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--mantine-color-gray-9)"
        >
          {table.number}
        </text>
      </g>
      {chairs.map((item, index) => {
        const selected = item.id === selectedId;
        return (
          <g
            key={item.id}
            ref={(element) => {
              if (element) chairElements.set(item.id, element);
              else chairElements.delete(item.id);
            }}
            role="button"
            tabIndex={0}
            aria-label={chairLabel(index + 1)}
            aria-pressed={selected}
            data-chair-id={item.id}
            style={{ cursor: 'grab', outline: 'none' }}
            onPointerDown={(event) => pointerDown(item, event)}
            onPointerMove={(event) => pointerMove(item, event)}
            onPointerUp={(event) => pointerUp(item, event)}
            onPointerCancel={() => {
              drag.current = null;
            }}
            // Capture taken away (the window lost focus, the element was re-parented): the drag ends there.
            onLostPointerCapture={() => {
              drag.current = null;
            }}
            onKeyDown={(event) => keyDown(item, event)}
            onFocus={() => setFocusedId(item.id)}
            onBlur={() => setFocusedId((id) => (id === item.id ? null : id))}
          >
            <ChairShape
              chair={item.chair}
              fill={selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-6)'}
              stroke={selected ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-8)'}
              strokeWidth={selected ? 2.5 : 1}
              vectorEffect="non-scaling-stroke"
            />
            {focusedId === item.id ? (
              <ChairShape
                chair={item.chair}
                outset={RING_GAP_PX * unitsPerPx}
                fill="none"
                stroke="var(--mantine-color-orange-8)"
                strokeWidth={2}
                strokeDasharray="4 2"
                vectorEffect="non-scaling-stroke"
                data-testid="chair-focus-ring"
              />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
