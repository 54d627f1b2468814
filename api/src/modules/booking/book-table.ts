import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_MESSAGES, guestRangeMessage, LIFECYCLE_MESSAGES, type TLanguage } from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import type { ReservationMessages } from '../notifications/reservation-messages';
import { bySizeThenNumber } from '../availability/table-facts';
import { restaurantFloor, type FloorSettings, type FloorTable } from '../availability/restaurant-floor';
import { createReservation } from '../reservations/booking.service';
import {
  findConflicts,
  isOverlapError,
  ReservationConflictError,
} from '../reservations/reservation-conflict';
import type { Reservation } from '../reservations/reservation.entity';
import { getTableOrFail } from '../tables/tables.service';
import { anyTableGuestRange, tableGuestRange } from './guest-range';
import { assertInBookingWindow } from './booking-window';
import { assertOfferedSlot } from './offered-slot';
import { holdPacingRoom } from './pacing';
import { pastStartMessage } from './past-start';
import { nationalDigits, normalisePhone } from './phone';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** A booking as both doors take it: a guest's POST /reserve and the back office's POST /reservations. */
export interface BookingInput {
  restaurantId?: number;
  tableId?: number | null;
  anyTable?: boolean;
  /** ISO 8601 start with an offset (checked by the contracts). */
  date: string;
  guests: number;
  name: string;
  phone: string;
  countryCode?: string;
  email?: string | null;
  notes?: string | null;
  language?: TLanguage;
}

/** Where the two doors differ (DESIGN §7: the same booking rules, the guest path adds its own checks). */
export interface BookingPolicy {
  /**
   * The back office may book a table smaller than the party (issue 22 §1): the seat maximum is not applied, and
   * any table falls back to the largest free table that is too small.
   */
  allowOverCapacity?: boolean;
  /** The guest's booking window applies (issue 24 §1: minimum notice, days ahead); the back office books outside it. */
  guestWindow?: boolean;
  /** The guest path's own check once the restaurant and the phone are known (a verified code). */
  verify?: (restaurant: FloorSettings, restaurantId: number, phone: string) => void;
  /** Runs first in the booking's transaction (a guest's hold gives way to their booking there). */
  beforeCreate?: (tx: EntityManager) => Promise<void>;
}

export interface BookingContext {
  clock: Clock;
  realtime: RealtimeHub;
  messages?: ReservationMessages;
}

/**
 * The one booking engine (guest spec §5.1 on the server): an offered slot of an open day, not in the past, a phone
 * of at least 8 digits (stored E.164), a table that takes the party, then one transaction per attempt. A specific
 * table either gets the booking or a 409 naming the conflicts (or PACING_FULL when the slot's covers are reached); any table tries the free tables smallest first,
 * moving on when a concurrent booking took one (the exclusion constraint decides). The confirmation and the visit
 * jobs commit with the booking; `reservation.created` is emitted after the commit.
 */
export async function bookTable(
  em: EntityManager,
  input: BookingInput,
  policy: BookingPolicy,
  context: BookingContext,
): Promise<{ reservation: Reservation; tableIds: [number] }> {
  const now = context.clock.now();
  if (!input.anyTable && !input.tableId) throw invalid(BOOKING_MESSAGES.tableRequired);

  // A table names its restaurant; then the restaurant's settings and tables come in one round trip.
  const restaurantId =
    input.restaurantId ??
    (input.tableId ? (await getTableOrFail(em, input.tableId)).restaurantId : undefined);
  if (restaurantId === undefined) throw invalid('restaurantId is required');
  const { restaurant, tables } = await restaurantFloor(em, restaurantId);
  const table = input.tableId ? tables.find((t) => t.id === input.tableId) : undefined;
  if (input.tableId && !table) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);

  const start = new Date(input.date);
  const past = pastStartMessage(start, now);
  if (past) throw invalid(past);

  const phone = normalisePhone(input.phone, input.countryCode);
  if (nationalDigits(phone, input.countryCode) < 8) throw invalid(BOOKING_MESSAGES.phoneDigits);

  // The party's duration comes with its slots (turn times by party size, issue 24 §1).
  const durationMin = assertOfferedSlot(restaurant, start, input.guests);
  if (policy.guestWindow) assertInBookingWindow(restaurant, start, now);
  policy.verify?.(restaurant, restaurantId, phone);

  const candidates = candidateTables(tables, table, input.guests, policy.allowOverCapacity ?? false);
  const endAt = new Date(start.getTime() + durationMin * 60_000);
  const heldUntil = new Date(endAt.getTime() + restaurant.bufferMin * 60_000);
  for (const candidate of candidates) {
    try {
      const reservation = await em.fork().transactional(async (tx) => {
        // The kitchen's covers of the slot (pacing), queued per slot before any table is locked — before the
        // guest's hold gives way too (releasing it locks its tables): one lock order, or two bookings of a slot,
        // one consuming a hold, deadlock (the bench's hold race on a paced restaurant did).
        await holdPacingRoom(tx, restaurant, start, input.guests);
        await policy.beforeCreate?.(tx);
        const created = await createReservation(tx, {
          restaurantId,
          tableIds: [candidate.id],
          name: input.name,
          phone,
          email: input.email ?? null,
          notes: input.notes ?? null,
          startAt: start,
          endAt,
          guests: input.guests,
          bufferMin: restaurant.bufferMin,
          language: input.language ?? 'en',
        });
        // The confirmation and the visit jobs commit with the booking, or not at all.
        await context.messages?.created(tx, created);
        return created;
      });
      context.realtime.emitToRestaurant(restaurantId, 'reservation.created', {
        restaurantId,
        reservationId: reservation.id,
        tableId: candidate.id,
      });
      return { reservation, tableIds: [candidate.id] };
    } catch (err) {
      if (!isOverlapError(err)) throw err;
      // Taken: any table moves on to the next candidate; a specific table answers with what blocks it.
    }
  }
  const conflicts = await findConflicts(em.fork(), {
    restaurantId,
    tableIds: candidates.map((t) => t.id),
    start,
    heldUntil,
  });
  throw new ReservationConflictError(conflicts, table ? undefined : BOOKING_MESSAGES.noTableFree);
}

/**
 * The tables to try, best first. A named table must take the party (floor(seats / 2) to seats; over capacity:
 * no maximum). Any table: the tables that seat the party, smallest first; over capacity, then the smaller ones,
 * largest first (the closest fit).
 */
function candidateTables(
  tables: FloorTable[],
  table: FloorTable | undefined,
  guests: number,
  overCapacity: boolean,
): FloorTable[] {
  if (table) {
    if (table.status === 'maintenance') throw invalid(BOOKING_MESSAGES.tableHeld);
    const range = tableGuestRange(table.seats);
    if (guests < range.min || (!overCapacity && guests > range.max))
      throw invalid(guestRangeMessage(range.min, range.max));
    return [table];
  }
  const range = anyTableGuestRange(tables.map((t) => t.seats));
  if (guests < range.min || (!overCapacity && guests > range.max))
    throw invalid(guestRangeMessage(range.min, range.max));
  const live = tables.filter((t) => t.status !== 'maintenance');
  const seating = live.filter((t) => t.seats >= guests).sort(bySizeThenNumber);
  const smaller = overCapacity
    ? live.filter((t) => t.seats < guests).sort((a, b) => b.seats - a.seats || a.number - b.number)
    : [];
  const candidates = [...seating, ...smaller];
  if (candidates.length === 0) throw invalid(BOOKING_MESSAGES.noTableFree);
  return candidates;
}
