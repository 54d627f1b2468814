import { hoursOn } from '@stol/contracts';
import { zagrebDateKey, zagrebTimeOfDay } from '../../time/zagreb';
import type { Restaurant } from '../restaurants/restaurant.entity';

/**
 * Whether a service is open at `instant`: that Zagreb day's hours (special hours first, `hoursOn`) contain it.
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
