import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApprovalConflict, TReservationListItem } from '@stol/contracts';
import { heldPeriods } from '../availability/occupancy.repository';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import type { ReservationApproval } from './reservation-approval.entity';
import { Reservation } from './reservation.entity';

/** The reservation a filed edit changes, as it stands now. */
export interface RequestingBooking {
  id: number;
  restaurantId: number;
  tableId: number;
  /** Every table it holds, the main one included. */
  tableIds: number[];
  startAt: Date;
  endAt: Date;
}

/** What a filed edit would hold if applied now: its tables over [start, end + buffer). */
export interface RequestedHold {
  restaurantId: number;
  reservationId: number;
  tableIds: number[];
  from: Date;
  to: Date;
}

/**
 * The tables a filed edit asks for (the requested main table plus the attached ones) over its requested stay
 * and the restaurant's buffer: what applying it would hold, the length of the stay kept.
 */
export function requestedHold(
  approval: Pick<ReservationApproval, 'requestedTableId' | 'requestedStartAt'>,
  booking: RequestingBooking,
  bufferMin: number,
): RequestedHold {
  const start = approval.requestedStartAt ?? booking.startAt;
  const length = booking.endAt.getTime() - booking.startAt.getTime();
  const tableIds =
    approval.requestedTableId != null
      ? [
          approval.requestedTableId,
          ...booking.tableIds.filter((id) => id !== booking.tableId && id !== approval.requestedTableId),
        ]
      : booking.tableIds;
  return {
    restaurantId: booking.restaurantId,
    reservationId: booking.id,
    tableIds,
    from: start,
    to: new Date(start.getTime() + length + bufferMin * 60_000),
  };
}

/** The occupancy in the way of a requested hold (the reservation itself left out). */
export const periodsInTheWay = (em: EntityManager, hold: RequestedHold) =>
  heldPeriods(em, {
    restaurantId: hold.restaurantId,
    from: hold.from,
    to: hold.to,
    tableIds: hold.tableIds,
    exceptReservationId: hold.reservationId,
  });

/** A reservation list item as the requesting booking. */
export const requestingBooking = (item: TReservationListItem): RequestingBooking => ({
  id: item.id,
  restaurantId: item.restaurantId,
  tableId: item.tableId,
  tableIds: item.tableIds,
  startAt: new Date(item.date),
  endAt: new Date(item.endDate),
});

/**
 * The bookings a filed edit would collide with now: the tables it asks for over its requested stay and the
 * restaurant's buffer (requestedHold), the reservation itself left out.
 */
export async function blockingBookings(
  em: EntityManager,
  approval: ReservationApproval,
  reservation: TReservationListItem,
): Promise<TApprovalConflict[]> {
  const restaurant = await getRestaurantOrFail(em, reservation.restaurantId);
  const periods = await periodsInTheWay(
    em,
    requestedHold(approval, requestingBooking(reservation), restaurant.bufferMin),
  );
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
