import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/password';
import { randomBytes } from 'node:crypto';
import { historyStatement, numberedPlaceholders } from '../src/db/seed-history-sql';
import { BUSYNESS, DATASET } from './dataset-shape';

/*
 * Set-based seeding: each statement writes thousands of rows inside PostgreSQL (generate_series,
 * INSERT … SELECT), so a million reservations take a minute or two instead of hours of ORM round trips.
 * Everything is derived from hashtext() (never random()), so two seeds of the same day give the same dataset.
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
 * Two years of one restaurant's bookings with their occupancy rows, in one statement: the demo seed's history
 * statement (src/db/seed-history-sql.ts), over a year back and a year ahead. The past has cleared stays with
 * check-in and clear times, no-shows, cancellations, walk-ins and joined tables, as the analytics read them;
 * today and the future are confirmed with a few cancellations. Released statuses get inactive occupancy rows.
 */
export async function seedReservations(
  client: pg.Client,
  restaurantId: number,
  anchorDate: string,
  busy: boolean,
): Promise<number> {
  const { sql, params } = historyStatement({
    restaurantIds: [restaurantId],
    anchorDate,
    fromDay: -DATASET.daysBack,
    toDay: DATASET.daysAhead,
    busyPercent: busy ? BUSYNESS.busy : BUSYNESS.normal,
    tokenSalt: randomBytes(16).toString('hex'),
    avoidExisting: false,
  });
  await client.query(numberedPlaceholders(sql), params);
  // The statement's row count is of occupancy rows (a joined party has two): count the reservations themselves.
  const { rows } = await client.query<{ n: string }>(
    'select count(*) as n from reservations where restaurant_id = $1',
    [restaurantId],
  );
  return Number(rows[0]!.n);
}

/** The premium restaurant manager of the busy restaurant the analytics scenarios sign in as (issue 21 §6). */
export async function seedManager(client: pg.Client, restaurantId: number): Promise<void> {
  const { rows } = await client.query<{ id: number }>(
    `insert into users (email, password_hash, role, plan, restaurant_id, language, created_at)
     values ($1, $2, 'restaurantmanager', 'premium', null, 'hr', now()) returning id`,
    [DATASET.managerEmail, await hashPassword(DATASET.adminPassword)],
  );
  await client.query('insert into user_restaurants (user_id, restaurant_id) values ($1, $2)', [
    rows[0]!.id,
    restaurantId,
  ]);
}

/** The restaurantadmin of the busy restaurant that scenario (d) logs in as. */
export async function seedAdmin(client: pg.Client, restaurantId: number): Promise<void> {
  await client.query(
    `insert into users (email, password_hash, role, plan, restaurant_id, language, created_at)
     values ($1, $2, 'restaurantadmin', 'pro', $3, 'hr', now())`,
    [DATASET.adminEmail, await hashPassword(DATASET.adminPassword), restaurantId],
  );
}
