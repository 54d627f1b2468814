/**
 * Floor-plan constants (staff spec §2 "Tables management", "Chair editor dialog", §5, §9; guest spec §9) and the
 * few checks that the API and the editors both need, so one piece of code serves both: the server refuses what
 * the editor would never produce, and the editor's clamps (packages/ui floorplan/geometry) use the same numbers.
 *
 * Coordinates: a table's (x, y) is its top-left corner on the 1000x1000 canvas; width and height extend right
 * and down. The 60 px padding is the editor's margin around the canvas, not a limit on positions.
 */
export const FLOORPLAN = {
  /** The canvas is CANVAS x CANVAS floor-plan units. */
  canvas: 1000,
  padding: 60,
  grid: { default: 16, min: 4 },
} as const;

export const TABLE_LIMITS = {
  size: { min: 10, max: 300, default: 30 },
  cornerRadius: { min: 0, max: 100, default: 10 },
  seats: { min: 1, max: 100, default: 4 },
  number: { min: 1, max: 9999 },
} as const;

export const COPY_LIMITS = {
  count: { min: 1, max: 50 },
  offset: { default: 10 },
} as const;

export const CHAIR = {
  /** Auto-generated chairs are circles of this diameter. */
  diameter: 9,
  /** Auto-generated chairs sit on a ring of radius min(width, height) / 2 + ringGap around the table centre. */
  ringGap: 6,
  /** A chair's centre stays within this distance of the table's edge (the editor clamps, the server checks). */
  maxDistance: 60,
  /** Chair editor: a new rectangle chair. */
  rect: { width: 10, height: 10, radius: 3 },
  circleRadius: 6,
  /** A new chair is placed this far inside the table origin. */
  insetFromOrigin: 4,
  minSize: 4,
  minRadius: 0,
  grid: { default: 10, min: 2 },
  /** No table needs more overrides than this (a server-side bound on the document). */
  maxPerTable: 200,
} as const;

export interface TRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a table lies wholly on the canvas. */
export const tableFitsCanvas = (t: TRect): boolean =>
  t.x >= 0 && t.y >= 0 && t.x + t.width <= FLOORPLAN.canvas && t.y + t.height <= FLOORPLAN.canvas;

/** Distance from a point to a table's rectangle (0 inside it). */
export function distanceToTable(table: TRect, px: number, py: number): number {
  const dx = Math.max(table.x - px, 0, px - (table.x + table.width));
  const dy = Math.max(table.y - py, 0, py - (table.y + table.height));
  return Math.hypot(dx, dy);
}

/** A chair override (staff spec §3): a circle or a rectangle, absolute or as offsets from the table origin. */
export type TChairShape =
  | { shape?: 'circle'; cx?: number; cy?: number; ocx?: number; ocy?: number; r: number }
  | {
      shape?: 'rect';
      x?: number;
      y?: number;
      ox?: number;
      oy?: number;
      width: number;
      height: number;
      radius?: number;
    };

/** The chair's centre in canvas coordinates: offsets (ocx/ocy, ox/oy) win over absolute values. */
export function chairCenter(chair: TChairShape, table: TRect): { x: number; y: number } {
  if ('r' in chair) {
    const cx = chair.ocx !== undefined ? table.x + chair.ocx : (chair.cx ?? table.x);
    const cy = chair.ocy !== undefined ? table.y + chair.ocy : (chair.cy ?? table.y);
    return { x: cx, y: cy };
  }
  const x = chair.ox !== undefined ? table.x + chair.ox : (chair.x ?? table.x);
  const y = chair.oy !== undefined ? table.y + chair.oy : (chair.y ?? table.y);
  return { x: x + chair.width / 2, y: y + chair.height / 2 };
}

/** Whether a chair's centre lies within CHAIR.maxDistance of its table. */
export const chairNearTable = (chair: TChairShape, table: TRect): boolean => {
  const c = chairCenter(chair, table);
  // A thousandth of a unit of slack: clients round positions they compute.
  return distanceToTable(table, c.x, c.y) <= CHAIR.maxDistance + 1e-3;
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The nearest position at which the table lies wholly on the canvas. */
export const clampTableToCanvas = (t: TRect): { x: number; y: number } => ({
  x: clamp(t.x, 0, FLOORPLAN.canvas - t.width),
  y: clamp(t.y, 0, FLOORPLAN.canvas - t.height),
});

/**
 * The same chair for a table moved by (dx, dy): offset forms follow the table by themselves, absolute
 * coordinates move along (used when tables are copied).
 */
export function translateChair<C extends TChairShape>(chair: C, dx: number, dy: number): C {
  const moved: TChairShape = { ...chair };
  if ('r' in moved) {
    if (moved.cx !== undefined) moved.cx += dx;
    if (moved.cy !== undefined) moved.cy += dy;
  } else {
    if (moved.x !== undefined) moved.x += dx;
    if (moved.y !== undefined) moved.y += dy;
  }
  return moved as C;
}
