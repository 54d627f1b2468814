import type { Restaurant } from '../restaurants/restaurant.entity';

export interface DayHours {
  /** Closed by a special-hours entry, or because close <= open. */
  closed: boolean;
  openHour: number;
  closeHour: number;
}

/**
 * The hours of one Zagreb calendar day (guest spec §5.1): a specialHours entry for that date wins over the
 * regular hours; the day is closed when the entry says so or when close <= open.
 */
export function hoursOn(
  restaurant: Pick<Restaurant, 'openHour' | 'closeHour' | 'specialHours'>,
  dateKey: string,
): DayHours {
  const special = restaurant.specialHours?.[dateKey];
  if (special && special.closed === true) {
    return { closed: true, openHour: restaurant.openHour, closeHour: restaurant.closeHour };
  }
  const openHour = special && 'openHour' in special ? special.openHour : restaurant.openHour;
  const closeHour = special && 'closeHour' in special ? special.closeHour : restaurant.closeHour;
  return { closed: closeHour <= openHour, openHour, closeHour };
}
