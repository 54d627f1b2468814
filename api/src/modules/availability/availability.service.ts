import type { EntityManager } from '@mikro-orm/postgresql';
import {
  hoursOn,
  LIFECYCLE_MESSAGES,
  SLOT_UNAVAILABLE_REASONS,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { readAvailabilityDay, type AvailabilityDay, type DayPeriod } from './availability-day';
import { daySlots } from './day-slots';
import { stateCode, stateReason, tableFacts, type TableFacts } from './table-facts';

export interface AvailabilityRequest {
  restaurantId: number;
  dateKey: string;
  /** One table; absent = any table. */
  tableId?: number;
  guests?: number;
  now: Date;
  /** The asker's own live hold (ownHoldPeriods): blocks nothing for them. */
  ownHold?: DayPeriod[];
  /** The asker's own booking (a guest moving it by its link): blocks nothing for them. */
  ownReservationId?: number;
}

/** Whether an occupancy period is one of the asker's own hold's (a hold's rows never overlap on one table). */
const isOwn = (period: DayPeriod, own: DayPeriod[]) =>
  period.reservationId === null &&
  own.some((o) => o.tableId === period.tableId && o.start === period.start && o.end === period.end);

/** How a table's occupancy meets a slot: not at all, only through guests' holds, or through a booking. */
const FREE = 0;
const HELD_BY_GUESTS = 1;
const BOOKED = 2;

const PAST = stateCode('past');
const TAKEN = stateCode('taken');
const BEING_BOOKED = stateCode('being_booked');

/**
 * Scratch space of the per-answer loops, reused: an answer is computed in one synchronous call, and allocating
 * typed arrays per answer cost more than filling them (api/bench, scenario c-cold).
 */
let blocks = new Uint8Array(1024);
let codes = new Uint8Array(64);

/**
 * blocks[table * slots + slot]: how the table's occupancy meets the slot. A slot holds a table when
 * [start, start + duration + buffer) meets an occupancy period; each period marks the slots it meets, so the
 * work grows with the day's bookings, not with tables × slots × bookings. Returns, per slot, how many tables
 * not in maintenance are blocked.
 */
function markBlocks(
  facts: TableFacts,
  slotStarts: number[],
  slotHeldTo: number[],
  held: DayPeriod[],
): Int32Array {
  const slots = slotStarts.length;
  const cells = facts.ids.length * slots;
  if (blocks.length < cells) blocks = new Uint8Array(cells * 2);
  blocks.fill(FREE, 0, cells);
  const blockedOpen = new Int32Array(slots);
  for (const period of held) {
    const table = facts.indexOf.get(period.tableId);
    if (table === undefined) continue; // a deleted table's past booking
    const level = period.reservationId === null ? HELD_BY_GUESTS : BOOKED;
    const open = facts.inMaintenance[table] === 0;
    for (let slot = 0, at = table * slots; slot < slots; slot++, at++) {
      if (period.start < slotHeldTo[slot]! && slotStarts[slot]! < period.end && blocks[at]! < level) {
        if (open && blocks[at] === FREE) blockedOpen[slot]!++;
        blocks[at] = level;
      }
    }
  }
  return blockedOpen;
}

/** Whether any of these tables (indexes) is blocked at the slot in `codes` only by guests' holds. */
function anyBeingBooked(tables: number[]): boolean {
  for (let i = 0; i < tables.length; i++) if (codes[tables[i]!] === BEING_BOOKED) return true;
  return false;
}

/** The tables of each state but free (codes[0..count)), keyed by reason in SLOT_UNAVAILABLE_REASONS order. */
function groupByReason(count: number, present: number, ids: number[]): TAvailabilitySlot['unavailable'] {
  const unavailable: TAvailabilitySlot['unavailable'] = {};
  if (present <= 1) return unavailable; // every table free
  const groups: (number[] | undefined)[] = [];
  for (let code = 1; code <= SLOT_UNAVAILABLE_REASONS.length; code++)
    if (present & (1 << code)) groups[code] = unavailable[stateReason(code)!] = [];
  for (let i = 0; i < count; i++) if (codes[i]) groups[codes[i]!]!.push(ids[i]!);
  return unavailable;
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
  const day = await readAvailabilityDay(em, request.restaurantId, request.dateKey);
  const own = request.ownHold ?? [];
  const ownBooking = request.ownReservationId;
  // A copy without the own hold and booking: the day read may be shared by the turn's other requests
  // (batchedPerTurn).
  const held =
    own.length || ownBooking !== undefined
      ? day.held.filter((period) => !isOwn(period, own) && period.reservationId !== ownBooking)
      : day.held;
  return { ...availabilityOfDay({ ...day, held }, request), version: day.version };
}

/** computeAvailability's answer from the day's data (no database); a tableId not among the tables is a 404. */
export function availabilityOfDay(
  { restaurant, tables, held }: Omit<AvailabilityDay, 'version'>,
  request: AvailabilityRequest,
): { answer: TAvailabilityResponse; slotStarts: number[] } {
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

  const facts = tableFacts(tables);
  // The asked table's index, -1 for any table.
  const asked = request.tableId === undefined ? -1 : facts.indexOf.get(request.tableId);
  if (asked === undefined) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  const party = facts.forParty(request.guests);
  const tableCount = tables.length;
  const nowMs = request.now.getTime();
  const slotStarts = slotTimes.map((slot) => slot.startMs);
  const slotHeldTo = slotTimes.map((slot) => slot.endMs + bufferMs);
  // A closed day's occupancy changes nothing (every slot is 'closed').
  const blockedOpen = markBlocks(facts, slotStarts, slotHeldTo, hours.closed ? [] : held);
  if (codes.length < tableCount) codes = new Uint8Array(tableCount * 2);
  const slotCount = slotTimes.length;

  let everySlotFull = true;
  const slots: TAvailabilitySlot[] = [];
  for (let slot = 0; slot < slotCount; slot++) {
    const { time, start, end } = slotTimes[slot]!;
    if (hours.closed) {
      if (facts.openCount > 0) everySlotFull = false;
      const unavailable = { closed: facts.ids.slice() }; // a copy: the answer must not share the facts
      slots.push({ time, start, end, available: false, reason: 'closed', tableId: null, unavailable });
      continue;
    }
    if (blockedOpen[slot]! < facts.openCount) everySlotFull = false;
    const past = slotStarts[slot]! < nowMs;
    let present = 0; // a bit per state met
    for (let i = 0, at = slot; i < tableCount; i++, at += slotCount) {
      const block = blocks[at]!;
      const state = past
        ? PAST
        : party.standing[i] || (block === FREE ? 0 : block === HELD_BY_GUESTS ? BEING_BOOKED : TAKEN);
      codes[i] = state;
      present |= 1 << state;
    }
    const unavailable = groupByReason(tableCount, present, facts.ids);
    // The asked table, or for any table the first free one by size (bySize).
    let chosen = asked;
    if (asked < 0)
      for (let i = 0; i < party.bySize.length && chosen < 0; i++)
        if (codes[party.bySize[i]!] === 0) chosen = party.bySize[i]!;
    if (chosen < 0) {
      // Every fitting table is blocked; one blocked only by a guest's hold may be free again within minutes.
      const reason = past ? 'past' : anyBeingBooked(party.bySize) ? 'being_booked' : party.noTableReason;
      slots.push({ time, start, end, available: false, reason, tableId: null, unavailable });
    } else {
      const reason = stateReason(codes[chosen]!);
      const tableId = facts.ids[chosen]!;
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
    fullyBooked: !hours.closed && slots.length > 0 && facts.openCount > 0 && everySlotFull,
    slots,
  };
  return { answer, slotStarts };
}
