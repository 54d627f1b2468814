import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIFECYCLE_MESSAGES,
  type TAvailabilityResponse,
  type TAvailabilitySlot,
  type TSlotUnavailableReason,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import type { DiningTable } from '../tables/table.entity';
import { daySlots } from './day-slots';
import { hoursOn } from './opening-hours';
import { heldPeriods, type HeldPeriod } from './occupancy.repository';
import { restaurantFloor, type FloorTable } from './restaurant-floor';

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

const overlaps = (period: HeldPeriod, start: Date, end: Date) => period.start < end && start < period.end;

function tableReason(
  table: FloorTable,
  blocking: HeldPeriod[],
  past: boolean,
  guests: number | undefined,
): TSlotUnavailableReason | null {
  if (past) return 'past';
  if (table.status === 'maintenance') return 'maintenance';
  if (guests !== undefined && guests > table.seats) return 'too_small';
  if (blocking.length === 0) return null;
  // Only guests' holds: free again within minutes unless they book.
  return blocking.every((p) => p.reservationId === null) ? 'being_booked' : 'taken';
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
 * the exclusion constraint applies when the booking is written.
 */
export async function computeAvailability(
  em: EntityManager,
  request: AvailabilityRequest,
): Promise<TAvailabilityResponse> {
  const { restaurant, tables } = await restaurantFloor(em, request.restaurantId);
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

  const held =
    slotTimes.length === 0 || hours.closed
      ? []
      : await heldPeriods(em, {
          restaurantId: restaurant.id,
          from: slotTimes[0]!.start,
          to: new Date(slotTimes[slotTimes.length - 1]!.end.getTime() + bufferMs),
        });
  const heldByTable = new Map<number, HeldPeriod[]>();
  for (const period of held)
    heldByTable.set(period.tableId, [...(heldByTable.get(period.tableId) ?? []), period]);

  const bookable = tables.filter((t) => t.status !== 'maintenance');
  let everySlotFull = true;
  const slots: TAvailabilitySlot[] = slotTimes.map(({ time, start, end }) => {
    const heldTo = new Date(end.getTime() + bufferMs);
    const past = start.getTime() < request.now.getTime();
    const blockingOf = (tableId: number) =>
      (heldByTable.get(tableId) ?? []).filter((p) => overlaps(p, start, heldTo));
    const taken = new Set(tables.filter((t) => blockingOf(t.id).length > 0).map((t) => t.id));
    if (bookable.some((t) => !taken.has(t.id))) everySlotFull = false;
    const base = { time, start: start.toISOString(), end: end.toISOString() };
    if (hours.closed) {
      const tableStates = tables.map((t) => ({ tableId: t.id, reason: 'closed' as const }));
      return { ...base, available: false, reason: 'closed', tableId: null, tables: tableStates };
    }
    const tableStates = tables.map((t) => ({
      tableId: t.id,
      reason: tableReason(t, blockingOf(t.id), past, request.guests),
    }));
    if (request.tableId !== undefined) {
      const reason = tableStates.find((s) => s.tableId === request.tableId)!.reason;
      return { ...base, available: reason === null, reason, tableId: request.tableId, tables: tableStates };
    }
    const free = tables
      .filter((t, i) => tableStates[i]!.reason === null && t.seats >= (request.guests ?? 1))
      .sort(bySizeThenNumber);
    const choice = free[0];
    if (choice) return { ...base, available: true, reason: null, tableId: choice.id, tables: tableStates };
    const reason = past ? 'past' : anyTableReason(tables, request.guests ?? 1);
    return { ...base, available: false, reason, tableId: null, tables: tableStates };
  });

  return {
    restaurantId: restaurant.id,
    date: request.dateKey,
    closed: hours.closed,
    openHour: hours.openHour,
    closeHour: hours.closeHour,
    intervalMin: restaurant.intervalMin,
    durationMin,
    bufferMin: restaurant.bufferMin,
    fullyBooked: !hours.closed && slots.length > 0 && bookable.length > 0 && everySlotFull,
    slots,
  };
}
