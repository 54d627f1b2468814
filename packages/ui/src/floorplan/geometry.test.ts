import { chairNearTable, CHAIR } from '@stol/contracts';
import {
  chairsForTable,
  clientToCanvas,
  dragTarget,
  DRAG_THRESHOLD_PX,
  FLOORPLAN_VIEWBOX,
  isDragMove,
  tableNumberFontSize,
  clampChair,
  clampTable,
  generateChairs,
  newChair,
  normaliseGrid,
  placeChair,
  placeTable,
  resolveChair,
  snapPoint,
  snapToGrid,
  toOffsetForm,
  type TResolvedChair,
} from './geometry';

const table = { x: 100, y: 200, width: 60, height: 40 };
const centreOf = (t: typeof table) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
const circle = (c: TResolvedChair) => {
  if (c.shape !== 'circle') throw new Error('expected a circle');
  return c;
};

describe('generateChairs', () => {
  it('makes one chair per seat, diameter 9, on a ring of min(width, height) / 2 + 6 around the centre', () => {
    const chairs = generateChairs(table, 6).map(circle);
    expect(chairs).toHaveLength(6);
    for (const c of chairs) {
      expect(c.r * 2).toBe(9);
      expect(distance({ x: c.cx, y: c.cy }, centreOf(table))).toBeCloseTo(40 / 2 + 6, 6);
    }
  });

  it('starts at the top and spaces the chairs evenly', () => {
    const [top, right, bottom, left] = generateChairs({ x: 0, y: 0, width: 30, height: 30 }, 4).map(circle);
    expect(top).toEqual({ shape: 'circle', cx: 15, cy: -6, r: 4.5 });
    expect(right).toMatchObject({ cx: 36, cy: 15 });
    expect(bottom).toMatchObject({ cx: 15, cy: 36 });
    expect(left).toMatchObject({ cx: -6, cy: 15 });
  });

  it('no seats, no chairs; fractional seats count whole', () => {
    expect(generateChairs(table, 0)).toEqual([]);
    expect(generateChairs(table, 2.7)).toHaveLength(2);
  });

  it('generated chairs satisfy the server’s rule (within 60 of the table)', () => {
    const big = { x: 0, y: 0, width: 300, height: 300 };
    for (const c of generateChairs(big, 12).map(circle)) {
      expect(chairNearTable({ cx: c.cx, cy: c.cy, r: c.r }, big)).toBe(true);
    }
  });
});

describe('chair override forms', () => {
  it('a circle by offsets from the table origin', () => {
    expect(resolveChair({ ocx: 10, ocy: -5, r: 6 }, table)).toEqual({
      shape: 'circle',
      cx: 110,
      cy: 195,
      r: 6,
    });
  });

  it('a circle by absolute coordinates', () => {
    expect(resolveChair({ cx: 90, cy: 190, r: 4 }, table)).toEqual({
      shape: 'circle',
      cx: 90,
      cy: 190,
      r: 4,
    });
  });

  it('offsets win over absolute coordinates', () => {
    expect(resolveChair({ cx: 0, cy: 0, ocx: 1, ocy: 2, r: 4 }, table)).toMatchObject({ cx: 101, cy: 202 });
    expect(resolveChair({ x: 0, y: 0, ox: 3, oy: 4, width: 10, height: 10 }, table)).toMatchObject({
      x: 103,
      y: 204,
    });
  });

  it('a rectangle by offsets, with its radius (default 0)', () => {
    expect(resolveChair({ ox: -12, oy: 5, width: 10, height: 8, radius: 3 }, table)).toEqual({
      shape: 'rect',
      x: 88,
      y: 205,
      width: 10,
      height: 8,
      radius: 3,
    });
    expect(resolveChair({ x: 50, y: 60, width: 10, height: 10 }, table)).toMatchObject({
      x: 50,
      y: 60,
      radius: 0,
    });
  });

  it('toOffsetForm is the inverse of resolveChair, and offset chairs follow a moved table', () => {
    const chairs: TResolvedChair[] = [
      { shape: 'circle', cx: 95, cy: 190, r: 4.5 },
      { shape: 'rect', x: 170, y: 210, width: 10, height: 10, radius: 3 },
    ];
    for (const c of chairs) expect(resolveChair(toOffsetForm(c, table), table)).toEqual(c);
    const moved = { ...table, x: 300 };
    expect(resolveChair(toOffsetForm(chairs[0]!, table), moved)).toMatchObject({ cx: 295, cy: 190 });
  });

  it('chairsForTable: the overrides when present, else the generated ring', () => {
    const t = { ...table, seats: 3 };
    expect(chairsForTable(t, undefined)).toHaveLength(3);
    expect(chairsForTable(t, [])).toHaveLength(3);
    expect(chairsForTable(t, [{ ocx: 0, ocy: 0, r: 6 }])).toEqual([
      { shape: 'circle', cx: 100, cy: 200, r: 6 },
    ]);
  });

  it('Add chair: 10x10, radius 3, 4 px inside the table origin', () => {
    expect(newChair(table)).toEqual({ shape: 'rect', x: 104, y: 204, width: 10, height: 10, radius: 3 });
  });
});

describe('clamping', () => {
  it('keeps a table wholly on the 1000x1000 canvas', () => {
    expect(clampTable({ ...table, x: -20, y: 990 })).toEqual({ ...table, x: 0, y: 960 });
    expect(clampTable({ ...table, x: 950, y: -1 })).toEqual({ ...table, x: 940, y: 0 });
    expect(clampTable(table)).toEqual(table);
  });

  it('keeps extra fields of the table', () => {
    expect(clampTable({ ...table, id: 7, x: 2000 })).toMatchObject({ id: 7, x: 940 });
  });

  it('pulls a chair back to within 60 of the table, along the same direction', () => {
    const far: TResolvedChair = { shape: 'circle', cx: 130, cy: 400, r: 4.5 }; // 160 below the table
    expect(clampChair(far, table)).toEqual({ shape: 'circle', cx: 130, cy: 300, r: 4.5 });
    const corner: TResolvedChair = { shape: 'circle', cx: 260, cy: 340, r: 4.5 };
    const clamped = circle(clampChair(corner, table));
    expect(distance({ x: clamped.cx, y: clamped.cy }, { x: 160, y: 240 })).toBeCloseTo(CHAIR.maxDistance, 6);
  });

  it('clamps a rectangle chair by its centre and leaves near chairs alone', () => {
    const rect: TResolvedChair = { shape: 'rect', x: -100, y: 215, width: 10, height: 10, radius: 3 };
    expect(clampChair(rect, table)).toEqual({ ...rect, x: 35 });
    const near: TResolvedChair = { shape: 'rect', x: 90, y: 190, width: 10, height: 10, radius: 3 };
    expect(clampChair(near, table)).toBe(near);
  });

  it('a clamped chair passes the server’s check', () => {
    const far: TResolvedChair = { shape: 'rect', x: 900, y: 900, width: 10, height: 10, radius: 0 };
    expect(chairNearTable(toOffsetForm(clampChair(far, table), table), table)).toBe(true);
  });
});

describe('snapping', () => {
  it('snaps to the nearest grid line', () => {
    expect(snapToGrid(23, 16)).toBe(16);
    expect(snapToGrid(24, 16)).toBe(32);
    expect(snapToGrid(-7, 10)).toBe(-10);
    expect(snapPoint({ x: 13, y: 27 }, 10)).toEqual({ x: 10, y: 30 });
  });

  it('never snaps finer than the minimum grid', () => {
    expect(normaliseGrid(1, 4)).toBe(4);
    expect(normaliseGrid(Number.NaN, 2)).toBe(2);
    expect(normaliseGrid(16, 4)).toBe(16);
  });

  it('placeTable snaps, then keeps the table on the canvas', () => {
    expect(placeTable(table, { x: 203, y: 411 }, { grid: 16 })).toEqual({ ...table, x: 208, y: 416 });
    expect(placeTable(table, { x: 203, y: 411 })).toEqual({ ...table, x: 203, y: 411 });
    expect(placeTable(table, { x: 999, y: 999 }, { grid: 16 })).toEqual({ ...table, x: 940, y: 960 });
    expect(placeTable(table, { x: 7, y: 7 }, { grid: 1 })).toEqual({ ...table, x: 8, y: 8 }); // grid min 4
  });

  it('placeChair snaps to the chair grid (min 2), then keeps the chair near its table', () => {
    const c: TResolvedChair = { shape: 'circle', cx: 95, cy: 195, r: 4.5 };
    expect(placeChair(c, { x: 93, y: 187 }, table, { grid: 10 })).toEqual({ ...c, cx: 90, cy: 190 });
    expect(placeChair(c, { x: 93, y: 187 }, table, { grid: 1 })).toEqual({ ...c, cx: 94, cy: 188 });
    expect(placeChair(c, { x: 130, y: 500 }, table)).toEqual({ ...c, cx: 130, cy: 300 });
  });
});

describe('viewBox', () => {
  it('covers the 1000x1000 canvas plus 60 on every side', () => {
    expect(FLOORPLAN_VIEWBOX).toEqual({ x: -60, y: -60, width: 1120, height: 1120 });
  });
});

describe('client to canvas', () => {
  it('applies the inverse screen CTM (scale and translation)', () => {
    // A 1120-unit viewBox drawn 560 px wide at page offset (20, 100): 2 units per pixel.
    const inverse = { a: 2, b: 0, c: 0, d: 2, e: -60 - 2 * 20, f: -60 - 2 * 100 };
    expect(clientToCanvas({ x: 20, y: 100 }, inverse)).toEqual({ x: -60, y: -60 });
    expect(clientToCanvas({ x: 50, y: 130 }, inverse)).toEqual({ x: 0, y: 0 });
    expect(clientToCanvas({ x: 300, y: 380 }, inverse)).toEqual({ x: 500, y: 500 });
  });

  it('handles rotation and skew terms (b, c) of a transformed container', () => {
    // 90° rotation: (x, y) -> (-y, x).
    expect(clientToCanvas({ x: 3, y: 4 }, { a: 0, b: 1, c: -1, d: 0, e: 0, f: 0 })).toEqual({ x: -4, y: 3 });
  });
});

describe('drag threshold', () => {
  it('is 3 screen pixels: less is a click, 3 or more a drag, in any direction', () => {
    expect(DRAG_THRESHOLD_PX).toBe(3);
    const start = { x: 100, y: 100 };
    expect(isDragMove(start, start)).toBe(false);
    expect(isDragMove(start, { x: 102, y: 102 })).toBe(false); // 2.83 px
    expect(isDragMove(start, { x: 103, y: 100 })).toBe(true);
    expect(isDragMove(start, { x: 100, y: 97 })).toBe(true);
    expect(isDragMove(start, { x: 110, y: 100 }, 20)).toBe(false);
  });

  it('the target is the origin moved by the pointer’s travel in canvas units', () => {
    expect(dragTarget({ x: 100, y: 200 }, { x: 110, y: 210 }, { x: 150, y: 190 })).toEqual({
      x: 140,
      y: 180,
    });
  });
});

describe('table number font size', () => {
  it('is 16 on a table large enough, smaller on small or narrow ones', () => {
    expect(tableNumberFontSize({ width: 60, height: 40 }, '12')).toBe(16);
    expect(tableNumberFontSize({ width: 10, height: 10 }, '5')).toBe(6); // 60 % of the height
    const wide = tableNumberFontSize({ width: 20, height: 100 }, '1234');
    expect(wide * 0.6 * 4).toBeLessThanOrEqual(20 * 0.85 + 1e-6);
  });
});
