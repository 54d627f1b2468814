import {
  tableReasonAt,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
  type TSlotUnavailableReason,
  type TTable,
} from '@stol/contracts';

/**
 * The day's availability for the guest's choice (issue 23 §1), derived from ONE answer per day: the page asks
 * GET /public/availability for the whole restaurant (no table, no party) and works out here what the API would
 * answer for a table or a party, so changing the party, the time or the table refetches nothing. The rules are
 * the API's (api/src/modules/availability): a past or closed slot and a table in maintenance stay so whatever
 * the party; a table with fewer seats than the party is too small before it is taken; any table gets the
 * smallest free table with enough seats (then the lowest number); with none, the slot is 'being booked' when a
 * fitting table is only held by a guest, else too small (no table fits), held (every fitting one in
 * maintenance) or taken.
 */
export interface TDayChoice {
  /** A specific table; null for any table (or a large party, which asks the staff). */
  tableId: number | null;
  /** The party; null leaves the answer as it came (a large party has no table to fit). */
  guests: number | null;
}

type TSeats = Pick<TTable, 'id' | 'seats' | 'number' | 'status'>;

/** Why `table` cannot take `guests` at `slot` of a whole-restaurant answer, or null when it can. */
export function tableStateAt(
  slot: Pick<TAvailabilitySlot, 'unavailable'>,
  table: TSeats,
  guests: number | null,
): TSlotUnavailableReason | null {
  const reason = tableReasonAt(slot, table.id);
  if (reason === 'past' || reason === 'closed' || reason === 'maintenance') return reason;
  if (guests !== null && table.seats < guests) return 'too_small';
  return reason;
}

const bySizeThenNumber = (a: TSeats, b: TSeats) => a.seats - b.seats || a.number - b.number;

/**
 * The reasons of a slot itself, whatever the table (the day closed, a passed time, the kitchen's pacing, the
 * guest's booking window): the API names them on the slot, not per table.
 */
const SLOT_WIDE_REASONS = ['closed', 'past', 'pacing', 'too_soon', 'too_far'] as const;
export const isSlotWideReason = (
  reason: TSlotUnavailableReason,
): reason is (typeof SLOT_WIDE_REASONS)[number] => (SLOT_WIDE_REASONS as readonly string[]).includes(reason);

/** One slot as the API answers it for the choice. */
export function slotFor(
  slot: TAvailabilitySlot,
  tables: readonly TSeats[],
  choice: TDayChoice,
): TAvailabilitySlot {
  if (slot.reason === 'closed') return slot;
  if (slot.reason === 'pacing' || slot.reason === 'too_soon' || slot.reason === 'too_far') {
    // Issue 24: no table can be taken then; each is listed by the slot's reason (a held one stays held), so the
    // plan greys them and the form says why, as the API would answer for the choice.
    const unavailable: TAvailabilitySlot['unavailable'] = {};
    for (const table of tables) {
      const own = tableStateAt(slot, table, null);
      (unavailable[own === 'maintenance' ? own : slot.reason] ??= []).push(table.id);
    }
    return { ...slot, available: false, tableId: choice.tableId, unavailable };
  }
  const unavailable: TAvailabilitySlot['unavailable'] = {};
  const states = new Map<number, TSlotUnavailableReason | null>();
  for (const table of [...tables].sort((a, b) => a.number - b.number)) {
    const state = tableStateAt(slot, table, choice.guests);
    states.set(table.id, state);
    if (state) (unavailable[state] ??= []).push(table.id);
  }
  const past = (slot.unavailable.past?.length ?? 0) > 0;
  if (choice.tableId !== null) {
    const reason = states.get(choice.tableId) ?? null;
    return { ...slot, available: reason === null, reason, tableId: choice.tableId, unavailable };
  }
  const fitting = tables
    .filter((table) => choice.guests === null || table.seats >= choice.guests)
    .sort(bySizeThenNumber);
  const free = fitting.find((table) => states.get(table.id) === null);
  if (free) return { ...slot, available: true, reason: null, tableId: free.id, unavailable };
  const reason: TSlotUnavailableReason = past
    ? 'past'
    : fitting.some((table) => states.get(table.id) === 'being_booked')
      ? 'being_booked'
      : fitting.length === 0
        ? 'too_small'
        : fitting.every((table) => table.status === 'maintenance')
          ? 'maintenance'
          : 'taken';
  return { ...slot, available: false, reason, tableId: null, unavailable };
}

/** The day's answer for the choice (the restaurant's facts and `fullyBooked` do not depend on it). */
export function dayFor(
  day: TAvailabilityResponse,
  tables: readonly TSeats[],
  choice: TDayChoice,
): TAvailabilityResponse {
  if (choice.tableId === null && choice.guests === null) return day;
  return { ...day, slots: day.slots.map((slot) => slotFor(slot, tables, choice)) };
}

/** The first time of the day that can be booked for the choice (the bar's 'next bookable slot'), else null. */
export const firstBookable = (day: TAvailabilityResponse | null): TAvailabilitySlot | null =>
  day && !day.closed ? (day.slots.find((slot) => slot.available) ?? null) : null;
