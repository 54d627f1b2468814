import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayPeriod } from './availability-day';

/**
 * The live rows of a guest's own hold in one restaurant, as availability compares periods (issue 19 §8): asked
 * only when a request names its hold (`holdId`), so the common availability read stays one statement. Empty when
 * the hold is gone, expired or elsewhere: the answer is then everyone's.
 */
export async function ownHoldPeriods(
  em: EntityManager,
  restaurantId: number,
  holdId: string,
): Promise<DayPeriod[]> {
  const rows = await em.execute<{ table_id: number; held_from: string; held_to: string }[]>(
    `select table_id, extract(epoch from lower(period)) * 1000 as held_from,
            extract(epoch from upper(period)) * 1000 as held_to
     from reservation_tables
     where hold_id = ? and hold_expires_at > now() and restaurant_id = ?`,
    [holdId, restaurantId],
  );
  return rows.map((r) => ({
    tableId: Number(r.table_id),
    reservationId: null,
    start: Number(r.held_from),
    end: Number(r.held_to),
  }));
}

/**
 * The id of the active booking behind a guest's link token in this restaurant (issue 23 §4: the modify screen's
 * times leave the guest's own booking out), or undefined: the answer is then everyone's.
 */
export async function ownReservationOf(
  em: EntityManager,
  restaurantId: number,
  token: string,
): Promise<number | undefined> {
  const rows = await em.execute<{ id: number }[]>(
    `select id from reservations where token = ? and restaurant_id = ? and status = 'confirmed'`,
    [token, restaurantId],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
