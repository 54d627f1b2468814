import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIFECYCLE_MESSAGES,
  SLOT_UNAVAILABLE_REASONS,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
  type TSlotUnavailableReason,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import type { DiningTable } from '../tables/table.entity';
import { readAvailabilityDay, type DayPeriod } from './availability-day';
import { daySlots } from './day-slots';
import { hoursOn } from './opening-hours';
import type { FloorTable } from './restaurant-floor';

export interface AvailabilityRequest {
  restaurantId: number;
  dateKey: string;
  /** One table; absent = any table. */
  tableId?: number;
  guests?: number;
  now: Date;
}

/** Tables that could take `guests` at a free slot, best first: the smallest with enough seats (guest spec §5.1). */
export const bySizeThenNumber = (
  a: Pick<DiningTable, 'seats' | 'number'>,
  b: Pick<DiningTable, 'seats' | 'number'>,
) => a.seats - b.seats || a.number - b.number;

/** How a table's occupancy meets a slot: not at all, only through guests' holds, or through a booking. */
const FREE = 0;
const HELD_BY_GUESTS = 1;
const BOOKED = 2;

/**
 * blocks[table * slots + slot]: how the table's occupancy meets the slot. A slot holds a table when
 * [start, start + duration + buffer) meets an occupancy period; each period marks the slots it meets, so the
 * work grows with the day's bookings, not with tables × slots × bookings.
 */
function blockMatrix(
  tables: FloorTable[],
  slotStarts: number[],
  slotHeldTo: number[],
  held: DayPeriod[],
): Uint8Array {
  const slots = slotStarts.length;
  const blocks = new Uint8Array(tables.length * slots);
  const indexOf = new Map(tables.map((t, i) => [t.id, i]));
  for (const period of held) {
    const table = indexOf.get(period.tableId);
    if (table === undefined) continue; // a deleted table's past booking
    const level = period.reservationId === null ? HELD_BY_GUESTS : BOOKED;
    for (let slot = 0, at = table * slots; slot < slots; slot++, at++) {
      if (period.start < slotHeldTo[slot]! && slotStarts[slot]! < period.end && blocks[at]! < level)
        blocks[at] = level;
    }
  }
  return blocks;
}

/**
 * A table's state at a slot as a small number: 0 free, else 1 + its reason's index in SLOT_UNAVAILABLE_REASONS
 * (and that order is the order of `unavailable`'s keys). Numbers, not strings, in the per-table loop: grouping
 * tables under string keys there cost more than the rest of the answer (api/bench, scenario c-cold).
 */
const code = (reason: TSlotUnavailableReason) => 1 + SLOT_UNAVAILABLE_REASONS.indexOf(reason);
const PAST = code('past');
const TAKEN = code('taken');
const BEING_BOOKED = code('being_booked');

/** Why a table cannot be taken at any slot of the day, whatever its bookings (0: that depends on them). */
function standingCode(table: FloorTable, guests: number | undefined): number {
  if (table.status === 'maintenance') return code('maintenance');
  if (guests !== undefined && guests > table.seats) return code('too_small');
  return 0;
}

/** The tables of each state but free, keyed by reason in SLOT_UNAVAILABLE_REASONS order, ids in table order. */
function groupByReason(codes: Uint8Array, tables: FloorTable[]): TAvailabilitySlot['unavailable'] {
  const unavailable: TAvailabilitySlot['unavailable'] = {};
  for (let reason = 1; reason <= SLOT_UNAVAILABLE_REASONS.length; reason++) {
    let ids: number[] | undefined;
    for (let i = 0; i < codes.length; i++) if (codes[i] === reason) (ids ??= []).push(tables[i]!.id);
    if (ids) unavailable[SLOT_UNAVAILABLE_REASONS[reason - 1]!] = ids;
  }
  return unavailable;
}

/** Why no table can take an any-table booking at a slot that is not past. */
function anyTableReason(tables: FloorTable[], guests: number): TSlotUnavailableReason {
  const bigEnough = tables.filter((t) => t.seats >= guests);
  if (bigEnough.length === 0) return 'too_small';
  if (bigEnough.every((t) => t.status === 'maintenance')) return 'maintenance';
  return 'taken';
}

/**
 * The one availability computation for the guest site and the back office (guest spec §5.1). A slot holds
 * a table when [start, start + duration + buffer) meets an active occupancy period, which is exactly the test
 * the exclusion constraint applies when the booking is written. The data comes in one statement
 * (readAvailabilityDay), with the change counter the answer is cached under (`version`); `slotStarts` are the
 * slots' starts in epoch milliseconds.
 */
export async function computeAvailability(
  em: EntityManager,
  request: AvailabilityRequest,
): Promise<{ answer: TAvailabilityResponse; version: number; slotStarts: number[] }> {
  const { restaurant, tables, held, version } = await readAvailabilityDay(
    em,
    request.restaurantId,
    request.dateKey,
  );
  if (request.tableId !== undefined && !tables.some((t) => t.id === request.tableId)) {
    throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  }
  const hours = hoursOn(restaurant, request.dateKey);
  const durationMin = restaurant.defaultDurationMin;
  const bufferMs = restaurant.bufferMin * 60_000;
  // A closed day still lists the regular slots (reason 'closed') so staff can see why nothing is offered.
  const slotHours = hours.closed ? { openHour: restaurant.openHour, closeHour: restaurant.closeHour } : hours;
  const slotTimes = daySlots(
    request.dateKey,
    slotHours.openHour,
    slotHours.closeHour,
    restaurant.intervalMin,
    durationMin,
  );

  const guests = request.guests;
  const minSeats = guests ?? 1;
  const noTableReason = anyTableReason(tables, minSeats);
  const nowMs = request.now.getTime();
  const slotStarts = slotTimes.map((slot) => slot.startMs);
  const slotHeldTo = slotTimes.map((slot) => slot.endMs + bufferMs);
  // A closed day's occupancy changes nothing (every slot is 'closed').
  const blocks = blockMatrix(tables, slotStarts, slotHeldTo, hours.closed ? [] : held);
  const standing = tables.map((table) => standingCode(table, guests));
  const codes = new Uint8Array(tables.length);
  const allTableIds = tables.map((table) => table.id);
  const asked = request.tableId === undefined ? -1 : tables.findIndex((t) => t.id === request.tableId);
  // Any table: the smallest free table with enough seats, then the lowest number (bySizeThenNumber).
  const bySize = tables
    .map((table, index) => ({ table, index }))
    .filter(({ table }) => table.seats >= minSeats)
    .sort((a, b) => bySizeThenNumber(a.table, b.table))
    .map(({ index }) => index);
  const slotCount = slotTimes.length;
  const canOpen = tables.some((t) => t.status !== 'maintenance');

  let everySlotFull = true;
  const slots: TAvailabilitySlot[] = [];
  for (let slot = 0; slot < slotCount; slot++) {
    const { time, start, end } = slotTimes[slot]!;
    if (hours.closed) {
      if (canOpen) everySlotFull = false;
      const unavailable = { closed: allTableIds };
      slots.push({ time, start, end, available: false, reason: 'closed', tableId: null, unavailable });
      continue;
    }
    const past = slotStarts[slot]! < nowMs;
    for (let i = 0; i < tables.length; i++) {
      const block = blocks[i * slotCount + slot]!;
      if (block === FREE && tables[i]!.status !== 'maintenance') everySlotFull = false;
      codes[i] = past
        ? PAST
        : standing[i] || (block === FREE ? 0 : block === HELD_BY_GUESTS ? BEING_BOOKED : TAKEN);
    }
    const unavailable = groupByReason(codes, tables);
    // The asked table, or for any table the first free one by size (bySize).
    let chosen = asked;
    if (asked < 0)
      for (let i = 0; i < bySize.length && chosen < 0; i++) if (codes[bySize[i]!] === 0) chosen = bySize[i]!;
    if (chosen < 0) {
      const reason = past ? 'past' : noTableReason;
      slots.push({ time, start, end, available: false, reason, tableId: null, unavailable });
    } else {
      const state = codes[chosen]!;
      const reason = state ? SLOT_UNAVAILABLE_REASONS[state - 1]! : null;
      const tableId = tables[chosen]!.id;
      slots.push({ time, start, end, available: reason === null, reason, tableId, unavailable });
    }
  }

  const answer: TAvailabilityResponse = {
    restaurantId: restaurant.id,
    date: request.dateKey,
    closed: hours.closed,
    openHour: hours.openHour,
    closeHour: hours.closeHour,
    intervalMin: restaurant.intervalMin,
    durationMin,
    bufferMin: restaurant.bufferMin,
    fullyBooked: !hours.closed && slots.length > 0 && canOpen && everySlotFull,
    slots,
  };
  return { answer, version, slotStarts };
}
