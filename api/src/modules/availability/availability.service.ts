import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIFECYCLE_MESSAGES,
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

function blockingAt(periods: DayPeriod[] | undefined, start: number, heldTo: number): number {
  let block = FREE;
  if (!periods) return block;
  for (const p of periods) {
    if (p.start < heldTo && start < p.end) {
      if (p.reservationId !== null) return BOOKED;
      block = HELD_BY_GUESTS;
    }
  }
  return block;
}

function tableReason(
  table: FloorTable,
  block: number,
  past: boolean,
  guests: number | undefined,
): TSlotUnavailableReason | null {
  if (past) return 'past';
  if (table.status === 'maintenance') return 'maintenance';
  if (guests !== undefined && guests > table.seats) return 'too_small';
  if (block === FREE) return null;
  // Only guests' holds: free again within minutes unless they book.
  return block === HELD_BY_GUESTS ? 'being_booked' : 'taken';
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
 * (readAvailabilityDay), with the change counter the answer is cached under (`version`).
 */
export async function computeAvailability(
  em: EntityManager,
  request: AvailabilityRequest,
): Promise<{ answer: TAvailabilityResponse; version: number }> {
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

  // Per table, in the order of `tables`; a closed day's occupancy changes nothing (every slot is 'closed').
  const heldByTable = new Map<number, DayPeriod[]>();
  if (!hours.closed) {
    for (const period of held) {
      const list = heldByTable.get(period.tableId);
      if (list) list.push(period);
      else heldByTable.set(period.tableId, [period]);
    }
  }
  const periodsOf = tables.map((t) => heldByTable.get(t.id));
  const guests = request.guests;
  const minSeats = guests ?? 1;
  const noTableReason = anyTableReason(tables, minSeats);
  const nowMs = request.now.getTime();

  let everySlotFull = true;
  const slots: TAvailabilitySlot[] = slotTimes.map(({ time, start, end }) => {
    const startMs = start.getTime();
    const heldTo = end.getTime() + bufferMs;
    const past = startMs < nowMs;
    const base = { time, start: start.toISOString(), end: end.toISOString() };
    if (hours.closed) {
      if (tables.some((t) => t.status !== 'maintenance')) everySlotFull = false;
      const tableStates = tables.map((t) => ({ tableId: t.id, reason: 'closed' as const }));
      return { ...base, available: false, reason: 'closed', tableId: null, tables: tableStates };
    }
    const tableStates: TAvailabilitySlot['tables'] = [];
    let choice: FloorTable | undefined;
    let requested: TSlotUnavailableReason | null = null;
    for (let i = 0; i < tables.length; i++) {
      const table = tables[i]!;
      const block = blockingAt(periodsOf[i], startMs, heldTo);
      if (block === FREE && table.status !== 'maintenance') everySlotFull = false;
      const reason = tableReason(table, block, past, guests);
      tableStates.push({ tableId: table.id, reason });
      if (table.id === request.tableId) requested = reason;
      // The smallest free table with enough seats, then the lowest number (bySizeThenNumber).
      if (reason === null && table.seats >= minSeats && (!choice || bySizeThenNumber(table, choice) < 0))
        choice = table;
    }
    if (request.tableId !== undefined) {
      return {
        ...base,
        available: requested === null,
        reason: requested,
        tableId: request.tableId,
        tables: tableStates,
      };
    }
    if (choice) return { ...base, available: true, reason: null, tableId: choice.id, tables: tableStates };
    const reason = past ? 'past' : noTableReason;
    return { ...base, available: false, reason, tableId: null, tables: tableStates };
  });

  const answer: TAvailabilityResponse = {
    restaurantId: restaurant.id,
    date: request.dateKey,
    closed: hours.closed,
    openHour: hours.openHour,
    closeHour: hours.closeHour,
    intervalMin: restaurant.intervalMin,
    durationMin,
    bufferMin: restaurant.bufferMin,
    fullyBooked:
      !hours.closed && slots.length > 0 && tables.some((t) => t.status !== 'maintenance') && everySlotFull,
    slots,
  };
  return { answer, version };
}
