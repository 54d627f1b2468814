import { runSeed } from '../src/db/seed';
import { SEED_RESTAURANTS } from '../src/db/seed-data';
import { HISTORY_DAYS } from '../src/db/seed-history-sql';
import { addDaysToKey, zagrebDateKey, zagrebWallTime } from '../src/time/zagreb';
import { createTestContext, type TestContext } from './support/test-app';

/*
 * The demo history (issue 21 §5): ~90 days before today for every demo restaurant, written by one set-based
 * statement in the demo seed. Two databases seeded at the same moment hold the same rows; a second seed adds
 * nothing; the history has what the analytics tabs need and never overlaps a booking.
 */
const NOW = '2026-06-10T10:00:00Z';
let a: TestContext;
let b: TestContext;

/** Every reservation of a database as comparable text: everything but the serial ids and the secret tokens. */
async function rowsOf(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.orm.em.fork().execute<{ row: string }[]>(
    `select concat_ws('|', r.restaurant_id, t.number, r.name, r.phone, r.email, r.start_at, r.end_at, r.guests,
        r.status, r.checked_in_at, r.no_show_at, r.cleared_at, r.is_walk_in, r.language,
        (select string_agg(tt.number || '@' || o.period::text || '/' || o.active, ',' order by tt.number)
         from reservation_tables o join tables tt on tt.id = o.table_id where o.reservation_id = r.id)) as row
     from reservations r join tables t on t.id = r.table_id
     where r.start_at < ?
     order by r.restaurant_id, r.start_at, t.number`,
    [zagrebWallTime(zagrebDateKey(new Date(NOW)), '00:00')],
  );
  return rows.map((r) => r.row);
}

const count = async (ctx: TestContext, sql: string, params: unknown[] = []): Promise<number> => {
  const [row] = await ctx.orm.em.fork().execute<{ n: string }[]>(sql, params);
  return Number(row!.n);
};

beforeAll(async () => {
  a = await createTestContext({ now: NOW });
  b = await createTestContext({ now: NOW });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const today = zagrebDateKey(new Date(NOW));
const todayStart = zagrebWallTime(today, '00:00');

test('two seeds at the same moment write the same history', async () => {
  const [first, second] = [await rowsOf(a), await rowsOf(b)];
  expect(first.length).toBeGreaterThan(1000);
  expect(second).toEqual(first);
});

test('a second seed adds nothing and changes nothing', async () => {
  const before = await rowsOf(a);
  const tokens = await count(a, `select count(distinct token) as n from reservations`);
  await runSeed(a.orm, new Date(NOW));
  expect(await rowsOf(a)).toEqual(before);
  expect(await count(a, `select count(distinct token) as n from reservations`)).toBe(tokens);
});

test('the history covers about 90 days before today, every day, and nothing of today or later', async () => {
  for (const r of SEED_RESTAURANTS) {
    const days = await count(
      a,
      `select count(distinct (start_at at time zone 'Europe/Zagreb')::date) as n from reservations
       where restaurant_id = ? and start_at >= ? and start_at < ?`,
      [r.id, zagrebWallTime(addDaysToKey(today, -HISTORY_DAYS), '00:00'), todayStart],
    );
    expect(days).toBe(HISTORY_DAYS);
    // Today and later hold only what the demo seed had before history: confirmed and a few cancelled, and today's
    // stays that had ended when it ran, cleared.
    expect(
      await count(
        a,
        `select count(*) as n from reservations where restaurant_id = ? and start_at >= ?
         and status not in ('confirmed', 'cancelled') and not (status = 'cleared' and end_at <= now())`,
        [r.id, todayStart],
      ),
    ).toBe(0);
  }
  expect(
    await count(a, `select count(*) as n from reservations where start_at < ?`, [
      zagrebWallTime(addDaysToKey(today, -HISTORY_DAYS), '00:00'),
    ]),
  ).toBe(0);
});

test('every live table is used, and some bookings join two tables', async () => {
  const unused = await count(
    a,
    `select count(*) as n from tables t
     where t.deleted_at is null and t.status <> 'maintenance'
       and not exists (select 1 from reservation_tables o join reservations r on r.id = o.reservation_id
                       where o.table_id = t.id and r.start_at < ?)`,
    [todayStart],
  );
  expect(unused).toBe(0);
  const joined = await count(
    a,
    `select count(*) as n from reservations r where r.start_at < ?
       and (select count(*) from reservation_tables o where o.reservation_id = r.id) = 2`,
    [todayStart],
  );
  expect(joined).toBeGreaterThan(20);
});

test('outcomes: cleared stays, no-shows, cancellations and walk-ins with party sizes 1–12', async () => {
  const [row] = await a.orm.em.fork().execute<Record<string, string>[]>(
    `select count(*) filter (where status = 'cleared' and not is_walk_in) as cleared,
        count(*) filter (where status = 'no_show' and no_show_at is not null) as no_shows,
        count(*) filter (where status = 'no_show' and no_show_at is null) as no_shows_unmarked,
        count(*) filter (where status = 'cancelled') as cancelled,
        count(*) filter (where is_walk_in and status = 'cleared' and phone = '') as walk_ins,
        count(*) filter (where status = 'confirmed') as confirmed,
        count(distinct guests) filter (where is_walk_in) as walk_in_sizes,
        min(guests) as min_guests, max(guests) as max_guests,
        count(*) as total
     from reservations where start_at < ?`,
    [todayStart],
  );
  const n = (k: string) => Number(row![k]);
  expect(n('cleared') / n('total')).toBeGreaterThan(0.6);
  expect(n('no_shows') / n('total')).toBeGreaterThan(0.03);
  expect(n('no_shows_unmarked')).toBe(0);
  expect(n('cancelled') / n('total')).toBeGreaterThan(0.03);
  expect(n('walk_ins') / n('total')).toBeGreaterThan(0.05);
  expect(n('walk_in_sizes')).toBeGreaterThan(3);
  expect(n('min_guests')).toBe(1);
  expect(n('max_guests')).toBe(12);
  // The three weeks the demo seed had before history end as outcomes too; nothing past is left confirmed.
  expect(n('confirmed')).toBe(0);
});

test('finished stays were checked in and then cleared; no-shows and cancellations never were', async () => {
  expect(
    await count(
      a,
      `select count(*) as n from reservations where start_at < ? and status = 'cleared' and cleared_at is not null
       and (checked_in_at is null or cleared_at <= checked_in_at)`,
      [todayStart],
    ),
  ).toBe(0);
  expect(
    await count(
      a,
      `select count(*) as n from reservations where start_at < ? and status = 'cleared' and cleared_at is not null`,
      [todayStart],
    ),
  ).toBeGreaterThan(1000);
  expect(
    await count(
      a,
      `select count(*) as n from reservations where status in ('no_show', 'cancelled')
       and (checked_in_at is not null or cleared_at is not null)`,
    ),
  ).toBe(0);
});

test('lunch and dinner are the busy hours', async () => {
  const rows = await a.orm.em.fork().execute<{ hour: number; n: string }[]>(
    `select extract(hour from start_at at time zone 'Europe/Zagreb')::int as hour, count(*) as n
     from reservations where restaurant_id = 1 and start_at < ? group by 1`,
    [todayStart],
  );
  const at = (h: number) => Number(rows.find((r) => r.hour === h)?.n ?? 0);
  // Konoba Stol (11–21): windows from 11:00, 13:00, 15:00, 17:00 and 19:00, an hour later every other day.
  expect(at(13)).toBeGreaterThan(2 * at(15));
  expect(at(19)).toBeGreaterThan(2 * at(15));
  // Every hour of service has bookings and walk-ins: a chart by hour has no empty teeth.
  for (let hour = 11; hour <= 20; hour += 1) expect(at(hour)).toBeGreaterThan(20);
  const walkInHours = await a.orm.em.fork().execute<{ hour: number }[]>(
    `select distinct extract(hour from start_at at time zone 'Europe/Zagreb')::int as hour
     from reservations where restaurant_id = 1 and is_walk_in and start_at < ? order by 1`,
    [todayStart],
  );
  expect(walkInHours.map((r) => r.hour)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
});

test('guests return with the same phone, some under another name or email; phones are E.164', async () => {
  expect(
    await count(
      a,
      `select count(*) as n from (select phone from reservations where phone <> '' and start_at < ?
       group by phone having count(*) >= 5) x`,
      [todayStart],
    ),
  ).toBeGreaterThan(50);
  expect(
    await count(
      a,
      `select count(*) as n from (select phone from reservations where phone <> '' group by phone
       having count(distinct name) > 1) x`,
    ),
  ).toBeGreaterThan(10);
  expect(
    await count(
      a,
      `select count(*) as n from (select phone from reservations where phone <> '' and email is not null
       group by phone having count(distinct email) > 1) x`,
    ),
  ).toBeGreaterThan(10);
  expect(
    await count(
      a,
      `select count(*) as n from reservations where phone <> '' and phone !~ '^\\+[1-9][0-9]{7,14}$'`,
    ),
  ).toBe(0);
});

test('no two bookings of a table overlap, released or not, nor does a stay run into the next booking', async () => {
  expect(
    await count(
      a,
      `select count(*) as n from reservation_tables x join reservation_tables y
         on y.table_id = x.table_id and y.id > x.id and y.period && x.period
       where x.reservation_id is not null and y.reservation_id is not null`,
    ),
  ).toBe(0);
  expect(
    await count(
      a,
      `select count(*) as n from reservations r join reservation_tables o on o.table_id = r.table_id
         and o.reservation_id <> r.id
       where r.cleared_at is not null and lower(o.period) > r.start_at and lower(o.period) < r.cleared_at`,
    ),
  ).toBe(0);
});

test('a database seeded before the history existed gets it on its next start, around the bookings there', async () => {
  const before = await rowsOf(b);
  // As a database from before issue 21: nothing older than the three weeks the demo seed always wrote.
  const [gone] = await b.orm.em
    .fork()
    .execute<{ n: string }[]>(
      `with d as (delete from reservations where start_at < ? returning 1) select count(*) as n from d`,
      [zagrebWallTime(addDaysToKey(today, -22), '00:00')],
    );
  expect(Number(gone!.n)).toBeGreaterThan(1000);
  await runSeed(b.orm, new Date(NOW));
  // The history is back, the same rows, and the bookings that stayed were gone around (none twice).
  expect(await rowsOf(b)).toEqual(before);
});
