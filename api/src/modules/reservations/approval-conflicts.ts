import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApprovalConflict, TReservationListItem } from '@stol/contracts';
import { heldPeriods } from '../availability/occupancy.repository';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import type { ReservationApproval } from './reservation-approval.entity';
import { Reservation } from './reservation.entity';

/**
 * The bookings a filed edit would collide with now: the tables it asks for (the requested main table plus the
 * attached ones) over its requested stay and the restaurant's buffer, the reservation itself left out.
 */
export async function blockingBookings(
  em: EntityManager,
  approval: ReservationApproval,
  reservation: TReservationListItem,
): Promise<TApprovalConflict[]> {
  const restaurant = await getRestaurantOrFail(em, reservation.restaurantId);
  const currentStart = new Date(reservation.date);
  const length = new Date(reservation.endDate).getTime() - currentStart.getTime();
  const start = approval.requestedStartAt ?? currentStart;
  const tableIds =
    approval.requestedTableId != null
      ? [
          approval.requestedTableId,
          ...reservation.tableIds.filter(
            (id) => id !== reservation.tableId && id !== approval.requestedTableId,
          ),
        ]
      : reservation.tableIds;
  const periods = await heldPeriods(em, {
    restaurantId: reservation.restaurantId,
    from: start,
    to: new Date(start.getTime() + length + restaurant.bufferMin * 60_000),
    tableIds,
    exceptReservationId: reservation.id,
  });
  if (periods.length === 0) return [];
  const blockers = new Map(
    (
      await em.find(Reservation, {
        id: { $in: periods.flatMap((p) => (p.reservationId === null ? [] : [p.reservationId])) },
      })
    ).map((r) => [r.id, r] as const),
  );
  return periods.flatMap((p) => {
    // A guest's hold blocks for minutes only and has no booking to show: not listed.
    const blocker = p.reservationId === null ? undefined : blockers.get(p.reservationId);
    return blocker
      ? [
          {
            reservationId: blocker.id,
            name: blocker.name,
            date: blocker.startAt.toISOString(),
            endDate: blocker.endAt.toISOString(),
            tableNumber: p.tableNumber,
          },
        ]
      : [];
  });
}
