/**
 * Table sets for a large party (issue 11 §1): free tables that stand next to each other on the floor plan and
 * together seat the party. A pure function of the geometry, tested on constructed floor plans.
 *
 * - Two tables stand next to each other when the gap between their rectangles (canvas units; a table's (x, y)
 *   is its top-left corner) is at most `ADJACENT_GAP`: tables pushed together or a chair's width apart.
 * - A set must be connected through such neighbours (a chain of tables is fine, two far corners are not).
 * - Best first: fewest tables, then fewest spare seats, then the lowest table numbers. A set that already
 *   seats the party is not grown further (a bigger one would only be worse), and at most `limit` sets come back.
 */

export interface PlanTable {
  id: number;
  number: number;
  seats: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TableSet {
  tableIds: number[];
  tableNumbers: number[];
  seats: number;
}

/** The largest gap between two tables that still counts as "next to each other" (canvas units of 1000). */
export const ADJACENT_GAP = 40;
/** Sets of more tables than this are not looked for (no floor joins more for one party). */
const MAX_TABLES_PER_SET = 6;
/** Bounds the search on very dense plans: sets examined per size. */
const MAX_SETS_PER_SIZE = 20_000;

/** The gap between two table rectangles (0 when they touch or overlap). */
export function tableGap(a: PlanTable, b: PlanTable): number {
  const dx = Math.max(0, Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width));
  const dy = Math.max(0, Math.max(a.y, b.y) - Math.min(a.y + a.height, b.y + b.height));
  return Math.hypot(dx, dy);
}

export function suggestTableSets(
  tables: PlanTable[],
  partySize: number,
  options: { gap?: number; limit?: number } = {},
): TableSet[] {
  const gap = options.gap ?? ADJACENT_GAP;
  const limit = options.limit ?? 5;
  const byId = new Map(tables.map((t) => [t.id, t]));
  const neighbours = new Map<number, number[]>(tables.map((t) => [t.id, []]));
  for (let i = 0; i < tables.length; i++)
    for (let j = i + 1; j < tables.length; j++) {
      const [a, b] = [tables[i]!, tables[j]!];
      if (tableGap(a, b) <= gap) {
        neighbours.get(a.id)!.push(b.id);
        neighbours.get(b.id)!.push(a.id);
      }
    }

  const seatsOf = (ids: number[]) => ids.reduce((sum, id) => sum + byId.get(id)!.seats, 0);
  const found: number[][] = [];
  // Connected sets of size k, grown by one neighbour at a time (each set once, by its sorted ids).
  let level: number[][] = tables.map((t) => [t.id]);
  for (let size = 1; size <= MAX_TABLES_PER_SET && level.length > 0; size++) {
    const growing: number[][] = [];
    for (const set of level) (seatsOf(set) >= partySize ? found : growing).push(set);
    // Fewest tables first: once sets of this size seat the party, larger ones are only worse.
    if (found.length >= limit) break;
    const next = new Map<string, number[]>();
    for (const set of growing) {
      for (const member of set)
        for (const neighbour of neighbours.get(member)!) {
          if (set.includes(neighbour)) continue;
          const grown = [...set, neighbour].sort((a, b) => a - b);
          const key = grown.join(',');
          if (!next.has(key) && next.size < MAX_SETS_PER_SIZE) next.set(key, grown);
        }
    }
    level = [...next.values()];
  }

  const numbersOf = (ids: number[]) => ids.map((id) => byId.get(id)!.number).sort((a, b) => a - b);
  const ranked = found
    .map((ids) => ({ ids, seats: seatsOf(ids), numbers: numbersOf(ids) }))
    .sort((a, b) => a.ids.length - b.ids.length || a.seats - b.seats || compareNumbers(a.numbers, b.numbers));
  return ranked.slice(0, limit).map(({ ids, seats }) => {
    // Main table first: the biggest of the set (then the lowest number).
    const ordered = [...ids].sort(
      (a, b) => byId.get(b)!.seats - byId.get(a)!.seats || byId.get(a)!.number - byId.get(b)!.number,
    );
    return { tableIds: ordered, tableNumbers: ordered.map((id) => byId.get(id)!.number), seats };
  });
}

function compareNumbers(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
