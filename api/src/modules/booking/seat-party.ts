import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  CANNOT_CREATE_PREFIX,
  durationFor,
  guestRangeMessage,
  HOST_MESSAGES,
  type TLanguage,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { restaurantFloor, type FloorTable } from '../availability/restaurant-floor';
import { createReservation } from '../reservations/booking.service';
import {
  conflictMessage,
  findConflicts,
  isOverlapError,
  ReservationConflictError,
} from '../reservations/reservation-conflict';
import type { Reservation } from '../reservations/reservation.entity';
import { DiningTable } from '../tables/table.entity';
import { getTableOrFail } from '../tables/tables.service';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

export interface SeatPartyInput {
  restaurantId: number;
  /** Main table first, then attached tables (duplicates are dropped). */
  tableIds: number[];
  start: Date;
  /** Length of the stay; default the restaurant's default duration. */
  durationMin?: number;
  guests: number;
  name: string;
  phone: string;
  email?: string | null;
  language?: TLanguage;
  isWalkIn?: boolean;
  isLargeParty?: boolean;
  /** The guests are here: the reservation starts checked in. */
  checkedInAt?: Date | null;
}

/**
 * A host's booking (walk-in, waitlist and large-party conversions) through the same engine as every other
 * booking: the tables must be live tables of the restaurant, not held for maintenance and together seat the
 * party; the stay is the party's turn time (else the restaurant's default duration); the occupancy rows and the exclusion constraint decide
 * overlaps. `inTx` runs in the same transaction (the waitlist entry or request changes with the booking). An
 * overlap is the staff spec's 409: 'Cannot create reservation: Table 4 (18:00-19:00) are already reserved.' with
 * `conflicts`.
 */
export async function seatParty<T>(
  em: EntityManager,
  input: SeatPartyInput,
  inTx: (tx: EntityManager, reservation: Reservation) => Promise<T>,
): Promise<{ reservation: Reservation; tableIds: number[]; result: T }> {
  const tableIds = [...new Set(input.tableIds)];
  if (tableIds.length === 0) throw invalid(HOST_MESSAGES.selectTable);
  const { restaurant, tables } = await restaurantFloor(em, input.restaurantId);
  const chosen: FloorTable[] = [];
  for (const id of tableIds) {
    const table = tables.find((t) => t.id === id);
    if (!table) {
      await getTableOrFail(em, id); // 404 'Table not found' when it does not exist (or was deleted)
      throw invalid(HOST_MESSAGES.tablesElsewhere);
    }
    if (table.status === 'maintenance') throw invalid(BOOKING_MESSAGES.tableHeld);
    chosen.push(table);
  }
  const seats = chosen.reduce((sum, t) => sum + t.seats, 0);
  if (input.guests > seats) {
    throw invalid(chosen.length === 1 ? guestRangeMessage(1, seats) : HOST_MESSAGES.tooFewSeats);
  }

  // The party's turn time (issue 24 §1), unless the caller names the stay.
  const endAt = new Date(
    input.start.getTime() + (input.durationMin ?? durationFor(restaurant, input.guests)) * 60_000,
  );
  try {
    return await em.fork().transactional(async (tx) => {
      const reservation = await createReservation(tx, {
        restaurantId: input.restaurantId,
        tableIds: tableIds as [number, ...number[]],
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        startAt: input.start,
        endAt,
        guests: input.guests,
        bufferMin: restaurant.bufferMin,
        checkedInAt: input.checkedInAt ?? null,
        isWalkIn: input.isWalkIn ?? false,
        isLargeParty: input.isLargeParty ?? false,
        language: input.language ?? 'hr',
      });
      // A party seated now ends a just-cleared table's undo window: the table is theirs, and boards that hide a
      // table's stay while it is "just cleared" (staff spec §4) must show the new party at once.
      if (input.checkedInAt)
        await tx.nativeUpdate(
          DiningTable,
          { id: { $in: tableIds }, clearedUntil: { $ne: null } },
          { clearedUntil: null },
        );
      const result = await inTx(tx, reservation);
      await tx.flush();
      return { reservation, tableIds, result };
    });
  } catch (err) {
    if (!isOverlapError(err)) throw err;
    const conflicts = await findConflicts(em.fork(), {
      restaurantId: input.restaurantId,
      tableIds,
      start: input.start,
      heldUntil: new Date(endAt.getTime() + restaurant.bufferMin * 60_000),
    });
    const detail = conflictMessage(conflicts);
    throw new ReservationConflictError(conflicts, detail ? CANNOT_CREATE_PREFIX + detail : undefined);
  }
}
