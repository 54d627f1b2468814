import {
  chairNearTable,
  clampTableToCanvas,
  distanceToTable,
  tableFitsCanvas,
  translateChair,
} from './floorplan';
import { ZFloorplanPatch } from './restaurant';
import { ZTablePatch, ZTablesCopyRequest, ZTableUpsert } from './table';

const table = { x: 100, y: 100, width: 50, height: 30 };

describe('floor-plan checks shared by the API and the editors', () => {
  it('a table fits the canvas only wholly inside it', () => {
    expect(tableFitsCanvas(table)).toBe(true);
    expect(tableFitsCanvas({ ...table, x: 950 })).toBe(true);
    expect(tableFitsCanvas({ ...table, x: 951 })).toBe(false);
    expect(tableFitsCanvas({ ...table, y: -0.5 })).toBe(false);
    expect(clampTableToCanvas({ ...table, x: 2000, y: -3 })).toEqual({ x: 950, y: 0 });
  });

  it('chairs: distance to the table edge, offset forms, the 60 rule', () => {
    expect(distanceToTable(table, 120, 110)).toBe(0);
    expect(distanceToTable(table, 100, 40)).toBe(60);
    expect(chairNearTable({ r: 4, ocx: 0, ocy: -60 }, table)).toBe(true);
    expect(chairNearTable({ r: 4, ocx: 0, ocy: -61 }, table)).toBe(false);
    expect(chairNearTable({ r: 4, cx: 0, cy: 0 }, table)).toBe(false);
    expect(chairNearTable({ x: 40, y: 100, width: 10, height: 10 }, table)).toBe(true); // centre 45: 55 away
  });

  it('translateChair moves absolute coordinates and leaves offsets alone', () => {
    expect(translateChair({ r: 4, cx: 1, cy: 2 }, 10, 20)).toEqual({ r: 4, cx: 11, cy: 22 });
    expect(translateChair({ r: 4, ocx: 1, ocy: 2 }, 10, 20)).toEqual({ r: 4, ocx: 1, ocy: 2 });
    expect(translateChair({ x: 1, y: 2, width: 5, height: 5 }, 10, 20)).toMatchObject({ x: 11, y: 22 });
  });
});

describe('request schemas', () => {
  it('POST /tables fills the defaults (30x30, 4 seats)', () => {
    expect(ZTableUpsert.parse({ restaurantId: 1, number: 3, x: 0, y: 0 })).toEqual({
      restaurantId: 1,
      number: 3,
      x: 0,
      y: 0,
      seats: 4,
      width: 30,
      height: 30,
    });
  });

  it('PATCH /tables/{id} needs something to change and a whole position', () => {
    expect(ZTablePatch.safeParse({}).success).toBe(false);
    expect(ZTablePatch.safeParse({ x: 1 }).success).toBe(false);
    expect(ZTablePatch.safeParse({ x: 1, y: 2 }).success).toBe(true);
    expect(ZTablePatch.safeParse({ status: 'reserved' }).success).toBe(false);
  });

  it('POST /admin/tables/copy names the missing source in the spec’s words', () => {
    const parsed = ZTablesCopyRequest.safeParse({ targetRestaurantId: 1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Choose source restaurant');
    expect(ZTablesCopyRequest.parse({ sourceRestaurantId: 2, targetRestaurantId: 1 }).mode).toBe('append');
  });

  it('a floor-plan patch accepts null to remove a table’s entry and refuses unknown fields', () => {
    expect(ZFloorplanPatch.safeParse({ tableStyles: { '7': null } }).success).toBe(true);
    expect(ZFloorplanPatch.safeParse({ tableStyles: { '7': { tl: 101 } } }).success).toBe(false);
    expect(ZFloorplanPatch.safeParse({ grid: 16 }).success).toBe(false);
  });
});
