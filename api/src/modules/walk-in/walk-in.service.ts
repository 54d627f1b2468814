import type { EntityManager } from '@mikro-orm/postgresql';
import { HOST_MESSAGES, WALK_IN_NAME, type TWalkInRequest, type TWalkInResponse } from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isOpenAt } from '../availability/open-now';
import { seatParty } from '../booking/seat-party';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { toReservationJson } from '../reservations/reservation.mapper';
import { getTableOrFail } from '../tables/tables.service';

type Deps = Pick<AppDeps, 'clock' | 'realtime'>;

/**
 * POST /walkin/seat-now (staff spec §5, guest spec §5.5, DESIGN §7): a party without a booking sits down now on
 * the table, for the restaurant's default duration, checked in, marked as a walk-in (named 'Walk-in' when no
 * name is given). The table's seats bound the party; an occupied table is the 409 with its conflicts; a
 * restaurant without a service open now is RESTAURANT_CLOSED.
 */
export async function seatWalkIn(
  em: EntityManager,
  body: TWalkInRequest,
  deps: Deps,
): Promise<TWalkInResponse> {
  if (body.tableId === undefined || body.partySize === undefined)
    throw new AppError('VALIDATION_FAILED', HOST_MESSAGES.walkInRequired);
  const restaurantId = body.restaurantId ?? (await getTableOrFail(em, body.tableId)).restaurantId;
  const now = deps.clock.now();
  // Only while a service is open: nobody walks in to a closed restaurant (a mistaken tap would hold the table).
  if (!isOpenAt(await getRestaurantOrFail(em, restaurantId), now)) throw new AppError('RESTAURANT_CLOSED');
  const { reservation, tableIds } = await seatParty(
    em,
    {
      restaurantId,
      tableIds: [body.tableId],
      start: now,
      guests: body.partySize,
      name: body.name || WALK_IN_NAME,
      phone: body.phone ?? body.telephone ?? '',
      isWalkIn: true,
      checkedInAt: now,
    },
    async () => undefined,
  );
  deps.realtime.emitToRestaurant(restaurantId, 'reservation.created', {
    restaurantId,
    reservationId: reservation.id,
    tableId: reservation.tableId,
  });
  return { reservation: toReservationJson(reservation, tableIds) };
}
