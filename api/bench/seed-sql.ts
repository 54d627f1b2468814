import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/password';
import { DATASET, SITTINGS } from './dataset-shape';
import { GUEST_NAMES } from '../src/db/seed-data';

/*
 * Set-based seeding: each statement writes thousands of rows inside PostgreSQL (generate_series,
 * INSERT … SELECT), so a million reservations take a minute or two instead of hours of ORM round trips.
 * Everything is derived from hashtext() of (table, day, sitting), so two seeds of the same day give the
 * same dataset.
 */

export async function seedRestaurants(client: pg.Client): Promise<number[]> {
  // Ten seat sizes repeated over the floor; every tenth restaurant has a table in maintenance, as real ones do.
  const { rows } = await client.query<{ id: number }>(
    `insert into restaurants (name, address, open_hour, close_hour, interval_min, default_duration_min,
        buffer_min, no_show_grace_min, special_hours, brand_colors, floorplan, theme, created_at)
     select 'Bench Restaurant ' || lpad(i::text, 2, '0'), 'Ilica ' || i || ', Zagreb', $2, $3, $4, $5, $6, 15,
        '{}'::jsonb, '{}'::jsonb, '{"showGrid": true, "largePartyFrom": 7, "largePartyTo": 20}'::jsonb,
        '{}'::jsonb, now()
     from generate_series(1, $1::int) as i
     order by i
     returning id`,
    [
      DATASET.restaurants,
      DATASET.openHour,
      DATASET.closeHour,
      DATASET.intervalMin,
      DATASET.durationMin,
      DATASET.bufferMin,
    ],
  );
  const ids = rows.map((r) => Number(r.id));
  await client.query(
    `insert into tables (restaurant_id, number, seats, x, y, width, height, status, created_at)
     select r.id, n, s.seats, 80 + ((n - 1) % 6) * 150, 80 + ((n - 1) / 6) * 180,
        case when s.seats <= 2 then 40 when s.seats <= 4 then 60 else 90 end,
        60,
        case when n = $1 and r.ord % 10 = 0 then 'maintenance' else 'available' end, now()
     from (select id, row_number() over (order by id) as ord from restaurants where id = any($2::int[])) r
     cross join generate_series(1, $1::int) as n
     cross join lateral (select (array[2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 8, 10])[1 + (n - 1) % 12] as seats) s
     order by r.id, n`,
    [DATASET.tablesPerRestaurant, ids],
  );
  return ids;
}

/**
 * Two years of one restaurant's bookings with their occupancy rows, in one statement. The past is mostly
 * cleared, with no-shows and cancellations; today and the future are confirmed with a few cancellations.
 * Released statuses get inactive occupancy rows, as the app writes them.
 */
export async function seedReservations(
  client: pg.Client,
  restaurantId: number,
  anchorDate: string,
  busy: boolean,
): Promise<number> {
  const odds = busy ? SITTINGS.busy : SITTINGS.normal;
  const { rowCount } = await client.query(
    `with slots as (
       select t.id as table_id, t.seats, g.offset_days, s.sitting,
          abs(hashtext(t.id || '/' || g.offset_days || '/' || s.sitting)::bigint) as h
       from tables t
       cross join generate_series(-$3::int, $4::int) as g(offset_days)
       cross join (values (0), (1), (2)) as s(sitting)
       where t.restaurant_id = $1
     ),
     chosen as (
       select table_id, seats, offset_days, h, (h / 3) % 100 as dice,
          (($2::date + offset_days) + case sitting
              when 0 then time '12:00' + (h % 3) * interval '30 minutes'
              when 1 then time '15:00'
              else time '18:00' + (h % 3) * interval '1 hour' end
          ) at time zone 'Europe/Zagreb' as start_at
       from slots
       where (h / 300) % 100 < case sitting when 0 then $5::int when 1 then $6::int else $7::int end
     ),
     with_status as (
       select *, case
          when offset_days < 0 then case when dice < 80 then 'cleared' when dice < 88 then 'no_show'
                                         when dice < 95 then 'cancelled' else 'confirmed' end
          when dice < 6 then 'cancelled'
          else 'confirmed' end as status
       from chosen
     ),
     inserted as (
       insert into reservations (restaurant_id, table_id, name, phone, email, start_at, end_at, guests, status,
          checked_in_at, no_show_at, is_large_party, token, created_at, updated_at)
       select $1, table_id, ($10::text[])[1 + h % array_length($10::text[], 1)],
          '+38591' || lpad((h % 10000000)::text, 7, '0'),
          case when h % 4 = 0 then 'guest' || (h % 100000) || '@example.com' end,
          start_at, start_at + make_interval(mins => $8), 1 + (h / 30000) % seats, status,
          case when status = 'cleared' then start_at end,
          case when status = 'no_show' then start_at + interval '15 minutes' end,
          false, md5(table_id || '/' || start_at || '/' || random()),
          start_at - ((h % 30) + 1) * interval '1 day', start_at - ((h % 30) + 1) * interval '1 day'
       from with_status
       returning id, table_id, start_at, end_at, status
     )
     insert into reservation_tables (reservation_id, table_id, period, active)
     select id, table_id, tstzrange(start_at, end_at + make_interval(mins => $9), '[)'), status = 'confirmed'
     from inserted`,
    [
      restaurantId,
      anchorDate,
      DATASET.daysBack,
      DATASET.daysAhead,
      odds.lunch,
      odds.afternoon,
      odds.dinner,
      DATASET.durationMin,
      DATASET.bufferMin,
      GUEST_NAMES,
    ],
  );
  return rowCount ?? 0;
}

/** The restaurantadmin of the busy restaurant that scenario (d) logs in as. */
export async function seedAdmin(client: pg.Client, restaurantId: number): Promise<void> {
  await client.query(
    `insert into users (email, password_hash, role, plan, restaurant_id, language, created_at)
     values ($1, $2, 'restaurantadmin', 'pro', $3, 'hr', now())`,
    [DATASET.adminEmail, await hashPassword(DATASET.adminPassword), restaurantId],
  );
}
