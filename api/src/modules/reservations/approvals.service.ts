import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIFECYCLE_MESSAGES,
  type TApprovalConflict,
  type TReservationApproval,
  type TReservationApprovalListQuery,
} from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { API_MESSAGES } from '../../http/i18n/catalogue';
import type { RestaurantScope } from '../../http/tenancy';
import type { ReservationMessages } from '../notifications/reservation-messages';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { DiningTable, LIVE_TABLES_FILTER } from '../tables/table.entity';
import { User } from '../users/user.entity';
import { requestedHold } from './approval-conflicts';
import {
  moveBookingsOutOfTheWay,
  type ApprovalMove,
  type MoveAttempt,
  type MovedBooking,
} from './approval-moves';
import { conflictsWithWayOut } from './approval-suggestions';
import { applyEdit } from './reservation-edit.service';
import { ReservationApproval } from './reservation-approval.entity';
import { findConflicts, ReservationConflictError } from './reservation-conflict';
import { toListItems } from './reservation-item';
import { Reservation } from './reservation.entity';
import { writeReservation } from './reservation-write';

/** Approval rows as the API answers them (ZReservationApproval), loaded in batch. */
async function toApprovalJson(
  em: EntityManager,
  approvals: ReservationApproval[],
): Promise<TReservationApproval[]> {
  if (approvals.length === 0) return [];
  const reservations = await em.find(Reservation, { id: { $in: approvals.map((a) => a.reservationId) } });
  const items = new Map((await toListItems(em, reservations)).map((item) => [item.id, item] as const));
  const tableIds = approvals.map((a) => a.requestedTableId).filter((id): id is number => id != null);
  // History: an approval that asked for a table deleted since still names its number.
  const tables = new Map(
    (await em.find(DiningTable, { id: { $in: tableIds } }, { filters: { [LIVE_TABLES_FILTER]: false } })).map(
      (t) => [t.id, t] as const,
    ),
  );
  const userIds = approvals.map((a) => a.requestedById).filter((id): id is number => id != null);
  const users = new Map((await em.find(User, { id: { $in: userIds } })).map((u) => [u.id, u] as const));
  const conflicts = new Map<number, TApprovalConflict[]>();
  for (const a of approvals) {
    const reservation = items.get(a.reservationId);
    if (a.status === 'pending' && reservation) {
      conflicts.set(a.id, await conflictsWithWayOut(em, a, reservation));
    }
  }
  return approvals
    .filter((a) => items.has(a.reservationId))
    .map((a) => {
      const reservation = items.get(a.reservationId)!;
      const requester = a.requestedById != null ? users.get(a.requestedById) : undefined;
      return {
        id: a.id,
        reservationId: a.reservationId,
        restaurantId: reservation.restaurantId,
        reservation,
        requestedTableId: a.requestedTableId ?? null,
        requestedTableNumber:
          a.requestedTableId != null ? (tables.get(a.requestedTableId)?.number ?? null) : null,
        requestedDate: a.requestedStartAt ? a.requestedStartAt.toISOString() : null,
        requestedBy: requester ? { id: requester.id, email: requester.email, role: requester.role } : null,
        status: a.status,
        createdAt: a.createdAt.toISOString(),
        ...(a.status === 'pending' ? { conflictsWith: conflicts.get(a.id) ?? [] } : {}),
      };
    });
}

/**
 * Approval requests inside the caller's scope (oldest first). A pending request whose start (the requested one,
 * else the reservation's) has passed can no longer be approved: it drops off the list, whatever the filter, and
 * stays pending in the table as it was filed.
 */
export async function listApprovals(
  em: EntityManager,
  query: TReservationApprovalListQuery,
  scope: RestaurantScope,
  now: Date,
): Promise<TReservationApproval[]> {
  const restaurantIds =
    query.restaurantId !== undefined ? [query.restaurantId] : scope.all ? null : scope.ids;
  const rows = await em.execute<{ id: number }[]>(
    `select a.id from reservation_approvals a join reservations r on r.id = a.reservation_id
     where (?::text = 'all' or a.status::text = ?)
       and (?::int[] is null or r.restaurant_id = any(?::int[]))
       and (a.status <> 'pending' or coalesce(a.requested_start_at, r.start_at) > ?)
     order by a.created_at, a.id`,
    [
      query.status,
      query.status,
      restaurantIds && `{${restaurantIds.join(',')}}`,
      restaurantIds && `{${restaurantIds.join(',')}}`,
      now.toISOString(),
    ],
  );
  const approvals = await em.find(
    ReservationApproval,
    { id: { $in: rows.map((r) => Number(r.id)) } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return toApprovalJson(em, approvals);
}

/** The restaurant an approval belongs to (for the route's tenant check); 404 when it does not exist. */
export async function approvalRestaurant(em: EntityManager, approvalId: number): Promise<number> {
  const approval = await em.findOne(ReservationApproval, { id: approvalId });
  const reservation = approval ? await em.findOne(Reservation, { id: approval.reservationId }) : null;
  if (!approval || !reservation) throw new AppError('NOT_FOUND', API_MESSAGES.approvalNotFound);
  return reservation.restaurantId;
}

/**
 * Approve: applies the requested edit and marks the request approved in one transaction. With `moves`
 * (issue 22 §6) the bookings in its way move to the named free tables first, in the same transaction: still
 * conflicting → 409 with the conflicts, and neither the request nor any booking changed (the database never holds
 * an overlap; a race for the same table is refused by the exclusion constraint). A request whose start has passed
 * is a 409 with a sentence; it stays pending (and off the list). Reject: marks it rejected, the reservation
 * untouched. Either way the room hears of it after the commit (each moved booking, then the request), so open
 * lists and approval lists reload.
 */
export async function decideApproval(
  em: EntityManager,
  approvalId: number,
  decision: 'approved' | 'rejected',
  ctx: {
    userId: number;
    now: Date;
    realtime: RealtimeHub;
    messages?: ReservationMessages;
    moves?: readonly ApprovalMove[];
  },
): Promise<TReservationApproval> {
  const pending = await em.fork().findOne(ReservationApproval, { id: approvalId });
  if (!pending) throw new AppError('NOT_FOUND', API_MESSAGES.approvalNotFound);
  if (pending.status !== 'pending') throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.approvalNotPending);
  let previousTable = 0;
  let moved: MovedBooking[] = [];
  let moving: MoveAttempt | undefined;
  const requestedById = pending.requestedById ?? null;
  const decide = () =>
    writeReservation(em, pending.reservationId, async (scope) => {
      const approval = await scope.tx.findOneOrFail(ReservationApproval, { id: approvalId });
      if (approval.status !== 'pending')
        throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.approvalNotPending);
      previousTable = scope.reservation.tableId;
      if (decision === 'approved') {
        if ((approval.requestedStartAt ?? scope.reservation.startAt) <= ctx.now)
          throw new AppError('CONFLICT', API_MESSAGES.approvalPassed);
        const { id, restaurantId, tableId, startAt, endAt } = scope.reservation;
        const hold = requestedHold(
          approval,
          { id, restaurantId, tableId, startAt, endAt, tableIds: scope.tableIds },
          scope.bufferMin,
        );
        moved = await moveBookingsOutOfTheWay(
          scope.tx,
          hold,
          ctx.moves ?? [],
          scope.bufferMin,
          (attempt) => (moving = attempt),
        );
        await applyEdit(
          scope,
          { tableId: approval.requestedTableId, date: approval.requestedStartAt },
          ctx.now,
          ctx.messages,
        );
      }
      approval.status = decision;
      approval.decidedById = ctx.userId;
      approval.decidedAt = ctx.now;
      await scope.tx.flush();
      return scope.reservation;
    });
  let reservation: Reservation;
  try {
    reservation = await decide();
  } catch (err) {
    // The constraint refused a move (another approval took its table first): name what holds that table now.
    if (!(err instanceof ReservationConflictError) || !moving) throw err;
    throw new ReservationConflictError(await findConflicts(em.fork(), moving));
  }
  for (const booking of moved)
    ctx.realtime.emitToRestaurant(booking.restaurantId, 'reservation.reassigned', booking);
  const { restaurantId, tableId } = reservation;
  const event = tableId !== previousTable ? 'reservation.reassigned' : 'reservation.updated';
  ctx.realtime.emitToRestaurant(restaurantId, event, {
    restaurantId,
    reservationId: reservation.id,
    tableId,
  });
  if (decision === 'rejected') {
    // The requester's open screen drops the pending edit it kept after the 202 and says so.
    ctx.realtime.emitToRestaurant(restaurantId, 'reservation.approval_rejected', {
      restaurantId,
      reservationId: reservation.id,
      approvalId,
      ...(requestedById !== null ? { requestedById } : {}),
    });
  }
  const fork = em.fork();
  return (
    await toApprovalJson(fork, [await fork.findOneOrFail(ReservationApproval, { id: approvalId })])
  )[0]!;
}
