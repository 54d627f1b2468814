import { resolveCornerRadii, roundedRectPath, tablePath } from './table-path';

const rect = { x: 100, y: 200, width: 60, height: 40 };

describe('resolveCornerRadii', () => {
  it('a missing style or corner is the default 10', () => {
    expect(resolveCornerRadii(rect, undefined)).toEqual({ tl: 10, tr: 10, br: 10, bl: 10 });
    expect(resolveCornerRadii(rect, { tl: 0, br: 5 })).toEqual({ tl: 0, tr: 10, br: 5, bl: 10 });
  });

  it('each corner is clamped to half the shorter side, and to 0 from below', () => {
    expect(resolveCornerRadii(rect, { tl: 100, tr: 20, br: -3, bl: Number.NaN })).toEqual({
      tl: 20,
      tr: 20,
      br: 0,
      bl: 10,
    });
    expect(resolveCornerRadii({ width: 10, height: 10 }, {})).toEqual({ tl: 5, tr: 5, br: 5, bl: 5 });
  });
});

describe('roundedRectPath', () => {
  it('draws each corner with its own radius, clockwise from the top-left', () => {
    expect(roundedRectPath(rect, { tl: 2, tr: 4, br: 6, bl: 8 })).toBe(
      'M102 200 H156 A4 4 0 0 1 160 204 V234 A6 6 0 0 1 154 240 H108 A8 8 0 0 1 100 232 V202 A2 2 0 0 1 102 200 Z',
    );
  });

  it('a zero radius is a sharp corner (no arc)', () => {
    expect(roundedRectPath(rect, { tl: 0, tr: 0, br: 0, bl: 0 })).toBe('M100 200 H160 V240 H100 V200 Z');
  });
});

describe('tablePath', () => {
  it('resolves the style: defaults and clamping show in the path', () => {
    const d = tablePath(rect, { tl: 0, tr: 50 });
    expect(d).toMatch(/^M100 200 /); // sharp top-left
    expect(d).toContain('A20 20 0 0 1 160 220'); // top-right clamped to 40 / 2
    expect(d).toContain('A10 10 0 0 1 150 240'); // bottom-right default
  });

  it('an outset ring grows the rectangle and every radius by the outset', () => {
    expect(tablePath(rect, { tl: 0, tr: 0, br: 0, bl: 0 }, 4)).toBe(
      'M100 196 H160 A4 4 0 0 1 164 200 V240 A4 4 0 0 1 160 244 H100 A4 4 0 0 1 96 240 V200 A4 4 0 0 1 100 196 Z',
    );
  });
});
