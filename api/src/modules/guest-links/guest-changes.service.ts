import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_LINK_MESSAGES, type TGuestChangeResponse, type TSocketEvent } from '@stol/contracts';
import type { Clock } from '../../clock';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import type { ReservationMessages } from '../notifications/reservation-messages';
import { applyStatus } from '../reservations/reservation-edit.service';
import { writeReservation, type WriteScope } from '../reservations/reservation-write';
import { assertChangeAllowed } from './change-window';
import { findGuestReservation, toGuestView } from './guest-reservation';

export interface GuestChangeContext {
  clock: Clock;
  realtime: RealtimeHub;
  messages?: ReservationMessages;
}

/**
 * A guest's own change through their link, in one transaction on the locked row: the window is checked again
 * there (a concurrent change or a staff cancel decides first), then the same writes staff use, so the guest's
 * cancel or reschedule notice and the visit jobs follow. The restaurant's lists reload on the event.
 */
export async function changeByGuest(
  em: EntityManager,
  token: string,
  ctx: GuestChangeContext,
  change: (scope: WriteScope, now: Date) => Promise<void>,
  message: string,
): Promise<TGuestChangeResponse> {
  const { reservation, restaurant } = await findGuestReservation(em, token);
  const now = ctx.clock.now();
  await writeReservation(em, reservation.id, async (scope) => {
    assertChangeAllowed(restaurant, scope.reservation, now);
    await change(scope, now);
  });
  const event: TSocketEvent = 'reservation.updated';
  ctx.realtime.emitToRestaurant(reservation.restaurantId, event, {
    restaurantId: reservation.restaurantId,
    reservationId: reservation.id,
    tableId: reservation.tableId,
  });
  return { message, reservation: toGuestView(await findGuestReservation(em.fork(), token), now) };
}

/** POST /public/reservations/cancel and /public/cancel-by-token. */
export const cancelByGuest = (em: EntityManager, token: string, ctx: GuestChangeContext) =>
  changeByGuest(
    em,
    token,
    ctx,
    (scope, now) => applyStatus(scope, { status: 'cancelled' }, now, ctx.messages),
    GUEST_LINK_MESSAGES.cancelled,
  );
