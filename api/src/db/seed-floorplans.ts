import type { TChairShape, TTableStyle } from '@stol/contracts';

/**
 * The demo floor plans (issue 9 §4): where each seeded table stands on the 1000x1000 canvas, its size, corner
 * radii and custom chairs, keyed by table NUMBER (the seed maps numbers to ids when it writes the floor-plan
 * document, whose keys are table ids). Seats stay in seed-data.ts (`tableSeats`), which tests and the e2e
 * suites rely on. A table's (x, y) is its top-left corner; everything keeps clear of the editor's 60 margin
 * and of each other (api/test/seed-floorplans.test.ts checks it).
 *
 * Sizes: 2 seats 40x40, 4 seats 60x60 (square, or round with every corner radius at half the size),
 * 6 seats 120x50, 8 seats 160x60, the big tables longer still. Chairs are in the offset form (ox/oy, ocx/ocy
 * from the table's top-left), so they follow the table when it is dragged.
 */
export interface SeedTablePlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radii (floorplan.tableStyles). */
  style?: TTableStyle;
  /** Custom chairs (floorplan.chairOverrides), offsets from the table's top-left corner. */
  chairs?: TChairShape[];
  /** A table out of service (exactly one, in restaurant 1, with no seeded reservations). */
  status?: 'maintenance';
}

export type SeedFloorplan = Record<number, SeedTablePlacement>;

const round = (size: number): TTableStyle => ({ tl: size / 2, tr: size / 2, br: size / 2, bl: size / 2 });
const corners = (r: number): TTableStyle => ({ tl: r, tr: r, br: r, bl: r });

/**
 * A banquette: `count` upholstered rect seats side by side along the table's bottom (wall) edge, and as many
 * round chairs facing them along the top (aisle) edge.
 */
function banquette(width: number, height: number, count: number): TChairShape[] {
  const step = width / count;
  const seat = step - 6;
  const bench: TChairShape[] = Array.from({ length: count }, (_, i) => ({
    shape: 'rect',
    ox: i * step + 3,
    oy: height + 4,
    width: seat,
    height: 16,
    radius: 4,
  }));
  const chairs: TChairShape[] = Array.from({ length: count }, (_, i) => ({
    shape: 'circle',
    ocx: i * step + step / 2,
    ocy: -10,
    r: 6,
  }));
  return [...bench, ...chairs];
}

/** Round chairs, `perSide` on each long side and one at each end, of a long table. */
function longTableChairs(width: number, height: number, perSide: number): TChairShape[] {
  const step = width / perSide;
  const sides = Array.from({ length: perSide }, (_, i) => i * step + step / 2).flatMap((ocx) => [
    { shape: 'circle' as const, ocx, ocy: -10, r: 6 },
    { shape: 'circle' as const, ocx, ocy: height + 10, r: 6 },
  ]);
  return [
    ...sides,
    { shape: 'circle', ocx: -10, ocy: height / 2, r: 6 },
    { shape: 'circle', ocx: width + 10, ocy: height / 2, r: 6 },
  ];
}

/**
 * Konoba Stol: a bar row of three 2-seaters along the bar at the top right (11 is out of service), four
 * 4-seaters on the left (two round, two square), the two 6-seat tables in the middle, the 8-seater on the right
 * and the 10-seat banquette table along the back wall; the entrance is at the bottom left.
 */
const KONOBA_STOL: SeedFloorplan = {
  1: { x: 660, y: 100, width: 40, height: 40, style: corners(6) },
  2: { x: 740, y: 100, width: 40, height: 40, style: corners(6) },
  11: { x: 820, y: 100, width: 40, height: 40, style: corners(6), status: 'maintenance' },
  3: { x: 110, y: 260, width: 60, height: 60, style: round(60) },
  4: { x: 110, y: 460, width: 60, height: 60, style: round(60) },
  5: { x: 300, y: 260, width: 60, height: 60 },
  6: { x: 300, y: 460, width: 60, height: 60 },
  7: { x: 490, y: 265, width: 120, height: 50 },
  8: { x: 490, y: 465, width: 120, height: 50 },
  9: {
    x: 720,
    y: 300,
    width: 160,
    height: 60,
    style: corners(12),
    chairs: longTableChairs(160, 60, 3),
  },
  10: { x: 560, y: 790, width: 280, height: 70, style: corners(8), chairs: banquette(280, 70, 5) },
};

/**
 * Bistro Gornji Grad: three round 2-seaters along the bar on the right wall, two round 4-seaters and a square
 * one by the windows, the 6-seater (rounded at one end) in the middle and the 8-seat banquette table at the back.
 */
const BISTRO_GORNJI_GRAD: SeedFloorplan = {
  1: { x: 860, y: 160, width: 40, height: 40, style: round(40) },
  2: { x: 860, y: 250, width: 40, height: 40, style: round(40) },
  3: { x: 860, y: 340, width: 40, height: 40, style: round(40) },
  4: { x: 120, y: 150, width: 60, height: 60, style: round(60) },
  5: { x: 320, y: 150, width: 60, height: 60, style: round(60) },
  6: { x: 540, y: 150, width: 60, height: 60, style: corners(10) },
  7: { x: 240, y: 470, width: 120, height: 50, style: { tl: 25, tr: 0, br: 0, bl: 25 } },
  8: { x: 400, y: 790, width: 200, height: 60, style: corners(6), chairs: banquette(200, 60, 4) },
};

/**
 * Riva Split, a seaside terrace: a bar row of 2-seaters along the railing at the top, four round 4-seaters,
 * three pill-shaped 6-seaters, the 8-seater and the 12-seat banquette table against the back wall.
 */
const RIVA_SPLIT: SeedFloorplan = {
  1: { x: 120, y: 80, width: 40, height: 40 },
  2: { x: 200, y: 80, width: 40, height: 40 },
  3: { x: 280, y: 80, width: 40, height: 40 },
  4: { x: 120, y: 230, width: 60, height: 60, style: round(60) },
  5: { x: 280, y: 230, width: 60, height: 60, style: round(60) },
  6: { x: 440, y: 230, width: 60, height: 60, style: round(60) },
  7: { x: 600, y: 230, width: 60, height: 60, style: round(60) },
  8: { x: 120, y: 470, width: 120, height: 50, style: corners(25) },
  9: { x: 320, y: 470, width: 120, height: 50, style: corners(25) },
  10: { x: 520, y: 470, width: 120, height: 50, style: corners(25) },
  11: { x: 720, y: 460, width: 160, height: 60, chairs: longTableChairs(160, 60, 3) },
  12: { x: 350, y: 800, width: 300, height: 70, style: corners(8), chairs: banquette(300, 70, 6) },
};

/** The floor plan of each seeded restaurant, by restaurant id. */
export const SEED_FLOORPLANS: Record<number, SeedFloorplan> = {
  1: KONOBA_STOL,
  2: BISTRO_GORNJI_GRAD,
  3: RIVA_SPLIT,
};
