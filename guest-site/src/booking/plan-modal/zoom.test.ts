import { clampZoom, stepZoom, ZOOM } from './zoom';

it('keeps the zoom within 0.5–3 and steps a quarter at a time', () => {
  expect(ZOOM.start).toBe(1.2);
  expect(clampZoom(0.1)).toBe(0.5);
  expect(clampZoom(7)).toBe(3);
  expect(stepZoom(1.2, 1)).toBe(1.45);
  expect(stepZoom(2.9, 1)).toBe(3);
  expect(stepZoom(0.6, -1)).toBe(0.5);
});
