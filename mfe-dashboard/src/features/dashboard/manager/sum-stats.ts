import type { TRestaurantStats, TStats } from '@stol/contracts';

/** The manager's totals: the sum over their assigned restaurants (the same answer the cards come from). */
export function sumStats(restaurants: TRestaurantStats['restaurants']): TStats {
  return restaurants.reduce<TStats>(
    (total, restaurant) => ({
      reservationsToday: total.reservationsToday + restaurant.reservationsToday,
      reservationsThisWeek: total.reservationsThisWeek + restaurant.reservationsThisWeek,
    }),
    { reservationsToday: 0, reservationsThisWeek: 0 },
  );
}
