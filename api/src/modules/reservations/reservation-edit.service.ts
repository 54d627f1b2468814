import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_MESSAGES,
  LIFECYCLE_MESSAGES,
  type TReservationDetailsPatch,
  type TReservationStatus,
  type TReservationEditPatch,
  type TReservationListItem,
  type TReservationPatchAccepted,
  type TReservationStatusPatch,
  type TSocketEvent,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { holdPacingRoom, pacingSettingsOf } from '../booking/pacing';
import { pastStartMessage } from '../booking/past-start';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import type { ReservationMessages } from '../notifications/reservation-messages';
import { DiningTable } from '../tables/table.entity';
import { noShowRefusal } from './no-show.transition';
import { replaceOccupancy, syncOccupancyToStatus } from './occupancy.writer';
import { conflictsWithWayOut } from './approval-suggestions';
import { ReservationApproval } from './reservation-approval.entity';
import { ReservationConflictError } from './reservation-conflict';
import { applyDetails } from './reservation-details';
import { toListItem } from './reservation-item';
import { Reservation } from './reservation.entity';
import { writeReservation, type WriteScope } from './reservation-write';

export interface EditContext {
  clock: Clock;
  realtime: RealtimeHub;
  userId: number;
  /** Tells the guest (cancel and reschedule notices, visit jobs) inside the write's transaction. */
  messages?: ReservationMessages;
}

export type PatchOutcome =
  { kind: 'updated'; item: TReservationListItem } | { kind: 'approval'; body: TReservationPatchAccepted };

/** A PATCH body as the route parsed it (reservation-patch.ts): its kind decides what it does and who may send it. */
export type ParsedReservationPatch =
  | { kind: 'status'; patch: TReservationStatusPatch }
  | { kind: 'edit'; patch: TReservationEditPatch }
  | { kind: 'details'; patch: TReservationDetailsPatch };

/**
 * Why a reservation cannot take a status now, or null. The back office offers clear and no-show only on the day's
 * seated list (staff spec §2: clear, "labelled no-show for a guest not checked in"), so a reservation is cleared or
 * marked a no-show only once it has started, and a checked-in guest is cleared, not a no-show.
 */
function statusRefusal(reservation: Reservation, status: TReservationStatus, now: Date): string | null {
  if (status === 'cancelled') return cancelRefusal(reservation);
  if (status === reservation.status) return null;
  if (status === 'no_show') return noShowRefusal(reservation, now);
  if (status === 'cleared' && reservation.startAt > now) return LIFECYCLE_MESSAGES.notStartedYet;
  return null;
}

/**
 * Only a booking still ahead or under way is cancelled (issue 22 §2): what has happened stays as it happened (a
 * finished visit, a no-show), a seated party is cleared, and a second cancel says so rather than notifying again.
 */
function cancelRefusal(reservation: Reservation): string | null {
  if (reservation.status === 'cancelled') return LIFECYCLE_MESSAGES.alreadyCancelled;
  if (reservation.status === 'cleared') return LIFECYCLE_MESSAGES.cancelFinished;
  if (reservation.status === 'no_show' || reservation.noShowAt) return LIFECYCLE_MESSAGES.cancelNoShow;
  if (reservation.checkedInAt) return LIFECYCLE_MESSAGES.noShowCheckedIn;
  return null;
}

/** Sets a status; released statuses free the tables, going back to confirmed holds them again (409 if taken). */
export async function applyStatus(
  { tx, reservation }: WriteScope,
  patch: TReservationStatusPatch,
  now: Date,
  messages?: ReservationMessages,
) {
  const refusal = statusRefusal(reservation, patch.status, now);
  if (refusal) throw new AppError('CONFLICT', refusal);
  const cancelling = patch.status === 'cancelled' && reservation.status !== 'cancelled';
  reservation.status = patch.status;
  if (patch.status === 'no_show') reservation.noShowAt ??= now;
  if (patch.status === 'confirmed') reservation.noShowAt = null;
  // The end of the visit, for turn times (issue 21 §2): set when it is cleared, gone when it is anything else.
  reservation.clearedAt = patch.status === 'cleared' ? (reservation.clearedAt ?? now) : null;
  await tx.flush();
  await syncOccupancyToStatus(tx, reservation);
  if (cancelling) await messages?.cancelled(tx, reservation);
}

/**
 * Moves a reservation to another main table and/or a new start, keeping the length of the stay (unless
 * `durationMin` names a new one) and any attached tables. Runs inside the caller's transaction; the exclusion constraint decides the conflict.
 * A new start in the past is refused with the booking texts (an unchanged start is not a reschedule: a seated
 * party may still move tables).
 */
export async function applyEdit(
  scope: WriteScope,
  edit: { tableId?: number | null; date?: Date | null; durationMin?: number },
  now: Date,
  messages?: ReservationMessages,
) {
  const { tx, reservation } = scope;
  const moved = edit.date && edit.date.getTime() !== reservation.startAt.getTime() ? edit.date : null;
  const past = moved && pastStartMessage(moved, now);
  if (past) throw new AppError('VALIDATION_FAILED', past);
  if (edit.tableId != null && edit.tableId !== reservation.tableId) {
    const table = await tx.findOne(DiningTable, { id: edit.tableId });
    if (!table || table.restaurantId !== reservation.restaurantId)
      throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
    if (table.status === 'maintenance') throw new AppError('VALIDATION_FAILED', BOOKING_MESSAGES.tableHeld);
    scope.tableIds = [
      table.id,
      ...scope.tableIds.filter((id) => id !== reservation.tableId && id !== table.id),
    ];
    reservation.tableId = table.id;
  }
  // A new start meets that slot's covers (pacing, issue 24 §1), the reservation itself left out.
  if (moved)
    await holdPacingRoom(
      tx,
      await pacingSettingsOf(tx, reservation.restaurantId),
      moved,
      reservation.guests,
      reservation.id,
    );
  if (moved || edit.durationMin !== undefined) {
    // A new length when the caller names one (a party's turn time), else the stay keeps its length.
    const length =
      edit.durationMin !== undefined
        ? edit.durationMin * 60_000
        : reservation.endAt.getTime() - reservation.startAt.getTime();
    const startAt = moved ?? reservation.startAt;
    reservation.startAt = startAt;
    reservation.endAt = new Date(startAt.getTime() + length);
  }
  await tx.flush();
  await replaceOccupancy(tx, reservation, scope.tableIds, scope.bufferMin);
  // A new time is news to the guest (a table change alone is the house's business).
  if (moved) await messages?.rescheduled(tx, reservation);
}

/**
 * PATCH /reservations/{id}: a status change, a reassign/reschedule, or guest details. A conflicting edit with
 * requireApproval is not applied; it files an approval request and answers 202 (DESIGN §7).
 * Events after the commit: every status change is a `reservation.updated` (the lists of both specs §4 reload on
 * it), a no-show is announced as `reservation.no_show` first (boards hide the row); a move to another table is
 * `reservation.reassigned`, a reschedule on the same table `reservation.updated`, guest details
 * `reservation.updated`.
 */
export async function patchReservation(
  em: EntityManager,
  id: number,
  { kind, patch }: ParsedReservationPatch,
  ctx: EditContext,
): Promise<PatchOutcome> {
  const events: TSocketEvent[] = [];
  try {
    const reservation = await writeReservation(em, id, async (scope) => {
      if (kind === 'status') {
        if (patch.status === 'no_show') events.push('reservation.no_show');
        events.push('reservation.updated');
        await applyStatus(scope, patch, ctx.clock.now(), ctx.messages);
      } else if (kind === 'details') {
        await applyDetails(scope, patch);
        events.push('reservation.updated');
      } else {
        const previousTable = scope.reservation.tableId;
        const date = patch.date ? new Date(patch.date) : null;
        await applyEdit(scope, { tableId: patch.tableId, date }, ctx.clock.now(), ctx.messages);
        events.push(
          scope.reservation.tableId !== previousTable ? 'reservation.reassigned' : 'reservation.updated',
        );
      }
      return scope.reservation;
    });
    const { restaurantId, tableId } = reservation;
    for (const event of events)
      ctx.realtime.emitToRestaurant(restaurantId, event, { restaurantId, reservationId: id, tableId });
    return { kind: 'updated', item: await toListItem(em.fork(), reservation) };
  } catch (err) {
    if (!(err instanceof ReservationConflictError) || kind !== 'edit' || !patch.requireApproval) throw err;
    return { kind: 'approval', body: await fileApproval(em, id, patch, ctx) };
  }
}

/**
 * Files the conflicting edit for a manager. Nothing about the reservation changes, but its pending edit does:
 * `reservation.updated` lets open approval lists reload (the specs name no approval event).
 */
async function fileApproval(
  em: EntityManager,
  reservationId: number,
  edit: TReservationEditPatch,
  ctx: EditContext,
): Promise<TReservationPatchAccepted> {
  const fork = em.fork();
  const reservation = await fork.findOneOrFail(Reservation, { id: reservationId });
  const approval = fork.create(ReservationApproval, {
    reservationId,
    requestedTableId: edit.tableId ?? null,
    requestedStartAt: edit.date ? new Date(edit.date) : null,
    requestedById: ctx.userId,
    status: 'pending',
  });
  await fork.flush();
  const { restaurantId, tableId } = reservation;
  ctx.realtime.emitToRestaurant(restaurantId, 'reservation.updated', {
    restaurantId,
    reservationId,
    tableId,
  });
  const conflictsWith = await conflictsWithWayOut(fork, approval, await toListItem(fork, reservation));
  return { requiresApproval: true, approvalId: approval.id, conflictsWith };
}
