import { suggestTableSets, tableGap, type PlanTable } from '../src/modules/large-party/table-suggestions';

/**
 * Table sets for a large party on a constructed floor plan (issue 11 §5). Tables are 60x40:
 *
 *   [1:4][2:4]   [3:6]           row at y=100: 1 and 2 touch, 2 and 3 stand 30 apart
 *  [5:2]                 [4:8]   5 is 35 below 1 (and 40.3 from 2); 4 stands alone on the right
 */
const t = (id: number, seats: number, x: number, y: number): PlanTable => ({
  id,
  number: id,
  seats,
  x,
  y,
  width: 60,
  height: 40,
});
const PLAN = [t(1, 4, 100, 100), t(2, 4, 160, 100), t(3, 6, 250, 100), t(4, 8, 410, 175), t(5, 2, 80, 175)];

const numbers = (tables: PlanTable[], party: number, limit?: number) =>
  suggestTableSets(tables, party, { limit }).map((s) => [...s.tableNumbers].sort((a, b) => a - b));

describe('tableGap', () => {
  it('is 0 for touching tables, else the distance between the rectangles', () => {
    expect(tableGap(PLAN[0]!, PLAN[1]!)).toBe(0);
    expect(tableGap(PLAN[1]!, PLAN[2]!)).toBe(30);
    expect(tableGap(PLAN[0]!, PLAN[4]!)).toBe(35);
    expect(tableGap(PLAN[1]!, PLAN[4]!)).toBeCloseTo(Math.hypot(20, 35));
    expect(tableGap(PLAN[2]!, PLAN[3]!)).toBeCloseTo(Math.hypot(100, 35));
  });
});

describe('suggestTableSets', () => {
  it('single tables first, then neighbours; fewest spare seats first within a size', () => {
    expect(numbers(PLAN, 6)).toEqual([[3], [4], [1, 5], [1, 2], [2, 3]]);
  });

  it('joins only tables that stand next to each other (gap ≤ 40), chains included', () => {
    expect(numbers(PLAN, 10)).toEqual([
      [2, 3],
      [1, 2, 5],
      [1, 2, 3],
    ]);
    // Table 4 stands alone: never joined with 3, although 3 and 4 would seat 14.
    expect(numbers(PLAN, 14)).toEqual([
      [1, 2, 3],
      [1, 2, 3, 5],
    ]);
  });

  it('names the main (biggest) table first, with the seats of the set', () => {
    expect(suggestTableSets(PLAN, 10)[0]).toEqual({ tableIds: [3, 2], tableNumbers: [3, 2], seats: 10 });
  });

  it('offers at most the limit (5 by default), and nothing when no connected set seats the party', () => {
    expect(suggestTableSets(PLAN, 2)).toHaveLength(5);
    expect(suggestTableSets(PLAN, 2, { limit: 3 })).toHaveLength(3);
    expect(suggestTableSets(PLAN, 30)).toEqual([]);
    expect(suggestTableSets([], 4)).toEqual([]);
  });

  it('chains only through the tables it is given (the free ones): without 2, 1 and 3 are apart', () => {
    const free = PLAN.filter((table) => table.id !== 2);
    expect(numbers(free, 10)).toEqual([]);
    expect(numbers(free, 6)).toEqual([[3], [4], [1, 5]]);
  });
});
