import { addDaysToKey, zagrebDateKey } from '../src/time/zagreb';
import { withClient } from './bench-database';

/**
 * The busiest of the busy restaurant's next 14 days (most confirmed bookings): a real "busy day" from the
 * data rather than a guess, and in the future, so availability's slots are not all in the past.
 */
export async function busiestUpcomingDay(databaseUrl: string, restaurantId: number): Promise<string> {
  const today = zagrebDateKey(new Date());
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ day: string }>(
      `select to_char(start_at at time zone 'Europe/Zagreb', 'YYYY-MM-DD') as day
       from reservations
       where restaurant_id = $1 and status = 'confirmed'
         and start_at >= ($2::date at time zone 'Europe/Zagreb') and start_at < ($3::date at time zone 'Europe/Zagreb')
       group by 1 order by count(*) desc, 1 limit 1`,
      [restaurantId, addDaysToKey(today, 1), addDaysToKey(today, 15)],
    );
    if (!rows[0]) throw new Error('No upcoming bookings in the bench dataset');
    return rows[0].day;
  });
}
