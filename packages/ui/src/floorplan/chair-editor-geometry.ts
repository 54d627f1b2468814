import { CHAIR, type TRect } from '@stol/contracts';
import {
  dragTarget,
  isDragMove,
  normaliseGrid,
  placeChair,
  type TPoint,
  type TResolvedChair,
} from './geometry';

/**
 * The chair editor dialog's geometry (staff spec §2 "Chair editor dialog", §9) as pure functions: what it
 * shows around one table at a zoom, when a press becomes a drag, and how the keyboard and the size inputs change
 * a chair. Chair limits come from CHAIR in @stol/contracts; pointers map to canvas units with clientToCanvas.
 *
 * Kept beside geometry.ts (not in it) so that the renderer's additions there and these merge independently.
 */
export const CHAIR_EDITOR = {
  /** The SVG is drawn at 600x400 screen pixels (scaled down on narrow screens). */
  width: 600,
  height: 400,
  /** Screen pixels left around the area chairs may reach (the table plus 60 on every side) at 100 %. */
  margin: 40,
  /** Screen pixels a pressed chair must travel before it moves; less is a click that selects it. */
  dragThreshold: 2,
  /** 100 % to 400 % in 25 % steps, around the table centre. */
  zoom: { min: 1, max: 4, step: 0.25 },
  /** Arrow keys move by one grid step (snap on) or one unit (snap off); Shift moves this many times further. */
  bigStep: 10,
} as const;

/** Rounds away floating-point dust, so viewBoxes and positions serialise cleanly. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A zoom factor kept between 1 and 4 and on a 0.25 step (anything unreadable is 1). */
export function clampChairZoom(zoom: number): number {
  const { min, max, step } = CHAIR_EDITOR.zoom;
  if (!Number.isFinite(zoom)) return min;
  return clamp(Math.round(zoom / step) * step, min, max);
}

/** The zoom after pressing + (direction 1) or − (direction -1): one 25 % step, within 100 %–400 %. */
export const stepChairZoom = (zoom: number, direction: 1 | -1): number =>
  clampChairZoom(clampChairZoom(zoom) + direction * CHAIR_EDITOR.zoom.step);

/** Screen pixels per canvas unit at 100 %: the table and the 60 around it fit inside the 40 px margin. */
export function chairEditorScale(table: Pick<TRect, 'width' | 'height'>): number {
  const reachW = table.width + 2 * CHAIR.maxDistance;
  const reachH = table.height + 2 * CHAIR.maxDistance;
  return Math.min(
    (CHAIR_EDITOR.width - 2 * CHAIR_EDITOR.margin) / reachW,
    (CHAIR_EDITOR.height - 2 * CHAIR_EDITOR.margin) / reachH,
  );
}

/**
 * The dialog's viewBox (canvas units) for a table at a zoom: the 600x400 view centred on the table. At 100 %
 * every place a chair may be clamped to is visible with 40 px to spare; each zoom step enlarges around the
 * table centre.
 */
export function chairEditorViewBox(table: TRect, zoom: number): TRect {
  const scale = chairEditorScale(table) * clampChairZoom(zoom);
  const width = CHAIR_EDITOR.width / scale;
  const height = CHAIR_EDITOR.height / scale;
  return {
    x: round(table.x + table.width / 2 - width / 2),
    y: round(table.y + table.height / 2 - height / 2),
    width: round(width),
    height: round(height),
  };
}

/** Whether a pressed chair has travelled far enough (screen pixels) to start moving: 2 px or more. */
export const isChairDragMove = (start: TPoint, now: TPoint): boolean =>
  isDragMove(start, now, CHAIR_EDITOR.dragThreshold);

/** The point placeChair moves: a rectangle's top-left, a circle's centre. */
export const chairAnchor = (chair: TResolvedChair): TPoint =>
  chair.shape === 'circle' ? { x: chair.cx, y: chair.cy } : { x: chair.x, y: chair.y };

/**
 * Where a dragged chair lands: its anchor (chairAnchor when the press began) moved by the pointer's travel in
 * canvas units, snapped when snapping is on, kept within 60 of the table.
 */
export function dragChair(
  chair: TResolvedChair,
  origin: TPoint,
  startCanvas: TPoint,
  nowCanvas: TPoint,
  table: TRect,
  snap?: { grid: number },
): TResolvedChair {
  return placeChair(chair, dragTarget(origin, startCanvas, nowCanvas), table, snap);
}

/**
 * An arrow key on a chair: one grid step (grid at least 2) and snapped when snapping is on, else one unit;
 * `big` (Shift) moves ten times as far. The chair stays within 60 of its table.
 */
export function nudgeChair(
  chair: TResolvedChair,
  direction: TPoint,
  table: TRect,
  options: { snap: boolean; grid: number; big?: boolean },
): TResolvedChair {
  const step =
    (options.snap ? normaliseGrid(options.grid, CHAIR.grid.min) : 1) *
    (options.big ? CHAIR_EDITOR.bigStep : 1);
  const at = chairAnchor(chair);
  return placeChair(
    chair,
    { x: at.x + direction.x * step, y: at.y + direction.y * step },
    table,
    options.snap ? { grid: options.grid } : undefined,
  );
}

/** The W, H and Radius inputs: a rectangle's width and height (min 4) and corner radius, a circle's r (min 0). */
export interface TChairSizeChange {
  width?: number;
  height?: number;
  radius?: number;
}

/**
 * The chair with a new size: width and height at least 4 (rectangles; the top-left stays), the radius at least 0
 * (a rectangle's corner radius or a circle's r; the centre stays). Values that are not numbers are ignored. The
 * result is clamped within 60 of the table again, since a larger rectangle has its centre further out.
 */
export function resizeChair(chair: TResolvedChair, change: TChairSizeChange, table: TRect): TResolvedChair {
  const valid = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  const radius = valid(change.radius) ? Math.max(CHAIR.minRadius, change.radius) : undefined;
  if (chair.shape === 'circle') {
    return radius === undefined ? chair : { ...chair, r: radius };
  }
  const resized: TResolvedChair = {
    ...chair,
    width: valid(change.width) ? Math.max(CHAIR.minSize, change.width) : chair.width,
    height: valid(change.height) ? Math.max(CHAIR.minSize, change.height) : chair.height,
    radius: radius ?? chair.radius,
  };
  return placeChair(resized, chairAnchor(resized), table);
}

/** The chair editor's Add round chair: a circle of radius 6 centred as a new rectangle chair would be. */
export const newRoundChair = (table: TRect): TResolvedChair => ({
  shape: 'circle',
  cx: table.x + CHAIR.insetFromOrigin + CHAIR.circleRadius,
  cy: table.y + CHAIR.insetFromOrigin + CHAIR.circleRadius,
  r: CHAIR.circleRadius,
});
