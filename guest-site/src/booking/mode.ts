// The booking mode rules of guest spec §4 and the guest ranges of §5.1, as pure functions so they are tested
// on their own and the form only renders their result.

export interface TBookingMode {
  tableId: number | null;
  anyTable: boolean;
  largeParty: boolean;
  guests: number;
}

export interface TSeatsTable {
  id: number;
  seats: number;
}

export interface TLargePartyRange {
  from: number;
  to: number;
}

/** Maximum party size of any booking (both specs §9). */
export const MAX_GUESTS = 20;
/** Any table, when the restaurant has no tables yet (§5.1). */
const NO_TABLES_MAX = 12;

/** largePartyFrom (default 7, at least 2) to largePartyTo (default 20), capped at 20 (§5.1). */
export function largePartyRange(from?: number | null, to?: number | null): TLargePartyRange {
  const start = Math.min(MAX_GUESTS, Math.max(2, from ?? 7));
  return { from: start, to: Math.max(start, Math.min(MAX_GUESTS, to ?? MAX_GUESTS)) };
}

/** The allowed party sizes for the mode (§5.1). */
export function guestRange(
  mode: TBookingMode,
  tables: readonly TSeatsTable[],
  large: TLargePartyRange,
): { min: number; max: number } {
  if (mode.largeParty) return { min: large.from, max: large.to };
  const table = mode.tableId === null ? undefined : tables.find((t) => t.id === mode.tableId);
  if (table) return { min: Math.max(1, Math.floor(table.seats / 2)), max: table.seats };
  const largest = tables.reduce((max, t) => Math.max(max, t.seats), 0);
  return { min: 1, max: Math.min(MAX_GUESTS, largest || NO_TABLES_MAX) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Choosing a table turns off any-table (and large party: a large party has no table). */
export function chooseTable(mode: TBookingMode, table: TSeatsTable): TBookingMode {
  const next = { ...mode, tableId: table.id, anyTable: false, largeParty: false };
  return { ...next, guests: clamp(mode.guests, Math.max(1, Math.floor(table.seats / 2)), table.seats) };
}

/** Choosing any table clears the selected table; turning it off leaves no mode chosen. */
export function setAnyTable(mode: TBookingMode, on: boolean): TBookingMode {
  return on ? { ...mode, anyTable: true, tableId: null } : { ...mode, anyTable: false, largeParty: false };
}

/**
 * Large party on: any-table on, table cleared, guests raised to at least the large-party minimum.
 * Off: guests capped to the seats available (the largest table).
 */
export function setLargeParty(
  mode: TBookingMode,
  on: boolean,
  tables: readonly TSeatsTable[],
  large: TLargePartyRange,
): TBookingMode {
  if (on)
    return { tableId: null, anyTable: true, largeParty: true, guests: Math.max(mode.guests, large.from) };
  const next = { ...mode, largeParty: false };
  return { ...next, guests: Math.min(mode.guests, guestRange(next, tables, large).max) };
}

/** The form panel shows once a table, any table or a large party is chosen (§2.3). */
export const modeChosen = (mode: TBookingMode) => mode.tableId !== null || mode.anyTable || mode.largeParty;

/** The largest party one table can take (any table's maximum; 12 without tables, §5.1). */
export const largestTable = (tables: readonly TSeatsTable[]) =>
  Math.min(MAX_GUESTS, tables.reduce((max, t) => Math.max(max, t.seats), 0) || NO_TABLES_MAX);

/**
 * Ticking 'Any table is fine' while a large party is on leaves the large party (guests capped to the largest
 * table): the two toggles never both show ticked (issue 23 §5).
 */
export function tickAnyTable(
  mode: TBookingMode,
  on: boolean,
  tables: readonly TSeatsTable[],
  large: TLargePartyRange,
): TBookingMode {
  if (on && mode.largeParty) return setAnyTable(setLargeParty(mode, false, tables, large), true);
  return setAnyTable(mode, on);
}

/** Which toggles show ticked: a large party is on 'any table' underneath (§4), but only 'Large party' shows. */
export const togglesShown = (mode: TBookingMode) => ({
  anyTable: mode.anyTable && !mode.largeParty,
  largeParty: mode.largeParty,
});

/**
 * The party size from the page's bar (issue 23 §1, §5). A party no table can take is offered the large-party
 * request at once (not a plan of tables too small); a party back under the large-party minimum books any table
 * again; a chosen table the party no longer suits is let go, so the plan shows which tables do.
 */
export function setBarGuests(
  mode: TBookingMode,
  guests: number,
  tables: readonly TSeatsTable[],
  large: TLargePartyRange,
): TBookingMode {
  if (guests > largestTable(tables)) {
    const on = mode.largeParty ? mode : setLargeParty(mode, true, tables, large);
    return { ...on, guests: clamp(guests, large.from, large.to) };
  }
  if (mode.largeParty) {
    if (guests >= large.from) return { ...mode, guests };
    return { tableId: null, anyTable: true, largeParty: false, guests };
  }
  const table = mode.tableId === null ? undefined : tables.find((t) => t.id === mode.tableId);
  if (table && (guests > table.seats || guests < Math.max(1, Math.floor(table.seats / 2))))
    return { ...mode, tableId: null, guests };
  return { ...mode, guests };
}
