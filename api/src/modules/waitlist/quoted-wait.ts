/**
 * The quoted wait of each party in a restaurant's waitlist (issue 11 §1): a pure function of the floor at one
 * moment, so it is tested on constructed days.
 *
 * - Tables that fit a party: live, not in maintenance, with at least as many seats as the party (a waiting party
 *   gets one table).
 * - When a table is free: the party sitting there now leaves when its booking ends, stretched or shrunk by how
 *   long tables actually stayed occupied today (`typicalStayMin` against the restaurant's `durationMin`: parties
 *   that stay 45 minutes of a 60-minute booking free their table a quarter early); later bookings of the table
 *   are fixed blocks, and a party is only seated where its whole stay (`durationMin`) fits before the next block.
 * - The line: parties are seated in their order, each at the table that is free soonest among those that fit
 *   it (the smaller table on a tie), which that party then holds for its stay (`stayOf` its size, else
 *   `durationMin`): the guests ahead in the line are counted.
 *
 * The answer is in whole minutes rounded up to 5 (what a host says at the door); 0 = a table is free now;
 * null = no table of the restaurant fits the party.
 */

export interface QuoteTable {
  id: number;
  seats: number;
}

/** An active hold of a table (a booking's occupancy, buffer included). */
export interface QuotePeriod {
  tableId: number;
  start: Date;
  end: Date;
}

export interface QuoteParty {
  id: number;
  partySize: number;
}

export interface QuoteInput {
  now: Date;
  /** How long a seated party holds a table: the restaurant's default duration. */
  durationMin: number;
  /**
   * How long a waiting party of this size will hold its table, in minutes (issue 24 §2: its turn time, or the
   * measured median of that size's stays); absent: durationMin for every party.
   */
  stayOf?: (partySize: number) => number;
  /** How long tables actually stayed occupied today (e.g. the median of today's finished stays); null = unknown. */
  typicalStayMin: number | null;
  /** Bookable tables (live, not in maintenance). */
  tables: QuoteTable[];
  /** Active holds that end after `now`. */
  periods: QuotePeriod[];
  /** The line, first come first. */
  queue: QuoteParty[];
}

const MINUTE = 60_000;
/** A typical stay moves the current party's expected end by at most this factor either way. */
const STAY_FACTOR = { min: 0.5, max: 2 } as const;

/** Quoted minutes per party id (see above). */
export function quoteWaits(input: QuoteInput): Map<number, number | null> {
  const now = input.now.getTime();
  const factor =
    input.typicalStayMin !== null && input.durationMin > 0
      ? Math.min(STAY_FACTOR.max, Math.max(STAY_FACTOR.min, input.typicalStayMin / input.durationMin))
      : 1;

  // Busy intervals per table, [from, to) in ms.
  const busy = new Map<number, Array<[number, number]>>(input.tables.map((t) => [t.id, []]));
  for (const period of input.periods) {
    const list = busy.get(period.tableId);
    if (!list) continue; // a table that takes no waiting party (maintenance, deleted)
    const start = period.start.getTime();
    let end = period.end.getTime();
    if (end <= now) continue;
    if (start <= now) end = Math.max(now, start + (end - start) * factor); // seated now: expected to leave
    list.push([start, end]);
  }

  /** The earliest instant from `from` at which a whole stay fits on the table. */
  const earliestFit = (tableId: number, from: number, stay: number): number => {
    const intervals = [...busy.get(tableId)!].sort((a, b) => a[0] - b[0]);
    let at = from;
    for (const [start, end] of intervals) {
      if (end <= at) continue;
      if (start >= at + stay) break;
      at = end;
    }
    return at;
  };

  const quotes = new Map<number, number | null>();
  for (const party of input.queue) {
    const stay = (input.stayOf?.(party.partySize) ?? input.durationMin) * MINUTE;
    let best: { table: QuoteTable; at: number } | null = null;
    for (const table of input.tables) {
      if (table.seats < party.partySize) continue;
      const at = earliestFit(table.id, now, stay);
      if (!best || at < best.at || (at === best.at && table.seats < best.table.seats)) best = { table, at };
    }
    if (!best) {
      quotes.set(party.id, null);
      continue;
    }
    busy.get(best.table.id)!.push([best.at, best.at + stay]);
    const minutes = Math.max(0, (best.at - now) / MINUTE);
    quotes.set(party.id, Math.max(0, Math.ceil(minutes / 5 - 1e-9)) * 5);
  }
  return quotes;
}

/** The median of today's finished stays in minutes (null when there are none). */
export function typicalStay(minutes: number[]): number | null {
  const valid = minutes.filter((m) => Number.isFinite(m) && m > 0).sort((a, b) => a - b);
  if (valid.length === 0) return null;
  const mid = Math.floor(valid.length / 2);
  return valid.length % 2 ? valid[mid]! : (valid[mid - 1]! + valid[mid]!) / 2;
}
