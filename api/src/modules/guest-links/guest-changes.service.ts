import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_LINK_MESSAGES, type TGuestChangeResponse, type TSocketEvent } from '@stol/contracts';
import type { Clock } from '../../clock';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { assertOfferedSlot } from '../booking/offered-slot';
import { restaurantFloor } from '../availability/restaurant-floor';
import type { ReservationMessages } from '../notifications/reservation-messages';
import { applyEdit, applyStatus } from '../reservations/reservation-edit.service';
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
async function changeByGuest(
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

/**
 * POST /public/reservations/modify: a new start on the same tables for the same party and length, under every
 * booking rule: an offered slot of an open day, not in the past, and free (the exclusion constraint answers 409
 * with the conflicts). The deadline applies to the booking as it stands: moving it closer is allowed, like a
 * booking made a day ahead.
 */
export async function modifyByGuest(
  em: EntityManager,
  input: { token: string; date: string },
  ctx: GuestChangeContext,
): Promise<TGuestChangeResponse> {
  const start = new Date(input.date);
  const { reservation } = await findGuestReservation(em, input.token);
  const { restaurant: floor } = await restaurantFloor(em, reservation.restaurantId);
  assertOfferedSlot(floor, start);
  return changeByGuest(
    em,
    input.token,
    ctx,
    (scope, now) => applyEdit(scope, { date: start }, now, ctx.messages),
    GUEST_LINK_MESSAGES.modified,
  );
}
