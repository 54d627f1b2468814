import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BOOKING_MESSAGES, LIFECYCLE_MESSAGES, type TApprovalApproveRequest } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { API_MESSAGES } from '../../http/i18n/catalogue';
import { DiningTable } from '../tables/table.entity';
import { periodsInTheWay, type RequestedHold } from './approval-conflicts';
import { replaceOccupancy } from './occupancy.writer';
import { findConflicts, ReservationConflictError } from './reservation-conflict';
import { Reservation } from './reservation.entity';

export type ApprovalMove = NonNullable<TApprovalApproveRequest['moves']>[number];

/** What a move is about to hold, so an overlap the constraint raises can be reported for it. */
export interface MoveAttempt {
  restaurantId: number;
  tableIds: number[];
  start: Date;
  heldUntil: Date;
  exceptReservationId: number;
}

/** A booking moved out of the way, for its live event after the commit. */
export interface MovedBooking {
  restaurantId: number;
  reservationId: number;
  tableId: number;
}

/**
 * Moves each named booking that stands in a request's way to its named table, inside the approval's transaction
 * (issue 22 §6). A move must name a booking that blocks the request now and a live table of its restaurant, not
 * in maintenance, that seats its party and is free for its whole stay (plus the buffer); the booking then holds
 * that one table (every table it held is released: the new one seats the whole party). Any refusal throws and
 * the caller's transaction rolls back whatever was moved before; so does a request still blocked once they moved
 * (a 409 naming what is left in its way). Bookings are locked in id order. A table change
 * alone sends the guest nothing, as a reassign does not. `onAttempt` names what is being written while the
 * exclusion constraint may refuse it (a race for the same table), and undefined once written.
 */
export async function moveBookingsOutOfTheWay(
  tx: EntityManager,
  hold: RequestedHold,
  moves: readonly ApprovalMove[],
  bufferMin: number,
  onAttempt: (attempt: MoveAttempt | undefined) => void,
): Promise<MovedBooking[]> {
  if (moves.length === 0) return [];
  if (new Set(moves.map((m) => m.reservationId)).size !== moves.length)
    throw new AppError('VALIDATION_FAILED', API_MESSAGES.approvalMoveTwice);
  const inTheWay = new Set((await periodsInTheWay(tx, hold)).map((p) => p.reservationId));
  const moved: MovedBooking[] = [];
  for (const move of [...moves].sort((a, b) => a.reservationId - b.reservationId)) {
    if (!inTheWay.has(move.reservationId))
      throw new AppError('CONFLICT', API_MESSAGES.approvalMoveNotBlocking);
    const booking = await tx.findOneOrFail(
      Reservation,
      { id: move.reservationId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const table = await tx.findOne(DiningTable, { id: move.tableId });
    if (!table || table.restaurantId !== booking.restaurantId)
      throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
    if (table.status === 'maintenance') throw new AppError('CONFLICT', BOOKING_MESSAGES.tableHeld);
    if (table.seats < booking.guests) throw new AppError('CONFLICT', API_MESSAGES.approvalMoveTooSmall);
    const attempt: MoveAttempt = {
      restaurantId: booking.restaurantId,
      tableIds: [table.id],
      start: booking.startAt,
      heldUntil: new Date(booking.endAt.getTime() + bufferMin * 60_000),
      exceptReservationId: booking.id,
    };
    const conflicts = await findConflicts(tx, attempt);
    if (conflicts.length > 0) throw new ReservationConflictError(conflicts);
    onAttempt(attempt);
    booking.tableId = table.id;
    await tx.flush();
    await replaceOccupancy(tx, booking, [table.id], bufferMin);
    onAttempt(undefined);
    moved.push({ restaurantId: booking.restaurantId, reservationId: booking.id, tableId: table.id });
  }
  // Name what still stands in the way once these moved (the rollback would bring the moved ones back).
  const still = await findConflicts(tx, {
    restaurantId: hold.restaurantId,
    tableIds: hold.tableIds,
    start: hold.from,
    heldUntil: hold.to,
    exceptReservationId: hold.reservationId,
  });
  if (still.length > 0) throw new ReservationConflictError(still);
  return moved;
}
