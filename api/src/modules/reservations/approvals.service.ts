import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LIFECYCLE_MESSAGES,
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
import { blockingBookings } from './approval-conflicts';
import { applyEdit } from './reservation-edit.service';
import { ReservationApproval } from './reservation-approval.entity';
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
  const conflicts = new Map<number, Awaited<ReturnType<typeof blockingBookings>>>();
  for (const a of approvals) {
    const reservation = items.get(a.reservationId);
    if (a.status === 'pending' && reservation)
      conflicts.set(a.id, await blockingBookings(em, a, reservation));
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

/** Approval requests inside the caller's scope (oldest first). */
export async function listApprovals(
  em: EntityManager,
  query: TReservationApprovalListQuery,
  scope: RestaurantScope,
): Promise<TReservationApproval[]> {
  const restaurantIds =
    query.restaurantId !== undefined ? [query.restaurantId] : scope.all ? undefined : scope.ids;
  const approvals = await em.find(
    ReservationApproval,
    query.status === 'all' ? {} : { status: query.status },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  // Approval requests are few (conflicting edits only): scope them after loading.
  const all = await toApprovalJson(em, approvals);
  return restaurantIds ? all.filter((a) => restaurantIds.includes(a.restaurantId)) : all;
}

/** The restaurant an approval belongs to (for the route's tenant check); 404 when it does not exist. */
export async function approvalRestaurant(em: EntityManager, approvalId: number): Promise<number> {
  const approval = await em.findOne(ReservationApproval, { id: approvalId });
  const reservation = approval ? await em.findOne(Reservation, { id: approval.reservationId }) : null;
  if (!approval || !reservation) throw new AppError('NOT_FOUND', API_MESSAGES.approvalNotFound);
  return reservation.restaurantId;
}

/**
 * Approve: applies the requested edit and marks the request approved in one transaction; still conflicting
 * → 409 with conflicts and the request stays pending (the database never holds an overlap), as does a
 * requested start that has meanwhile passed (400). Reject: marks it rejected, the reservation untouched.
 * Either way the room hears of it after the commit, so open lists and approval lists reload.
 */
export async function decideApproval(
  em: EntityManager,
  approvalId: number,
  decision: 'approved' | 'rejected',
  ctx: { userId: number; now: Date; realtime: RealtimeHub; messages?: ReservationMessages },
): Promise<TReservationApproval> {
  const pending = await em.fork().findOne(ReservationApproval, { id: approvalId });
  if (!pending) throw new AppError('NOT_FOUND', API_MESSAGES.approvalNotFound);
  if (pending.status !== 'pending') throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.approvalNotPending);
  let previousTable = 0;
  const requestedById = pending.requestedById ?? null;
  const reservation = await writeReservation(em, pending.reservationId, async (scope) => {
    const approval = await scope.tx.findOneOrFail(ReservationApproval, { id: approvalId });
    if (approval.status !== 'pending') throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.approvalNotPending);
    previousTable = scope.reservation.tableId;
    if (decision === 'approved') {
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
