import type { EntityManager } from '@mikro-orm/postgresql';
import { GUEST_LINK_MESSAGES, type TGuestReservationView } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { Restaurant } from '../restaurants/restaurant.entity';
import { Reservation } from '../reservations/reservation.entity';
import { DiningTable } from '../tables/table.entity';
import { changeWindow } from './change-window';

/** A reservation found by its guest token, with what its guest may see of the restaurant and the table. */
export interface GuestReservation {
  reservation: Reservation;
  restaurant: Restaurant;
  tableNumber: number;
  /** The main table's seats (0 for a table deleted since). */
  tableSeats: number;
}

/** The booking behind a guest link, or 404 with the spec's 'Reservation not found or invalid token'. */
export async function findGuestReservation(
  em: EntityManager,
  token: string,
  notFound: string = GUEST_LINK_MESSAGES.notFound,
): Promise<GuestReservation> {
  const reservation = await em.findOne(Reservation, { token });
  if (!reservation) throw new AppError('NOT_FOUND', notFound);
  const restaurant = await em.findOneOrFail(Restaurant, { id: reservation.restaurantId });
  // A table deleted since keeps its number for the guest's history (filters off).
  const table = await em.findOne(DiningTable, { id: reservation.tableId }, { filters: false });
  return { reservation, restaurant, tableNumber: table?.number ?? 0, tableSeats: table?.seats ?? 0 };
}

/** The booking as its guest sees it: no phone, email or other guests' data. */
export function toGuestView(found: GuestReservation, now: Date): TGuestReservationView {
  const { reservation, restaurant, tableNumber, tableSeats } = found;
  const place = { id: restaurant.id, name: restaurant.name, address: restaurant.address ?? null };
  const window = changeWindow(restaurant, reservation, now);
  return {
    id: reservation.id,
    name: reservation.name,
    date: reservation.startAt.toISOString(),
    endDate: reservation.endAt.toISOString(),
    guests: reservation.guests,
    status: reservation.status,
    table: { id: reservation.tableId, number: tableNumber, seats: tableSeats, restaurant: place },
    restaurant: place,
    canChange: window.refusal === null,
    changeRefusal: window.refusal,
    changeDeadline: window.deadline?.toISOString() ?? null,
  };
}
