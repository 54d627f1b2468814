import { CHAIR, chairNearTable } from '@stol/contracts';
import {
  CHAIR_EDITOR,
  chairAnchor,
  chairEditorScale,
  chairEditorViewBox,
  clampChairZoom,
  dragChair,
  isChairDragMove,
  newRoundChair,
  nudgeChair,
  resizeChair,
  stepChairZoom,
} from './chair-editor-geometry';
import { toOffsetForm, type TResolvedChair } from './geometry';

const table = { x: 100, y: 100, width: 30, height: 30 };
const rect = (x: number, y: number): TResolvedChair => ({
  shape: 'rect',
  x,
  y,
  width: 10,
  height: 10,
  radius: 3,
});

describe('chair editor zoom', () => {
  it('steps by 25 % between 100 % and 400 %', () => {
    expect(stepChairZoom(1, 1)).toBe(1.25);
    expect(stepChairZoom(1.25, -1)).toBe(1);
    expect(stepChairZoom(1, -1)).toBe(1);
    expect(stepChairZoom(3.75, 1)).toBe(4);
    expect(stepChairZoom(4, 1)).toBe(4);
  });

  it('keeps any zoom on a step within the bounds', () => {
    expect(clampChairZoom(0.3)).toBe(1);
    expect(clampChairZoom(9)).toBe(4);
    expect(clampChairZoom(1.3)).toBe(1.25);
    expect(clampChairZoom(Number.NaN)).toBe(1);
  });
});

describe('chairEditorViewBox', () => {
  it('centres the 600x400 view on the table, the area chairs may reach fitting inside the 40 px margin', () => {
    // 30x30 table: chairs reach 150x150 units; 320 px of height for 150 units is 2.1333 px per unit.
    expect(chairEditorScale(table)).toBeCloseTo(320 / 150, 9);
    expect(chairEditorViewBox(table, 1)).toEqual({ x: -25.625, y: 21.25, width: 281.25, height: 187.5 });
  });

  it('leaves exactly the margin on the constraining side and at least it on the other', () => {
    for (const t of [
      table,
      { x: 0, y: 0, width: 300, height: 40 },
      { x: 500, y: 20, width: 40, height: 300 },
    ]) {
      const view = chairEditorViewBox(t, 1);
      const unitsPerPx = view.width / CHAIR_EDITOR.width;
      const marginX = t.x - CHAIR.maxDistance - view.x;
      const marginY = t.y - CHAIR.maxDistance - view.y;
      expect(Math.min(marginX, marginY) / unitsPerPx).toBeCloseTo(CHAIR_EDITOR.margin, 6);
      expect(Math.max(marginX, marginY) / unitsPerPx).toBeGreaterThanOrEqual(CHAIR_EDITOR.margin - 1e-6);
      expect(view.width / view.height).toBeCloseTo(600 / 400, 6);
    }
  });

  it('zooms around the table centre', () => {
    const base = chairEditorViewBox(table, 1);
    const zoomed = chairEditorViewBox(table, 2);
    expect(zoomed.width).toBeCloseTo(base.width / 2, 6);
    expect(zoomed.height).toBeCloseTo(base.height / 2, 6);
    expect(zoomed.x + zoomed.width / 2).toBeCloseTo(115, 6);
    expect(zoomed.y + zoomed.height / 2).toBeCloseTo(115, 6);
    // Out-of-range zooms are clamped.
    expect(chairEditorViewBox(table, 10)).toEqual(chairEditorViewBox(table, 4));
  });
});

describe('pointer input', () => {
  it('starts a drag at 2 px of travel, not before', () => {
    const start = { x: 10, y: 10 };
    expect(isChairDragMove(start, { x: 11, y: 11 })).toBe(false);
    expect(isChairDragMove(start, { x: 12, y: 10 })).toBe(true);
    expect(isChairDragMove(start, { x: 10, y: 7 })).toBe(true);
  });

  it('moves a dragged chair by the travel, snapped and kept within 60 of the table', () => {
    const chair = rect(104, 104);
    const start = { x: 300, y: 300 };
    const now = { x: 313, y: 293 };
    expect(dragChair(chair, chairAnchor(chair), start, now, table)).toMatchObject({ x: 117, y: 97 });
    expect(dragChair(chair, chairAnchor(chair), start, now, table, { grid: 10 })).toMatchObject({
      x: 120,
      y: 100,
    });
    const far = dragChair(chair, chairAnchor(chair), start, { x: 800, y: 300 }, table);
    expect(chairNearTable(toOffsetForm(far, table), table)).toBe(true);
    expect(far.shape === 'rect' && far.x + far.width / 2).toBeCloseTo(
      table.x + table.width + CHAIR.maxDistance,
      6,
    );
  });
});

describe('nudgeChair', () => {
  it('moves one grid step and onto the grid when snapping, ten steps with Shift', () => {
    const chair = rect(104, 104);
    expect(nudgeChair(chair, { x: 1, y: 0 }, table, { snap: true, grid: 10 })).toMatchObject({
      x: 110,
      y: 100,
    });
    expect(nudgeChair(chair, { x: 0, y: -1 }, table, { snap: true, grid: 2, big: true })).toMatchObject({
      x: 104,
      y: 84,
    });
    // 100 up lands 95 above the table: clamped to a centre 60 above its top edge.
    expect(nudgeChair(chair, { x: 0, y: -1 }, table, { snap: true, grid: 10, big: true })).toMatchObject({
      x: 100,
      y: 35,
    });
    // The grid is never finer than 2.
    expect(nudgeChair(rect(100, 100), { x: 1, y: 0 }, table, { snap: true, grid: 1 })).toMatchObject({
      x: 102,
    });
  });

  it('moves one unit without snapping, and stays within 60 of the table', () => {
    expect(nudgeChair(rect(104, 104), { x: -1, y: 0 }, table, { snap: false, grid: 10 })).toMatchObject({
      x: 103,
      y: 104,
    });
    const circle: TResolvedChair = { shape: 'circle', cx: 190, cy: 115, r: 6 };
    expect(nudgeChair(circle, { x: 1, y: 0 }, table, { snap: false, grid: 10, big: true })).toEqual(circle);
  });
});

describe('resizeChair', () => {
  it('keeps width and height at least 4 and the corner radius at least 0', () => {
    expect(resizeChair(rect(104, 104), { width: 2, height: 20, radius: -1 }, table)).toEqual({
      shape: 'rect',
      x: 104,
      y: 104,
      width: 4,
      height: 20,
      radius: 0,
    });
  });

  it("changes a circle's r (min 0) and ignores sizes that are not numbers", () => {
    const circle: TResolvedChair = { shape: 'circle', cx: 110, cy: 110, r: 6 };
    expect(resizeChair(circle, { radius: 8, width: 40 }, table)).toEqual({ ...circle, r: 8 });
    expect(resizeChair(circle, { radius: -3 }, table)).toEqual({ ...circle, r: 0 });
    expect(resizeChair(rect(104, 104), { width: Number.NaN }, table)).toEqual(rect(104, 104));
  });

  it('pulls a grown rectangle back within 60 of the table', () => {
    const edge = rect(table.x + table.width + CHAIR.maxDistance - 5, 110);
    const grown = resizeChair(edge, { width: 40 }, table);
    expect(grown).toMatchObject({ width: 40 });
    expect(chairNearTable(toOffsetForm(grown, table), table)).toBe(true);
  });
});

describe('newRoundChair', () => {
  it('is a circle of radius 6 whose box starts 4 inside the table origin', () => {
    expect(newRoundChair(table)).toEqual({ shape: 'circle', cx: 110, cy: 110, r: 6 });
  });
});
