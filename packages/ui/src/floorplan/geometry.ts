import {
  CHAIR,
  chairCenter,
  clampTableToCanvas,
  FLOORPLAN,
  type TChairShape,
  type TRect,
} from '@stol/contracts';

/**
 * Floor-plan geometry as pure functions (staff spec §2 "Tables management", "Chair editor dialog", §3 Chair
 * override, §9; guest spec §9), for the SVG renderer of the back office and the guest site. The limits come
 * from @stol/contracts, the same numbers and checks the API enforces.
 *
 * Coordinates: a table's (x, y) is its top-left corner on the 1000x1000 canvas. A chair override is a circle
 * (cx, cy, r) or a rectangle (x, y, width, height, radius), absolute on the canvas or as offsets from the table
 * origin (ocx/ocy, ox/oy; offsets win when both are present). Offsets follow the table when it moves.
 */

/** A chair ready to draw: absolute canvas coordinates. */
export type TResolvedChair =
  | { shape: 'circle'; cx: number; cy: number; r: number }
  | { shape: 'rect'; x: number; y: number; width: number; height: number; radius: number };

export interface TPoint {
  x: number;
  y: number;
}

const isCircle = (chair: TChairShape): chair is Extract<TChairShape, { r: number }> => 'r' in chair;

/**
 * The auto-generated chairs: one circle (diameter 9) per seat, evenly around the table centre on a ring of
 * radius min(width, height) / 2 + 6, the first at the top, going clockwise.
 */
export function generateChairs(table: TRect, seats: number): TResolvedChair[] {
  const count = Math.max(0, Math.floor(seats));
  const ring = Math.min(table.width, table.height) / 2 + CHAIR.ringGap;
  const centre = { x: table.x + table.width / 2, y: table.y + table.height / 2 };
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return {
      shape: 'circle' as const,
      cx: round(centre.x + ring * Math.cos(angle)),
      cy: round(centre.y + ring * Math.sin(angle)),
      r: CHAIR.diameter / 2,
    };
  });
}

/** Rounds away floating-point dust (1e-6), so generated positions compare and serialise cleanly. */
const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** An override in absolute canvas coordinates (offset forms resolved against the table origin). */
export function resolveChair(chair: TChairShape, table: TRect): TResolvedChair {
  const centre = chairCenter(chair, table);
  if (isCircle(chair)) return { shape: 'circle', cx: centre.x, cy: centre.y, r: chair.r };
  return {
    shape: 'rect',
    x: centre.x - chair.width / 2,
    y: centre.y - chair.height / 2,
    width: chair.width,
    height: chair.height,
    radius: chair.radius ?? 0,
  };
}

/** The chair as an override in offset form (what the chair editor saves, so chairs follow their table). */
export function toOffsetForm(chair: TResolvedChair, table: TRect): TChairShape {
  if (chair.shape === 'circle') {
    return { shape: 'circle', ocx: round(chair.cx - table.x), ocy: round(chair.cy - table.y), r: chair.r };
  }
  return {
    shape: 'rect',
    ox: round(chair.x - table.x),
    oy: round(chair.y - table.y),
    width: chair.width,
    height: chair.height,
    radius: chair.radius,
  };
}

/** The chairs to draw for a table: its overrides when it has any, else the generated ring. */
export function chairsForTable(
  table: TRect & { seats: number },
  overrides: readonly TChairShape[] | undefined,
): TResolvedChair[] {
  if (overrides && overrides.length > 0) return overrides.map((c) => resolveChair(c, table));
  return generateChairs(table, table.seats);
}

/** The chair editor's Add chair: a 10x10 rectangle (radius 3) placed 4 px inside the table origin. */
export const newChair = (table: TRect): TResolvedChair => ({
  shape: 'rect',
  x: table.x + CHAIR.insetFromOrigin,
  y: table.y + CHAIR.insetFromOrigin,
  ...CHAIR.rect,
});

/** The table moved to the nearest position where it lies wholly on the 1000x1000 canvas. */
export const clampTable = <T extends TRect>(table: T): T => ({ ...table, ...clampTableToCanvas(table) });

/** The point of the table's rectangle nearest to p (p itself when inside). */
function nearestOnTable(table: TRect, p: TPoint): TPoint {
  return {
    x: Math.min(Math.max(p.x, table.x), table.x + table.width),
    y: Math.min(Math.max(p.y, table.y), table.y + table.height),
  };
}

/** The chair moved (not resized) so that its centre lies within 60 of the table, as the API requires. */
export function clampChair(chair: TResolvedChair, table: TRect): TResolvedChair {
  const centre =
    chair.shape === 'circle'
      ? { x: chair.cx, y: chair.cy }
      : { x: chair.x + chair.width / 2, y: chair.y + chair.height / 2 };
  const near = nearestOnTable(table, centre);
  const dx = centre.x - near.x;
  const dy = centre.y - near.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= CHAIR.maxDistance) return chair;
  const scale = CHAIR.maxDistance / distance;
  const next = { x: near.x + dx * scale, y: near.y + dy * scale };
  if (chair.shape === 'circle') return { ...chair, cx: next.x, cy: next.y };
  return { ...chair, x: next.x - chair.width / 2, y: next.y - chair.height / 2 };
}

/** A grid size no finer than the editor allows (floor plan: min 4; chairs: min 2). */
export const normaliseGrid = (grid: number, min: number): number =>
  Number.isFinite(grid) ? Math.max(min, grid) : min;

/** The value on the nearest grid line. */
export const snapToGrid = (value: number, grid: number): number => Math.round(value / grid) * grid;

export const snapPoint = (p: TPoint, grid: number): TPoint => ({
  x: snapToGrid(p.x, grid),
  y: snapToGrid(p.y, grid),
});

/**
 * Where a dragged table lands: snapped to the grid when snapping is on (grid at least 4), then kept wholly on
 * the canvas. The answer is what PATCH /tables/{id} {x, y} accepts.
 */
export function placeTable<T extends TRect>(table: T, to: TPoint, snap?: { grid: number }): T {
  const at = snap ? snapPoint(to, normaliseGrid(snap.grid, FLOORPLAN.grid.min)) : to;
  return clampTable({ ...table, x: at.x, y: at.y });
}

/**
 * Where a dragged chair lands: snapped (grid at least 2) when snapping is on, then kept within 60 of its
 * table. `to` is the chair's new top-left (rectangle) or centre (circle).
 */
export function placeChair(
  chair: TResolvedChair,
  to: TPoint,
  table: TRect,
  snap?: { grid: number },
): TResolvedChair {
  const at = snap ? snapPoint(to, normaliseGrid(snap.grid, CHAIR.grid.min)) : to;
  const moved: TResolvedChair =
    chair.shape === 'circle' ? { ...chair, cx: at.x, cy: at.y } : { ...chair, x: at.x, y: at.y };
  return clampChair(moved, table);
}

/**
 * The floor plan's viewBox: the 1000x1000 canvas plus the editor's 60-unit margin on every side, so chairs of
 * tables at the canvas edge (and their selection rings) are not cut off.
 */
export const FLOORPLAN_VIEWBOX = {
  x: -FLOORPLAN.padding,
  y: -FLOORPLAN.padding,
  width: FLOORPLAN.canvas + 2 * FLOORPLAN.padding,
  height: FLOORPLAN.canvas + 2 * FLOORPLAN.padding,
} as const;

/** The six numbers of a 2D affine matrix: what DOMMatrix (e.g. svg.getScreenCTM().inverse()) provides. */
export interface TMatrixLike {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * A pointer's client (screen) coordinates in canvas units, given the inverse of the SVG's screen CTM. The
 * CTM covers the viewBox scaling, the page scroll and any CSS transform of a pan/zoom container around the SVG.
 */
export const clientToCanvas = (client: TPoint, inverse: TMatrixLike): TPoint => ({
  x: inverse.a * client.x + inverse.c * client.y + inverse.e,
  y: inverse.b * client.x + inverse.d * client.y + inverse.f,
});

/** Below this many screen pixels of travel a press is a click, not a drag (a hand never holds still). */
export const DRAG_THRESHOLD_PX = 3;

/** Whether the pointer has moved far enough (in screen pixels) from where it went down to start a drag. */
export const isDragMove = (start: TPoint, now: TPoint, threshold: number = DRAG_THRESHOLD_PX): boolean =>
  Math.hypot(now.x - start.x, now.y - start.y) >= threshold;

/** Where the dragged table's top-left would be: its origin moved by the pointer's travel in canvas units. */
export const dragTarget = (origin: TPoint, startCanvas: TPoint, nowCanvas: TPoint): TPoint => ({
  x: origin.x + nowCanvas.x - startCanvas.x,
  y: origin.y + nowCanvas.y - startCanvas.y,
});

/** The table number's font size when the table is large enough; smaller tables scale it down. */
export const TABLE_NUMBER_FONT_SIZE = 16;

/**
 * A font size (canvas units) at which `text` fits inside the table: at most 16, at most 60 % of the height,
 * and narrow enough that its digits (about 0.6 em wide each) take at most 85 % of the width.
 */
export function tableNumberFontSize(table: Pick<TRect, 'width' | 'height'>, text: string): number {
  const chars = Math.max(1, text.length);
  const byWidth = (table.width * 0.85) / (chars * 0.6);
  return round(Math.max(0, Math.min(TABLE_NUMBER_FONT_SIZE, table.height * 0.6, byWidth)));
}
