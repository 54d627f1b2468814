import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECK_IN_OPENS_BEFORE_MIN,
  LIFECYCLE_MESSAGES,
  type TReservationListItem,
  type TSocketEvent,
  type TSocketEventPayload,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { replaceOccupancy } from './occupancy.writer';
import { Reservation } from './reservation.entity';
import { toListItem } from './reservation-item';
import { getReservationOrFail, writeReservation, type WriteScope } from './reservation-write';

export interface LifecycleContext {
  clock: Clock;
  realtime: RealtimeHub;
}

/** One transaction, then the live event, then the updated row. */
async function lifecycleWrite(
  em: EntityManager,
  id: number,
  ctx: LifecycleContext,
  event: TSocketEvent,
  work: (scope: WriteScope) => Promise<void>,
  extra: Partial<TSocketEventPayload> = {},
): Promise<TReservationListItem> {
  const reservation = await writeReservation(em, id, async (scope) => {
    await work(scope);
    await scope.tx.flush();
    return scope.reservation;
  });
  const { restaurantId, tableId } = reservation;
  ctx.realtime.emitToRestaurant(restaurantId, event, { restaurantId, reservationId: id, tableId, ...extra });
  return toListItem(em.fork(), reservation);
}

/**
 * Only a confirmed reservation seats a guest: a cancelled, cleared or no-show one must be confirmed again first.
 * And only around its visit (DESIGN §7): from CHECK_IN_OPENS_BEFORE_MIN before the start until the end. A guest
 * already checked in stays so (the call repeats harmlessly).
 */
export const checkIn = (em: EntityManager, id: number, ctx: LifecycleContext) =>
  lifecycleWrite(em, id, ctx, 'reservation.checked_in', async ({ reservation }) => {
    if (reservation.status !== 'confirmed')
      throw new AppError('CONFLICT', LIFECYCLE_MESSAGES.checkInNotConfirmed);
    if (reservation.checkedInAt) return;
    const now = ctx.clock.now();
    if (now.getTime() < reservation.startAt.getTime() - CHECK_IN_OPENS_BEFORE_MIN * 60_000)
      throw new AppError('CHECK_IN_TOO_EARLY');
    if (now >= reservation.endAt) throw new AppError('CHECK_IN_ENDED');
    reservation.checkedInAt = now;
  });

export const undoCheckIn = (em: EntityManager, id: number, ctx: LifecycleContext) =>
  lifecycleWrite(em, id, ctx, 'reservation.unchecked_in', async ({ reservation }) => {
    reservation.checkedInAt = null;
  });

/** Lengthens the stay; the longer occupancy is checked by the exclusion constraint (409 with conflicts). */
export const extendReservation = (
  em: EntityManager,
  id: number,
  additionalMinutes: number,
  ctx: LifecycleContext,
) =>
  lifecycleWrite(
    em,
    id,
    ctx,
    'reservation.extended',
    async (scope) => {
      scope.reservation.endAt = new Date(scope.reservation.endAt.getTime() + additionalMinutes * 60_000);
      await scope.tx.flush();
      await replaceOccupancy(scope.tx, scope.reservation, scope.tableIds, scope.bufferMin);
    },
    { additionalMinutes },
  );

/** Deletes the reservation and (by cascade) its occupancy rows. */
export async function deleteReservation(em: EntityManager, id: number, ctx: LifecycleContext): Promise<void> {
  const reservation = await getReservationOrFail(em, id);
  const { restaurantId, tableId } = reservation;
  await em.fork().transactional(async (tx) => {
    await tx.nativeDelete(Reservation, { id });
  });
  ctx.realtime.emitToRestaurant(restaurantId, 'reservation.deleted', {
    restaurantId,
    reservationId: id,
    tableId,
  });
}
