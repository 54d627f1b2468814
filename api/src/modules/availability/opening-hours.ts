import { zagrebDateKey, zagrebTimeOfDay } from '../../time/zagreb';
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

/**
 * Whether a service is open at `instant`: today's hours in Zagreb (special hours first, as above) contain it.
 * A walk-in is seated only then (DESIGN §7).
 */
export function isOpenAt(
  restaurant: Pick<Restaurant, 'openHour' | 'closeHour' | 'specialHours'>,
  instant: Date,
): boolean {
  const hours = hoursOn(restaurant, zagrebDateKey(instant));
  if (hours.closed) return false;
  const [h, m] = zagrebTimeOfDay(instant).split(':').map(Number) as [number, number];
  const minute = h * 60 + m;
  return minute >= hours.openHour * 60 && minute < hours.closeHour * 60;
}
