import type { TReservationListItem } from '@stol/contracts';

export interface TRestaurantGroup {
  restaurant: TReservationListItem['restaurant'];
  reservations: TReservationListItem[];
}

/** Groups a page of rows by restaurant, keeping the server's order of restaurants and of rows within each. */
export function groupByRestaurant(reservations: readonly TReservationListItem[]): TRestaurantGroup[] {
  const groups = new Map<number, TRestaurantGroup>();
  for (const reservation of reservations) {
    const group = groups.get(reservation.restaurant.id);
    if (group) group.reservations.push(reservation);
    else
      groups.set(reservation.restaurant.id, {
        restaurant: reservation.restaurant,
        reservations: [reservation],
      });
  }
  return [...groups.values()];
}
