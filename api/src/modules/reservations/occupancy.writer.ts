import type { EntityManager } from '@mikro-orm/postgresql';
import { RELEASING_STATUSES } from '@stol/contracts';
import { occupancyPeriod, ReservationTable } from './reservation-table.entity';
import type { Reservation } from './reservation.entity';

/**
 * Rewrites a reservation's occupancy rows for its current tables and times (inside the caller's
 * transaction). The exclusion constraint checks the new rows: an overlap fails with 23P01 and rolls back.
 */
export async function replaceOccupancy(
  em: EntityManager,
  reservation: Reservation,
  tableIds: number[],
  bufferMin: number,
): Promise<void> {
  await em.nativeDelete(ReservationTable, { reservationId: reservation.id });
  const heldUntil = new Date(reservation.endAt.getTime() + bufferMin * 60_000);
  for (const tableId of new Set(tableIds)) {
    em.create(ReservationTable, {
      reservationId: reservation.id,
      tableId,
      period: occupancyPeriod(reservation.startAt, heldUntil),
      active: !RELEASING_STATUSES.includes(reservation.status),
    });
  }
  await em.flush();
}

/** Holds or releases a reservation's tables to match its status (re-holding may raise 23P01). */
export async function syncOccupancyToStatus(em: EntityManager, reservation: Reservation): Promise<void> {
  await em.nativeUpdate(
    ReservationTable,
    { reservationId: reservation.id },
    { active: !RELEASING_STATUSES.includes(reservation.status) },
  );
}
