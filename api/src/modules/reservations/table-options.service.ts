import type { EntityManager } from '@mikro-orm/postgresql';
import type { TReservationTableOptionsResponse } from '@stol/contracts';
import { heldPeriods } from '../availability/occupancy.repository';
import { restaurantFloor } from '../availability/restaurant-floor';
import { getReservationOrFail } from './reservation-write';

/**
 * The reassign picker's tables (GET /reservations/{id}/table-options): every table of the reservation's
 * restaurant with its seats, and whether it could take this reservation's stay from `start` (default: its own
 * start) for the same length plus the restaurant's buffer, the way the exclusion constraint will judge it. The
 * reservation's own occupancy never blocks. Held (maintenance) tables are not free: a move there is refused.
 */
export async function reservationTableOptions(
  em: EntityManager,
  reservationId: number,
  startIso: string | undefined,
): Promise<TReservationTableOptionsResponse> {
  const reservation = await getReservationOrFail(em, reservationId);
  const { restaurant, tables } = await restaurantFloor(em, reservation.restaurantId);
  const length = reservation.endAt.getTime() - reservation.startAt.getTime();
  const start = startIso ? new Date(startIso) : reservation.startAt;
  const end = new Date(start.getTime() + length);
  const held = await heldPeriods(em, {
    restaurantId: reservation.restaurantId,
    from: start,
    to: new Date(end.getTime() + restaurant.bufferMin * 60_000),
    exceptReservationId: reservation.id,
  });
  const busy = new Set(held.map((period) => period.tableId));
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    tables: tables.map((table) => ({
      id: table.id,
      number: table.number,
      seats: table.seats,
      status: table.status,
      free: table.status !== 'maintenance' && !busy.has(table.id),
      current: table.id === reservation.tableId,
    })),
  };
}
