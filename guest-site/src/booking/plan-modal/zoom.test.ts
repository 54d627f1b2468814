import { clampZoom, phoneFit, stepZoom, ZOOM } from './zoom';

it('keeps the zoom within 0.5–3 and steps a quarter at a time', () => {
  expect(ZOOM.start).toBe(1.2);
  expect(clampZoom(0.1)).toBe(0.5);
  expect(clampZoom(7)).toBe(3);
  expect(stepZoom(1.2, 1)).toBe(1.45);
  expect(stepZoom(2.9, 1)).toBe(3);
  expect(stepZoom(0.6, -1)).toBe(0.5);
});

describe('the phone dialog’s opening view (issue 23 §2)', () => {
  // The seed's smallest tables are 40 canvas units; a 362 px wide viewport draws 1120 units (0.32 px each).
  const tables = [
    { x: 660, y: 100, width: 40, height: 40 },
    { x: 110, y: 260, width: 60, height: 60 },
    { x: 490, y: 465, width: 120, height: 50 },
  ];
  const perUnit = 362 / 1120;

  it('zooms until every tap target is at least 44 px, hit areas making up what the table lacks', () => {
    const { view, minHitSize } = phoneFit(tables, 362);
    expect(view.scale).toBeGreaterThan(ZOOM.start);
    expect(view.scale).toBeLessThanOrEqual(ZOOM.max);
    for (const table of tables) {
      const side = Math.max(Math.min(table.width, table.height), minHitSize);
      expect(side * perUnit * view.scale).toBeGreaterThanOrEqual(44);
    }
    // The smallest table's own shape is at least two thirds of the target: hit areas stay near their tables.
    expect(40 * perUnit * view.scale).toBeGreaterThanOrEqual(44 / 1.5);
  });

  it('keeps the spec’s 1.2 where tables are large, and never passes 3 (the hit areas grow instead)', () => {
    expect(phoneFit([{ x: 0, y: 0, width: 300, height: 300 }], 362).view.scale).toBe(ZOOM.start);
    const tiny = phoneFit([{ x: 0, y: 0, width: 4, height: 4 }], 362);
    expect(tiny.view.scale).toBe(ZOOM.max);
    expect(tiny.minHitSize * perUnit * ZOOM.max).toBeGreaterThanOrEqual(44);
    expect(phoneFit([], 362).view).toEqual({ x: 0, y: 0, scale: ZOOM.start });
  });
});
