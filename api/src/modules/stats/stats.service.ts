import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRestaurantStats, TStats } from '@stol/contracts';
import { Reservation } from '../reservations/reservation.entity';
import { Restaurant } from '../restaurants/restaurant.entity';
import { zagrebDay, zagrebWeek, type TimeRange } from '../../time/zagreb';

/** Which restaurants to count: every one, or these ids. */
export type StatsScope = { all: true } | { all: false; ids: number[] };

/** Reservations that are not cancelled and start inside the range (half-open). */
function countIn(em: EntityManager, scope: StatsScope, range: TimeRange): Promise<number> {
  if (!scope.all && scope.ids.length === 0) return Promise.resolve(0);
  return em.count(Reservation, {
    ...(scope.all ? {} : { restaurantId: { $in: scope.ids } }),
    status: { $ne: 'cancelled' },
    startAt: { $gte: range.start, $lt: range.end },
  });
}

/** Today = the Europe/Zagreb calendar day; this week = Monday 00:00 to next Monday 00:00 Zagreb time. */
export async function reservationStats(em: EntityManager, scope: StatsScope, now: Date): Promise<TStats> {
  const [reservationsToday, reservationsThisWeek] = await Promise.all([
    countIn(em, scope, zagrebDay(now)),
    countIn(em, scope, zagrebWeek(now)),
  ]);
  return { reservationsToday, reservationsThisWeek };
}

export async function perRestaurantStats(
  em: EntityManager,
  scope: StatsScope,
  now: Date,
): Promise<TRestaurantStats> {
  const restaurants = await em.find(Restaurant, scope.all ? {} : { id: { $in: scope.ids } }, {
    orderBy: { id: 'asc' },
  });
  const rows = [];
  // Sequential on purpose: the embedded database serves one connection at a time.
  for (const r of restaurants) {
    rows.push({ id: r.id, name: r.name, ...(await reservationStats(em, { all: false, ids: [r.id] }, now)) });
  }
  return { restaurants: rows };
}
