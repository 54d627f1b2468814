import { tableOutlinePath } from './table-outline';

const rect = { x: 10, y: 20, width: 40, height: 30 };

describe('tableOutlinePath', () => {
  it('draws each corner with its own radius, missing corners at the default 10', () => {
    expect(tableOutlinePath(rect, { tl: 0, tr: 5 })).toBe(
      'M10 20 H45 A5 5 0 0 1 50 25 V40 A10 10 0 0 1 40 50 H20 A10 10 0 0 1 10 40 V20 Z',
    );
  });

  it('keeps radii between 0 and half the shorter side', () => {
    expect(tableOutlinePath(rect, { tl: 100, tr: -4, br: 0, bl: 0 })).toBe(
      'M25 20 H50 V50 H10 V35 A15 15 0 0 1 25 20 Z',
    );
  });
});
