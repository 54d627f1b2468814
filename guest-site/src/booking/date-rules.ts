import { servicesOn, weekdayOf, type TPublicRestaurant, type TWeekday } from '@stol/contracts';
import { addDays } from './zagreb-time';

/**
 * What the restaurant's service rules (issue 24) say about days, for the bar's date: the last day guests may book
 * (the booking window's days ahead, which the native date picker then greys out), and whether a day is closed by
 * its weekday, with the next day that opens (a native date picker cannot grey out weekdays, so the bar says it).
 */
type TDateRules = Pick<
  TPublicRestaurant,
  | 'openHour'
  | 'closeHour'
  | 'intervalMin'
  | 'defaultDurationMin'
  | 'specialHours'
  | 'weeklyHours'
  | 'bookingWindow'
>;

/** The last Zagreb day a guest may book, or undefined without a limit. */
export const lastBookableDay = (restaurant: TDateRules | undefined, today: string): string | undefined =>
  restaurant?.bookingWindow?.maxDaysAhead === undefined
    ? undefined
    : addDays(today, restaurant.bookingWindow.maxDaysAhead);

export interface TClosedWeekday {
  weekday: TWeekday;
  /** The next day with a service (within two weeks and the booking window), or null. */
  nextOpen: string | null;
}

/** The day is closed by its weekday's rule (not by a date's special hours): which weekday, and the next open day. */
export function closedWeekday(
  restaurant: TDateRules | undefined,
  date: string,
  lastDay: string | undefined,
): TClosedWeekday | null {
  if (!restaurant?.weeklyHours) return null;
  const day = servicesOn(restaurant, date);
  if (!day.closed || day.source !== 'weekday') return null;
  for (let n = 1; n <= 14; n += 1) {
    const next = addDays(date, n);
    if (lastDay !== undefined && next > lastDay) break;
    if (!servicesOn(restaurant, next).closed) return { weekday: weekdayOf(date), nextOpen: next };
  }
  return { weekday: weekdayOf(date), nextOpen: null };
}
