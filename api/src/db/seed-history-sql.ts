import { WALK_IN_NAME } from '@stol/contracts';
import { LIVE_TABLES_SQL } from '../modules/tables/table.entity';

/*
 * A restaurant's booking history in one set-based statement (issue 21 §5), shared by the demo seed (about 90
 * days before today) and the bench's dataset (two years around today). Every row is derived from hashtext() of
 * (restaurant, table number, day, window), never random(), so two seeds of the same day write the same rows.
 *
 * The day is cut into two-hour windows from the restaurant's opening hour; a table gets at most one booking per
 * window, starting on the restaurant's slot grid in the window's first half hour and ending (with the buffer) by
 * the window's end, so the rows can never overlap one another. Rows that would overlap an existing booking or
 * hold of the same table are left out (`avoidExisting`, for a database that already has bookings).
 *
 * Windows are booked by their hour (lunch and dinner peaks, a quiet afternoon) and weekday (Friday and Saturday
 * busiest); past outcomes: cleared stays with check-in and clear times, no-shows, cancellations and walk-ins with
 * party sizes; today and later are confirmed with a few cancellations. Now and then two neighbouring tables
 * (odd number n and n + 1) are joined for one bigger party, the attached table held by a second occupancy row.
 * Guests: about half the bookings come from a restaurant's 40 regulars, the rest from 900 occasional guests,
 * so phones return over visits, sometimes under a partner's name or a work email.
 */

/** How far back the demo seed's history goes (issue 21 §5: about 90 days). */
export const HISTORY_DAYS = 90;

/** What one run writes: which restaurants, which days (offsets from `anchorDate`, the Zagreb today). */
export interface HistoryOptions {
  restaurantIds: number[];
  /** The Zagreb day the offsets count from, YYYY-MM-DD. */
  anchorDate: string;
  fromDay: number;
  toDay: number;
  /** 0–100: scales every window's chance of being booked (70 ≈ a busy week at a popular place). */
  busyPercent: number;
  /**
   * Secret of this seed for the guests' link tokens (sha256 of it and the row): the rows are deterministic, the
   * tokens that open a guest's cancel/modify link are not guessable.
   */
  tokenSalt: string;
  /** Leave out rows that would overlap a booking already there (the demo database); false for an empty one. */
  avoidExisting: boolean;
}

const FIRST_NAMES = [
  'Ana',
  'Ivan',
  'Marija',
  'Luka',
  'Petra',
  'Marko',
  'Ivana',
  'Josip',
  'Katarina',
  'Tomislav',
  'Lucija',
  'Filip',
  'Maja',
  'Nikola',
  'Sara',
  'Ante',
  'Nina',
  'Davor',
  'Lana',
  'Matej',
  'Iva',
  'Stjepan',
  'Mia',
  'Goran',
  'Emma',
  'Lukas',
  'Tena',
  'Hrvoje',
  'Dora',
  'Krešimir',
  'Paula',
  'Zoran',
];
const LAST_NAMES = [
  'Horvat',
  'Kovačević',
  'Babić',
  'Marić',
  'Jurić',
  'Novak',
  'Knežević',
  'Vuković',
  'Perić',
  'Pavlović',
  'Šarić',
  'Tomić',
  'Matić',
  'Božić',
  'Grgić',
  'Barić',
  'Vidović',
  'Đurić',
  'Lovrić',
  'Smith',
  'Müller',
  'Rossi',
  'Kos',
];

/*
 * Every parameter appears once, in the first CTE, as `?` (MikroORM's placeholder); `numberedPlaceholders` turns
 * them into $1… for node-postgres, so the demo seed and the bench run the very same text.
 */
const HISTORY_SQL = `
with p as (
  select ?::int[] as restaurant_ids, ?::date as anchor, ?::int as from_day, ?::int as to_day,
     ?::int as busy, ?::text as salt, ?::boolean as avoid_existing, ?::text[] as first_names,
     ?::text[] as last_names, ?::text as walk_in_name
),
live_tables as (
  select t.id, t.restaurant_id, t.number, t.seats
  from ${LIVE_TABLES_SQL} t join p on t.restaurant_id = any(p.restaurant_ids)
  where t.status <> 'maintenance'
),
windows as (
  select r.id as restaurant_id, r.interval_min, r.buffer_min, r.no_show_grace_min, r.default_duration_min,
     r.open_hour * 60 + w * 120 as window_min, (r.close_hour - 1) * 60 as last_start_min, w
  from restaurants r join p on r.id = any(p.restaurant_ids)
  cross join generate_series(0, 11) as w
  -- The window's first start must leave an hour before closing (the last start of the day).
  where r.open_hour * 60 + w * 120 <= (r.close_hour - 1) * 60
),
days as (
  select d, p.anchor + d as day, extract(isodow from p.anchor + d)::int as dow,
     -- Every other day the windows start an hour later, so over the weeks bookings start at every hour of
     -- service, not only at the opening hour plus whole windows (12:00 and 14:00 had no walk-ins at all).
     (abs(d) % 2) * 60 as shift
  from p cross join generate_series(p.from_day, p.to_day) as d
),
candidates as (
  select t.id as table_id, t.restaurant_id, t.number, t.seats, dy.d, dy.day, w.w, w.window_min + dy.shift as window_min,
     w.interval_min,
     w.buffer_min, w.no_show_grace_min, w.default_duration_min,
     abs(hashtext(t.restaurant_id || '/' || t.number || '/' || dy.day || '/' || w.w)::bigint) as h,
     abs(hashtext(dy.day || '#' || w.w || '#' || t.number || '#' || t.restaurant_id)::bigint) as g,
     -- Chance in per mille: the window's hour (lunch and dinner peaks), the weekday, the restaurant's busyness.
     (case when w.window_min + dy.shift < 11 * 60 then 35 when w.window_min + dy.shift < 14 * 60 then 85
           when w.window_min + dy.shift < 17 * 60 then 30 when w.window_min + dy.shift < 19 * 60 then 60
           when w.window_min + dy.shift < 21 * 60 then 95 else 30 end)
       * (array[75, 80, 85, 95, 115, 125, 105])[dy.dow] / 100 * p.busy / 10 as chance
  from live_tables t
  join windows w on w.restaurant_id = t.restaurant_id
  cross join days dy cross join p
  -- A shifted window still starts an hour before closing at the latest.
  where w.window_min + dy.shift <= w.last_start_min
),
booked as (
  select c.*,
     -- The slot grid's starts in the window's first half hour; this booking takes one of them.
     c.window_min + ((c.h / 1000) % (30 / c.interval_min + 1)) * c.interval_min as start_min,
     (c.h / 100000) % 100 as kind
  from candidates c
  where c.h % 1000 < c.chance
),
-- A joined pair: the odd-numbered table of a booked window takes its even neighbour for one bigger party.
joins as (
  select b.table_id, b.d, b.w, n.id as partner_id, n.seats as partner_seats
  from booked b
  join live_tables n on n.restaurant_id = b.restaurant_id and n.number = b.number + 1
  where b.number % 2 = 1 and (b.g / 7) % 100 < 8 and b.kind >= 10
),
shaped as (
  select b.*, j.partner_id,
     least(12, case when j.partner_id is null then greatest(1, b.seats - (b.g % (b.seats / 2 + 1)))
                    else b.seats + j.partner_seats - (b.g % 3) end) as guests,
     ((p.anchor + b.d) + (b.start_min) * interval '1 minute') at time zone 'Europe/Zagreb' as start_at,
     (p.anchor + b.d) + (b.window_min + 120) * interval '1 minute' as window_end_local,
     case when b.d >= 0 then case when b.kind < 6 then 'cancelled' else 'confirmed' end
          when b.kind < 10 then 'walk_in' when b.kind < 17 then 'no_show' when b.kind < 25 then 'cancelled'
          else 'cleared' end as outcome
  from booked b
  cross join p
  left join joins j on j.table_id = b.table_id and j.d = b.d and j.w = b.w
  -- The even neighbour's own booking in a window its odd partner took for a joined party is left out.
  where not exists (select 1 from joins o where o.partner_id = b.table_id and o.d = b.d and o.w = b.w)
),
timed as (
  select s.*,
     -- The booked length grows with the party; it ends (with the buffer) by the window's end.
     s.start_at + (least(
        greatest(s.default_duration_min, case when s.guests <= 2 then 75 when s.guests <= 4 then 90 else 120 end),
        s.window_min + 120 - s.start_min - s.buffer_min)) * interval '1 minute' as end_at,
     (s.window_end_local at time zone 'Europe/Zagreb') as window_end,
     -- Regulars (about half the bookings) and occasional guests, numbered per restaurant.
     case when (s.g / 1000) % 100 < 45 then s.restaurant_id * 1000 + (s.g / 100000) % 40
          else s.restaurant_id * 1000 + 100 + (s.h / 10) % 900 end as guest_no
  from shaped s
),
people as (
  select t.*,
     case when t.outcome = 'walk_in' then p.walk_in_name
          else p.first_names[1 + ((t.guest_no + case when t.g % 100 < 8 then 7 else 0 end)
                                  % array_length(p.first_names, 1))]
               || ' ' || p.last_names[1 + (t.guest_no / 7) % array_length(p.last_names, 1)] end as name,
     case when t.outcome = 'walk_in' then ''
          else '+38591' || lpad(((t.guest_no * 7919 + 1234567) % 10000000)::text, 7, '0') end as phone,
     case when t.outcome in ('cleared', 'walk_in') then
          t.start_at + (case when t.outcome = 'walk_in' then 0 else (t.g / 100) % 11 - 3 end) * interval '1 minute'
     end as arrived_at
  from timed t cross join p
),
inserted as (
  insert into reservations (restaurant_id, table_id, name, phone, email, start_at, end_at, guests, status,
     checked_in_at, no_show_at, cleared_at, is_large_party, is_walk_in, language, token, created_at, updated_at)
  select r.restaurant_id, r.table_id, r.name, r.phone,
     case when r.outcome = 'walk_in' or (r.h / 7) % 4 = 0 then null
          else replace(translate(lower(r.name), 'čćžšđüé', 'cczsdue'), ' ', '.')
               || case when (r.g / 11) % 100 < 6 then '@work.example.com' else '@example.com' end end,
     r.start_at, r.end_at, r.guests,
     case when r.outcome = 'walk_in' then 'cleared' else r.outcome end,
     case when r.outcome in ('cleared', 'walk_in') then r.arrived_at end,
     case when r.outcome = 'no_show' then r.start_at + (r.no_show_grace_min) * interval '1 minute' end,
     -- A stay lasts with the party (25 min + 8 per guest + up to 20), never past the window (the next turn).
     case when r.outcome in ('cleared', 'walk_in') then least(r.window_end,
          r.arrived_at + (25 + 8 * r.guests + (r.h / 13) % 21) * interval '1 minute') end,
     false, r.outcome = 'walk_in', case when (r.g / 3) % 5 = 0 then 'en' else 'hr' end,
     encode(sha256(convert_to(p.salt || '/' || r.table_id || '/' || r.start_at, 'UTF8')), 'hex'),
     case when r.outcome = 'walk_in' then r.start_at else r.start_at - (1 + (r.h / 17) % 30) * interval '1 day' end,
     case when r.outcome in ('cleared', 'walk_in') then least(r.window_end,
          r.arrived_at + (25 + 8 * r.guests + (r.h / 13) % 21) * interval '1 minute')
          when r.outcome = 'no_show' then r.start_at + (r.no_show_grace_min) * interval '1 minute'
          else r.start_at - ((r.h / 17) % 30) * interval '1 day' end
  from people r cross join p
  where not p.avoid_existing or not exists (
    select 1 from reservation_tables o
    where o.table_id in (r.table_id, r.partner_id)
      and o.period && tstzrange(r.start_at, r.end_at + (r.buffer_min) * interval '1 minute', '[)')
  )
  returning id, table_id, start_at, end_at, status, no_show_at
),
held as (
  select i.*, r.partner_id, r.buffer_min
  from inserted i join people r on r.table_id = i.table_id and r.start_at = i.start_at
)
insert into reservation_tables (reservation_id, table_id, period, active)
select h.id, x.table_id, tstzrange(h.start_at, h.end_at + (h.buffer_min) * interval '1 minute', '[)'),
   h.status = 'confirmed' and h.no_show_at is null
from held h
cross join lateral (values (h.table_id), (h.partner_id)) as x(table_id)
where x.table_id is not null`;

/** The statement with node-postgres' numbered placeholders ($1…) instead of MikroORM's `?`. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/*
 * Arrays as PostgreSQL array literals: MikroORM's raw bindings would spread a JS array into a list of values,
 * and node-postgres reads the literal as well.
 */
const pgArray = (values: readonly (string | number)[]): string =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The statement (MikroORM placeholders) and its parameters, in placeholder order. */
export function historyStatement(o: HistoryOptions): { sql: string; params: unknown[] } {
  return {
    sql: HISTORY_SQL,
    params: [
      pgArray(o.restaurantIds),
      o.anchorDate,
      o.fromDay,
      o.toDay,
      o.busyPercent,
      o.tokenSalt,
      o.avoidExisting,
      pgArray(FIRST_NAMES),
      pgArray(LAST_NAMES),
      WALK_IN_NAME,
    ],
  };
}
