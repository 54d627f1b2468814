import { SLOT_UNAVAILABLE_REASONS, type TSlotUnavailableReason } from '@stol/contracts';
import type { DiningTable } from '../tables/table.entity';
import type { FloorTable } from './restaurant-floor';

/** Tables that could take `guests` at a free slot, best first: the smallest with enough seats (guest spec §5.1). */
export const bySizeThenNumber = (
  a: Pick<DiningTable, 'seats' | 'number'>,
  b: Pick<DiningTable, 'seats' | 'number'>,
) => a.seats - b.seats || a.number - b.number;

/**
 * A table's state at a slot as a small number: 0 free, else 1 + its reason's index in SLOT_UNAVAILABLE_REASONS
 * (the order of an answer's `unavailable` keys). Numbers, not strings, in the per-table loops: grouping tables
 * under string keys there cost more than the rest of the answer (api/bench, scenario c-cold).
 */
export const stateCode = (reason: TSlotUnavailableReason) => 1 + SLOT_UNAVAILABLE_REASONS.indexOf(reason);
const MAINTENANCE = stateCode('maintenance');
const TOO_SMALL = stateCode('too_small');
export const stateReason = (code: number): TSlotUnavailableReason | null =>
  code === 0 ? null : SLOT_UNAVAILABLE_REASONS[code - 1]!;

/** What availability needs of a restaurant's tables for a party size. */
export interface PartyFacts {
  /** Per table: why it cannot be taken at any slot whatever its bookings (maintenance, too small), else 0. */
  standing: Uint8Array;
  /** The tables (indexes) with enough seats, best first (bySizeThenNumber): any table takes the first free. */
  bySize: number[];
  /** Why no table can take an any-table booking at a slot that is not past. */
  noTableReason: TSlotUnavailableReason;
}

/** What availability needs of a restaurant's tables, whatever the day. */
export interface TableFacts {
  /** Index in the tables by table id. */
  indexOf: Map<number, number>;
  ids: number[];
  /** 1 for each table in maintenance. */
  inMaintenance: Uint8Array;
  /** How many tables are not in maintenance. */
  openCount: number;
  forParty(guests: number | undefined): PartyFacts;
}

/**
 * A restaurant's tables are read once for all its days while nothing changes (availability-day.ts) and come
 * frozen: what availability derives from them (sorting by size, indexes) is derived once per tables too.
 */
const knownFacts = new WeakMap<readonly FloorTable[], TableFacts>();

export function tableFacts(tables: readonly FloorTable[]): TableFacts {
  let facts = knownFacts.get(tables);
  if (!facts) knownFacts.set(tables, (facts = deriveFacts(tables)));
  return facts;
}

function deriveFacts(tables: readonly FloorTable[]): TableFacts {
  const inMaintenance = Uint8Array.from(tables, (t) => (t.status === 'maintenance' ? 1 : 0));
  const parties = new Map<number | undefined, PartyFacts>();
  return {
    indexOf: new Map(tables.map((t, i) => [t.id, i])),
    ids: tables.map((t) => t.id),
    inMaintenance,
    openCount: inMaintenance.length - inMaintenance.reduce((sum, m) => sum + m, 0),
    forParty(guests) {
      let party = parties.get(guests);
      if (!party) parties.set(guests, (party = partyFacts(tables, guests)));
      return party;
    },
  };
}

function partyFacts(tables: readonly FloorTable[], guests: number | undefined): PartyFacts {
  const minSeats = guests ?? 1;
  const bySize = tables
    .map((table, index) => ({ table, index }))
    .filter(({ table }) => table.seats >= minSeats)
    .sort((a, b) => bySizeThenNumber(a.table, b.table))
    .map(({ index }) => index);
  return {
    standing: Uint8Array.from(tables, (t) =>
      t.status === 'maintenance' ? MAINTENANCE : t.seats < minSeats ? TOO_SMALL : 0,
    ),
    bySize,
    noTableReason:
      bySize.length === 0
        ? 'too_small'
        : bySize.every((index) => tables[index]!.status === 'maintenance')
          ? 'maintenance'
          : 'taken',
  };
}
