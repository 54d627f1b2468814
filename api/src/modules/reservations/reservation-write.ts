import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIFECYCLE_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { findConflicts, isOverlapError, ReservationConflictError } from './reservation-conflict';
import { tableIdsByReservation } from './reservation-tables.repository';
import { Reservation } from './reservation.entity';

/** What a write sees inside its transaction: the reservation, its tables and the restaurant's buffer. */
export interface WriteScope {
  tx: EntityManager;
  reservation: Reservation;
  tableIds: number[];
  bufferMin: number;
}

export async function getReservationOrFail(em: EntityManager, id: number): Promise<Reservation> {
  const reservation = await em.findOne(Reservation, { id });
  if (!reservation) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.reservationNotFound);
  return reservation;
}

/**
 * Runs one write on a reservation in one transaction (the row is locked for the duration). An overlap
 * raised by the exclusion constraint becomes a 409 naming the periods the reservation's new state would
 * collide with, computed after the rollback.
 */
export async function writeReservation<T>(
  em: EntityManager,
  reservationId: number,
  work: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  let attempted: { restaurantId: number; tableIds: number[]; start: Date; heldUntil: Date } | undefined;
  try {
    return await em.fork().transactional(async (tx) => {
      const reservation = await tx.findOne(
        Reservation,
        { id: reservationId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!reservation) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.reservationNotFound);
      const restaurant = await getRestaurantOrFail(tx, reservation.restaurantId);
      const tableIds = (await tableIdsByReservation(tx, [reservation.id])).get(reservation.id) ?? [
        reservation.tableId,
      ];
      const scope: WriteScope = { tx, reservation, tableIds, bufferMin: restaurant.bufferMin };
      const describe = () => {
        attempted = {
          restaurantId: reservation.restaurantId,
          tableIds: scope.tableIds,
          start: reservation.startAt,
          heldUntil: new Date(reservation.endAt.getTime() + restaurant.bufferMin * 60_000),
        };
      };
      try {
        return await work(scope);
      } finally {
        describe();
      }
    });
  } catch (err) {
    if (!isOverlapError(err) || !attempted) throw err;
    const conflicts = await findConflicts(em.fork(), { ...attempted, exceptReservationId: reservationId });
    throw new ReservationConflictError(conflicts);
  }
}
