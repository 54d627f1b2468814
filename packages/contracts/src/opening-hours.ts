import type { TSpecialHours } from './restaurant';

export interface TDayHours {
  /** Closed by a special-hours entry, or because close <= open. */
  closed: boolean;
  openHour: number;
  closeHour: number;
}

/**
 * The hours of one Zagreb calendar day (guest spec §5.1, §9): a specialHours entry for that date wins over the
 * regular hours; the day is closed when the entry says so or when close <= open. One rule for the API (offered
 * slots, availability) and the back office (the reservations list's time filter). Without a date: the
 * regular hours.
 */
export function hoursOn(
  restaurant: { openHour: number; closeHour: number; specialHours?: TSpecialHours | null },
  dateKey: string | null,
): TDayHours {
  const special = dateKey ? restaurant.specialHours?.[dateKey] : undefined;
  if (special && special.closed === true) {
    return { closed: true, openHour: restaurant.openHour, closeHour: restaurant.closeHour };
  }
  const openHour = special && 'openHour' in special ? special.openHour : restaurant.openHour;
  const closeHour = special && 'closeHour' in special ? special.closeHour : restaurant.closeHour;
  return { closed: closeHour <= openHour, openHour, closeHour };
}
