import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  type TReservationEditPatch,
  type TReservationListItem,
  type TReservationPatch,
  type TReservationPatchAccepted,
  type TReservationStatusPatch,
  type TSocketEvent,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { DiningTable } from '../tables/table.entity';
import { replaceOccupancy, syncOccupancyToStatus } from './occupancy.writer';
import { ReservationApproval } from './reservation-approval.entity';
import { ReservationConflictError } from './reservation-conflict';
import { toListItem } from './reservation-item';
import { writeReservation, type WriteScope } from './reservation-write';

export interface EditContext {
  clock: Clock;
  realtime: RealtimeHub;
  userId: number;
}

export type PatchOutcome =
  { kind: 'updated'; item: TReservationListItem } | { kind: 'approval'; body: TReservationPatchAccepted };

const isStatusPatch = (patch: TReservationPatch): patch is TReservationStatusPatch => 'status' in patch;

/** Sets a status; released statuses free the tables, going back to confirmed holds them again (409 if taken). */
async function applyStatus({ tx, reservation }: WriteScope, patch: TReservationStatusPatch, now: Date) {
  reservation.status = patch.status;
  if (patch.status === 'no_show') reservation.noShowAt ??= now;
  if (patch.status === 'confirmed') reservation.noShowAt = null;
  await tx.flush();
  await syncOccupancyToStatus(tx, reservation);
}

/**
 * Moves a reservation to another main table and/or a new start, keeping the length of the stay and any
 * attached tables. Runs inside the caller's transaction; the exclusion constraint decides the conflict.
 */
export async function applyEdit(scope: WriteScope, edit: { tableId?: number | null; date?: Date | null }) {
  const { tx, reservation } = scope;
  if (edit.tableId != null && edit.tableId !== reservation.tableId) {
    const table = await tx.findOne(DiningTable, { id: edit.tableId });
    if (!table || table.restaurantId !== reservation.restaurantId)
      throw new AppError('NOT_FOUND', 'Table not found');
    if (table.status === 'maintenance') throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.tableHeld);
    scope.tableIds = [
      table.id,
      ...scope.tableIds.filter((id) => id !== reservation.tableId && id !== table.id),
    ];
    reservation.tableId = table.id;
  }
  if (edit.date) {
    const length = reservation.endAt.getTime() - reservation.startAt.getTime();
    reservation.startAt = edit.date;
    reservation.endAt = new Date(edit.date.getTime() + length);
  }
  await tx.flush();
  await replaceOccupancy(tx, reservation, scope.tableIds, scope.bufferMin);
}

/**
 * PATCH /reservations/{id}: a status change, or a reassign/reschedule. A conflicting edit with
 * requireApproval is not applied; it files an approval request and answers 202 (DESIGN §7).
 */
export async function patchReservation(
  em: EntityManager,
  id: number,
  patch: TReservationPatch,
  ctx: EditContext,
): Promise<PatchOutcome> {
  let event: TSocketEvent = 'reservation.updated';
  try {
    const reservation = await writeReservation(em, id, async (scope) => {
      if (isStatusPatch(patch)) {
        if (patch.status === 'no_show') event = 'reservation.no_show';
        await applyStatus(scope, patch, ctx.clock.now());
      } else {
        const previousTable = scope.reservation.tableId;
        await applyEdit(scope, { tableId: patch.tableId, date: patch.date ? new Date(patch.date) : null });
        if (scope.reservation.tableId !== previousTable) event = 'reservation.reassigned';
      }
      return scope.reservation;
    });
    const { restaurantId, tableId } = reservation;
    ctx.realtime.emitToRestaurant(restaurantId, event, { restaurantId, reservationId: id, tableId });
    return { kind: 'updated', item: await toListItem(em.fork(), reservation) };
  } catch (err) {
    if (!(err instanceof ReservationConflictError) || isStatusPatch(patch) || !patch.requireApproval)
      throw err;
    return { kind: 'approval', body: await fileApproval(em, id, patch, ctx.userId) };
  }
}

async function fileApproval(
  em: EntityManager,
  reservationId: number,
  edit: TReservationEditPatch,
  userId: number,
): Promise<TReservationPatchAccepted> {
  const fork = em.fork();
  const approval = fork.create(ReservationApproval, {
    reservationId,
    requestedTableId: edit.tableId ?? null,
    requestedStartAt: edit.date ? new Date(edit.date) : null,
    requestedById: userId,
    status: 'pending',
  });
  await fork.flush();
  return { requiresApproval: true, approvalId: approval.id };
}
