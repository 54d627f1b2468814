import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingWindowReason,
  LIFECYCLE_MESSAGES,
  pacingAllows,
  serviceTimeText,
  SLOT_UNAVAILABLE_REASONS,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { zagrebDateKey, zagrebDayRange, addDaysToKey } from '../../time/zagreb';
import {
  readAvailabilityDay,
  type AvailabilityDay,
  type DayArrival,
  type DayPeriod,
} from './availability-day';
import { daySlots } from './day-slots';
import { serviceDay } from './service-day';
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
  /** The restaurant's own staff ask: the guests' booking window does not apply to them (issue 24 §1). */
  staff?: boolean;
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
): Promise<{ answer: TAvailabilityResponse; version: number; clockEdges: number[] }> {
  const day = await readAvailabilityDay(em, request.restaurantId, request.dateKey);
  const own = request.ownHold ?? [];
  const ownBooking = request.ownReservationId;
  // A copy without the own hold and booking: the day read may be shared by the turn's other requests
  // (batchedPerTurn).
  const held =
    own.length || ownBooking !== undefined
      ? day.held.filter((period) => !isOwn(period, own) && period.reservationId !== ownBooking)
      : day.held;
  const arrivals =
    ownBooking !== undefined ? day.arrivals.filter((a) => a.reservationId !== ownBooking) : day.arrivals;
  return { ...availabilityOfDay({ ...day, held, arrivals }, request), version: day.version };
}

/** Per slot, the guests arriving in [start, start + interval) (pacing); one pass over the day's arrivals. */
function slotCovers(slotStarts: number[], intervalMs: number, arrivals: DayArrival[]): Int32Array {
  const covers = new Int32Array(slotStarts.length);
  for (const arrival of arrivals)
    for (let slot = 0; slot < slotStarts.length; slot++)
      if (arrival.start >= slotStarts[slot]! && arrival.start < slotStarts[slot]! + intervalMs)
        covers[slot]! += arrival.guests;
  return covers;
}

/**
 * The instants at which the clock alone changes an answer (the cache keeps it until the next one): each slot's
 * start (it turns 'past'), with a minimum notice the moment it turns 'too_soon', with days ahead the Zagreb
 * midnight the day comes into the window.
 */
function clockEdgesOf(
  slotStarts: number[],
  dateKey: string,
  window: AvailabilityDay['restaurant']['bookingWindow'],
): number[] {
  const edges = [...slotStarts];
  if (window?.minNoticeMinutes)
    for (const start of slotStarts) edges.push(start - window.minNoticeMinutes * 60_000);
  if (window?.maxDaysAhead !== undefined)
    edges.push(zagrebDayRange(addDaysToKey(dateKey, -window.maxDaysAhead)).start.getTime());
  return edges;
}

/** computeAvailability's answer from the day's data (no database); a tableId not among the tables is a 404. */
export function availabilityOfDay(
  { restaurant, tables, held, arrivals }: Omit<AvailabilityDay, 'version'>,
  request: AvailabilityRequest,
): { answer: TAvailabilityResponse; clockEdges: number[] } {
  // The day's services (special hours, the weekday's rule, the regular hours) and the party's duration (turn
  // times) decide the slots (issue 24 §1).
  const {
    day: services,
    durationMin,
    slots: serviceSlotTimes,
  } = serviceDay(restaurant, request.dateKey, request.guests);
  const hours = {
    closed: services.closed,
    openHour: services.closed ? restaurant.openHour : Math.floor(services.services[0]!.openMin / 60),
    closeHour: services.closed ? restaurant.closeHour : Math.ceil(services.services.at(-1)!.closeMin / 60),
  };
  const bufferMs = restaurant.bufferMin * 60_000;
  // A closed day still lists the regular slots (reason 'closed') so staff can see why nothing is offered.
  const slotTimes = services.closed
    ? daySlots(
        request.dateKey,
        restaurant.openHour,
        restaurant.closeHour,
        restaurant.intervalMin,
        durationMin,
      )
    : serviceSlotTimes;

  const facts = tableFacts(tables);
  // The asked table's index, -1 for any table.
  const asked = request.tableId === undefined ? -1 : facts.indexOf.get(request.tableId);
  if (asked === undefined) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  const fitting = facts.forParty(request.guests);
  const tableCount = tables.length;
  const nowMs = request.now.getTime();
  const slotStarts = slotTimes.map((slot) => slot.startMs);
  const slotHeldTo = slotTimes.map((slot) => slot.endMs + bufferMs);
  // A closed day's occupancy changes nothing (every slot is 'closed').
  const blockedOpen = markBlocks(facts, slotStarts, slotHeldTo, hours.closed ? [] : held);
  // The slot's own reasons (issue 24 §1): the guest's booking window, then the kitchen's covers (pacing).
  const window = request.staff ? null : restaurant.bookingWindow;
  const todayDateKey = window ? zagrebDateKey(request.now) : '';
  const covers = restaurant.pacing ? slotCovers(slotStarts, restaurant.intervalMin * 60_000, arrivals) : null;
  const party = request.guests ?? 1;
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
        : fitting.standing[i] || (block === FREE ? 0 : block === HELD_BY_GUESTS ? BEING_BOOKED : TAKEN);
      codes[i] = state;
      present |= 1 << state;
    }
    const unavailable = groupByReason(tableCount, present, facts.ids);
    const slotReason = past
      ? null
      : (bookingWindowReason(window, {
          startMs: slotStarts[slot]!,
          nowMs,
          startDateKey: request.dateKey,
          todayDateKey,
        }) ?? (covers && !pacingAllows(restaurant.pacing, covers[slot]!, party) ? 'pacing' : null));
    if (slotReason) {
      slots.push({ time, start, end, available: false, reason: slotReason, tableId: null, unavailable });
      continue;
    }
    // The asked table, or for any table the first free one by size (bySize).
    let chosen = asked;
    if (asked < 0)
      for (let i = 0; i < fitting.bySize.length && chosen < 0; i++)
        if (codes[fitting.bySize[i]!] === 0) chosen = fitting.bySize[i]!;
    if (chosen < 0) {
      // Every fitting table is blocked; one blocked only by a guest's hold may be free again within minutes.
      const reason = past ? 'past' : anyBeingBooked(fitting.bySize) ? 'being_booked' : fitting.noTableReason;
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
    servicesFrom: services.source,
    services: services.services.map((s) => ({
      open: serviceTimeText(s.openMin),
      close: serviceTimeText(s.closeMin),
    })),
    openHour: hours.openHour,
    closeHour: hours.closeHour,
    intervalMin: restaurant.intervalMin,
    durationMin,
    bufferMin: restaurant.bufferMin,
    fullyBooked: !hours.closed && slots.length > 0 && facts.openCount > 0 && everySlotFull,
    slots,
  };
  return { answer, clockEdges: clockEdgesOf(slotStarts, request.dateKey, window) };
}
