import { ANALYTICS_DEFINITIONS } from '@stol/contracts';
import request from 'supertest';
import { REPORT_DAYS_SQL, reportDaysParams } from '../src/modules/reports/reports.service';
import { reportPeriod } from '../src/modules/reports/report-period';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { placeBooking, type HistoryBooking } from './support/history-fixtures';
import { DEMO, loginAs, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Reports over HTTP (issue 21 §3, §7) on a known history of a restaurant of the test's own: the spring DST week
 * (Monday 2026-03-23 … Sunday 2026-03-29, a 23-hour Sunday) and the autumn DST Sunday (2026-10-25, 25 hours).
 */

let ctx: TestContext;
let fx: Fixture;
let tokens: { superadmin: string; staff: string };
/** Reservation ids by the letter the history below gives them. */
const ids: Record<string, number> = {};

const HISTORY: HistoryBooking[] = [
  { key: 'A', at: ['2026-03-22', '23:30'], tables: [1], guests: 2, name: 'Prošli Tjedan' },
  // Monday 00:30 Zagreb is still Sunday in UTC (23:30Z).
  { key: 'B', at: ['2026-03-23', '00:30'], tables: [2], guests: 2, name: 'Ana Horvat', status: 'cleared' },
  {
    key: 'C',
    at: ['2026-03-25', '12:00'],
    tables: [2],
    guests: 4,
    name: 'Otkazani Gost',
    status: 'cancelled',
  },
  { key: 'D', at: ['2026-03-25', '13:00'], tables: [3], guests: 3, name: 'Marko Marić', walkIn: true },
  { key: 'E', at: ['2026-03-25', '19:00'], tables: [4, 5], guests: 7, name: 'Grupa Kovač' },
  // No-shows: by status alone, by noShowAt alone, by both.
  { key: 'F', at: ['2026-03-27', '19:00'], tables: [1], guests: 2, name: 'Luka Babić', status: 'no_show' },
  { key: 'G', at: ['2026-03-27', '20:30'], tables: [2], guests: 4, name: 'Maja Jurić', noShowAt: true },
  // Sunday of the spring change: 01:30 CET, 03:30 CEST.
  { key: 'H', at: ['2026-03-29', '01:30'], tables: [6], guests: 6, name: 'Ivana Perić', status: 'cleared' },
  {
    key: 'I',
    at: ['2026-03-29', '03:30'],
    tables: [1],
    guests: 8,
    name: 'Velika Grupa',
    status: 'no_show',
    noShowAt: true,
  },
  { key: 'J', at: ['2026-03-29', '12:00'], tables: [2], guests: 2, name: '=SUM(A1:A2)', walkIn: true },
  {
    key: 'L',
    at: ['2026-03-29', '13:00'],
    tables: [4],
    guests: 5,
    name: 'Ivo',
    walkIn: true,
    status: 'cancelled',
  },
  { key: 'K', at: ['2026-03-29', '23:30'], tables: [3], guests: 2, name: 'Kasni Gost' },
  // Monday 00:30 CEST is Sunday 22:30Z: next week's.
  { key: 'M', at: ['2026-03-30', '00:30'], tables: [1], guests: 2, name: 'Sljedeći Tjedan' },
  // Autumn: 00:30 CEST, 02:30 CEST, 02:30 CET (the repeated hour), 23:30 CET on the 25th; 00:30 on the 26th.
  { key: 'N1', at: '2026-10-24T22:30:00Z', tables: [1], guests: 2, name: 'Jesen Jedan' },
  { key: 'N2', at: '2026-10-25T00:30:00Z', tables: [2], guests: 2, name: 'Jesen Dva' },
  { key: 'N3', at: '2026-10-25T01:30:00Z', tables: [3], guests: 2, name: 'Jesen Tri' },
  { key: 'N4', at: '2026-10-25T22:30:00Z', tables: [4], guests: 2, name: 'Jesen Četiri' },
  { key: 'N5', at: '2026-10-25T23:30:00Z', tables: [5], guests: 2, name: 'Jesen Pet' },
];

/** Every reservation on one phone, each with an email of its own. */
const place = async (b: HistoryBooking) => {
  ids[b.key] = await placeBooking(ctx.orm, fx, {
    phone: '+385911234567',
    email: `${b.key.toLowerCase()}@gost.test`,
    ...b,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [1, 2, 3, 4, 5, 6].map((number) => ({ number, seats: number === 6 ? 8 : 4 })),
  });
  for (const b of HISTORY) await place(b);
  tokens = {
    superadmin: (await loginAs(ctx.app, DEMO.superadmin)).token,
    staff: (await loginAs(ctx.app, DEMO.staff)).token,
  };
});
afterAll(async () => {
  await ctx.close();
});

const asSuperadmin = (url: string) => withToken(ctx.app, tokens.superadmin).get(url);
const day = (date: string, figures: Partial<Record<string, number>> = {}) => ({
  date,
  total: 0,
  noShows: 0,
  largeParties: 0,
  covers: 0,
  walkIns: 0,
  ...figures,
});

describe('GET /reports/daily', () => {
  it.each([
    // H, I, J, K: the cancelled walk-in L left out; I is the no-show and the large party (8); H's 6 is not.
    ['2026-03-29', { total: 4, noShows: 1, largeParties: 1, covers: 18, walkIns: 1 }],
    // D (named walk-in) and E (7 guests on tables 4 + 5); C cancelled.
    ['2026-03-25', { total: 2, largeParties: 1, covers: 10, walkIns: 1 }],
    // F (status no_show) and G (noShowAt only).
    ['2026-03-27', { total: 2, noShows: 2, covers: 6 }],
    // B at 00:30 belongs to Monday, though in UTC it starts on Sunday; A at 23:30 to Sunday the 22nd.
    ['2026-03-23', { total: 1, covers: 2 }],
    ['2026-03-22', { total: 1, covers: 2 }],
    // M at 00:30 CEST on the 30th is 22:30Z on the 29th.
    ['2026-03-30', { total: 1, covers: 2 }],
    ['2026-03-24', {}],
    // The 25-hour day: both 02:30s, 00:30 and 23:30; not the 26th's 00:30 (23:30Z on the 25th).
    ['2026-10-25', { total: 4, covers: 8 }],
    ['2026-10-26', { total: 1, covers: 2 }],
  ])('%s', async (date, figures) => {
    const res = await asSuperadmin(`/reports/daily?date=${date}&restaurantId=${fx.restaurantId}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(day(date, figures));
  });

  it.each([
    ['', 'restaurantId is required'],
    ['&restaurantId=abc', 'restaurantId must be a whole number from 1 to 2147483647'],
  ])('refuses a missing or bad restaurant (%s)', async (extra, message) => {
    const res = await asSuperadmin(`/reports/daily?date=2026-03-29${extra}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
  });

  it.each(['2026-02-30', '29.03.2026', ''])('refuses a day that does not exist (%j)', async (date) => {
    const res = await asSuperadmin(`/reports/daily?date=${date}&restaurantId=${fx.restaurantId}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^date must be a calendar day as YYYY-MM-DD/);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const res = await asSuperadmin('/reports/daily?date=2026-03-29&restaurantId=999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' });
  });

  it('reads one range of the (restaurant_id, start_at) index', async () => {
    const params = reportDaysParams(fx.restaurantId, reportPeriod('day', '2026-03-29'));
    const plan = await ctx.orm.em.fork().transactional(async (tx) => {
      // With fresh statistics, and a small test table not read whole, the plan shows which index serves.
      await tx.execute('analyze reservations');
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${REPORT_DAYS_SQL}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(
      /Index (Only )?Scan using reservations_restaurant_id_start_at_index|Bitmap Index Scan on reservations_restaurant_id_start_at_index/,
    );
    expect(plan).toMatch(
      /Index Cond: \(\(restaurant_id = \d+\) AND \(start_at >= .*\) AND \(start_at < .*\)\)/,
    );
  });
});

describe("reports follow every write at once (answers cached under the restaurant's change counter)", () => {
  it('a booking, its no-show and its cancellation show in the next daily and weekly answer', async () => {
    // Tuesday 2026-05-12: a week of its own, no other test reads it.
    const daily = async () =>
      (await asSuperadmin(`/reports/daily?date=2026-05-12&restaurantId=${fx.restaurantId}`)).body;
    const weekTotal = async () =>
      (await asSuperadmin(`/reports/weekly?date=2026-05-12&restaurantId=${fx.restaurantId}`)).body.total;
    expect(await daily()).toEqual(day('2026-05-12'));
    expect(await weekTotal()).toBe(0);

    const id = await placeBooking(ctx.orm, fx, {
      key: 'cache',
      at: ['2026-05-12', '19:00'],
      tables: [1],
      guests: 3,
      name: 'Novi Gost',
    });
    expect(await daily()).toEqual(day('2026-05-12', { total: 1, covers: 3 }));
    expect(await weekTotal()).toBe(1);

    await ctx.orm.em.fork().execute(`update reservations set status = 'no_show' where id = ?`, [id]);
    expect(await daily()).toEqual(day('2026-05-12', { total: 1, noShows: 1, covers: 3 }));

    await ctx.orm.em.fork().execute(`update reservations set status = 'cancelled' where id = ?`, [id]);
    expect(await daily()).toEqual(day('2026-05-12'));
    expect(await weekTotal()).toBe(0);
  });
});

describe('GET /reports/weekly', () => {
  const spring = [
    day('2026-03-23', { total: 1, covers: 2 }),
    day('2026-03-24'),
    day('2026-03-25', { total: 2, largeParties: 1, covers: 10, walkIns: 1 }),
    day('2026-03-26'),
    day('2026-03-27', { total: 2, noShows: 2, covers: 6 }),
    day('2026-03-28'),
    day('2026-03-29', { total: 4, noShows: 1, largeParties: 1, covers: 18, walkIns: 1 }),
  ];

  it.each(['2026-03-23', '2026-03-26', '2026-03-29'])(
    'the Monday–Sunday week holding %s, seven days with zeros, neither Sunday 22nd nor Monday 30th',
    async (date) => {
      const res = await asSuperadmin(`/reports/weekly?date=${date}&restaurantId=${fx.restaurantId}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ start: '2026-03-23', end: '2026-03-29', total: 9, days: spring });
    },
  );

  it('defaults to the week of today on the app clock, in Zagreb', async () => {
    // Sunday 22:30Z is already Monday 30th 00:30 in Zagreb: the next week.
    ctx.clock.set('2026-03-29T22:30:00Z');
    const next = await asSuperadmin(`/reports/weekly?restaurantId=${fx.restaurantId}`);
    expect(next.body).toMatchObject({ start: '2026-03-30', end: '2026-04-05', total: 1 });
    ctx.clock.set('2026-03-29T21:00:00Z');
    const current = await asSuperadmin(`/reports/weekly?restaurantId=${fx.restaurantId}&date=`);
    expect(current.body).toEqual({ start: '2026-03-23', end: '2026-03-29', total: 9, days: spring });
    ctx.clock.set('2026-06-10T10:00:00Z');
  });

  it('the autumn week ends with its 25-hour Sunday', async () => {
    const res = await asSuperadmin(`/reports/weekly?date=2026-10-21&restaurantId=${fx.restaurantId}`);
    expect(res.body.total).toBe(4);
    expect(res.body.days.map((d: { total: number }) => d.total)).toEqual([0, 0, 0, 0, 0, 0, 4]);
  });

  it('requires the restaurant', async () => {
    const res = await asSuperadmin('/reports/weekly?date=2026-03-29');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('restaurantId is required');
  });
});

describe('GET /reports/reservations', () => {
  const list = async (query: string) => {
    const res = await asSuperadmin(`/reports/reservations?restaurantId=${fx.restaurantId}&${query}`);
    expect(res.status).toBe(200);
    return res.body.reservations as { id: number }[];
  };
  const keys = (rows: { id: number }[]) =>
    rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

  it('lists the day’s counted reservations in start order, as the contract shapes them', async () => {
    const rows = await list('date=2026-03-29');
    expect(keys(rows)).toEqual(['H', 'I', 'J', 'K']);
    expect(rows[1]).toEqual({
      id: ids.I,
      date: '2026-03-29T01:30:00.000Z',
      name: 'Velika Grupa',
      phone: '+385911234567',
      email: 'i@gost.test',
      guests: 8,
      status: 'no_show',
      isWalkIn: false,
      isNoShow: true,
      tableNumbers: [1],
    });
    expect(rows[2]).toMatchObject({ name: '=SUM(A1:A2)', isWalkIn: true, isNoShow: false });
  });

  it('a week, and the checkboxes (both = no-shows that are large parties)', async () => {
    const week = await list('date=2026-03-25&scope=week');
    expect(keys(week)).toEqual(['B', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect(week.find((row) => row.id === ids.E)).toMatchObject({ tableNumbers: [4, 5], guests: 7 });
    expect(keys(await list('date=2026-03-25&scope=week&noShowsOnly=true'))).toEqual(['F', 'G', 'I']);
    expect(keys(await list('date=2026-03-25&scope=week&largeParties=1'))).toEqual(['E', 'I']);
    expect(keys(await list('date=2026-03-25&scope=week&noShowsOnly=1&largeParties=true'))).toEqual(['I']);
    expect(keys(await list('date=2026-03-25&noShowsOnly=false&largeParties=0'))).toEqual(['D', 'E']);
  });

  it.each([
    ['date=2026-03-25&scope=month', /^scope must be one of/],
    ['date=2026-03-25&noShowsOnly=yes', /^noShowsOnly must be true or false$/],
    ['scope=week', /^date must be a calendar day/],
  ])('refuses %s', async (query, message) => {
    const res = await asSuperadmin(`/reports/reservations?restaurantId=${fx.restaurantId}&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });
});

describe('GET /reports/export', () => {
  const exportOf = (query: string, language = 'en') =>
    withToken(ctx.app, tokens.superadmin)
      .get(`/reports/export?restaurantId=${fx.restaurantId}&${query}`)
      .set('Accept-Language', language);
  const linesOf = (text: string) => text.replace(/\r\n$/, '').split('\r\n');

  it('the day: BOM, the note, the header, one row per counted reservation in Zagreb time', async () => {
    const res = await exportOf('date=2026-03-29');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stol-report-${fx.restaurantId}-2026-03-29.csv"`,
    );
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [note, header, ...rows] = linesOf(res.text.slice(1));
    const definitions = (['day', 'reportCounts', 'noShows', 'largeParties', 'covers', 'walkIns'] as const)
      .map((key) => ANALYTICS_DEFINITIONS.en[key])
      .join(' ');
    // One quoted cell (the definitions hold commas).
    expect(note).toBe(`"# Restaurant: Fixture. Day 29.03.2026. Time zone: Europe/Zagreb. ${definitions}"`);
    expect(header).toBe('Reservation,Date,Start,End,Tables,Name,Phone,Email,Guests,Status,Walk-in,No-show');
    // As many rows as the daily total.
    const daily = await asSuperadmin(`/reports/daily?date=2026-03-29&restaurantId=${fx.restaurantId}`);
    expect(rows).toHaveLength(daily.body.total);
    expect(rows).toEqual([
      `${ids.H},29.03.2026,01:30,04:00,6,Ivana Perić,'+385911234567,h@gost.test,6,Cleared,no,no`,
      `${ids.I},29.03.2026,03:30,05:00,1,Velika Grupa,'+385911234567,i@gost.test,8,No-show,no,yes`,
      // The formula-looking name is neutralised with an apostrophe.
      `${ids.J},29.03.2026,12:00,13:30,2,'=SUM(A1:A2),'+385911234567,j@gost.test,2,Confirmed,yes,no`,
      `${ids.K},29.03.2026,23:30,01:00,3,Kasni Gost,'+385911234567,k@gost.test,2,Confirmed,no,no`,
    ]);
  });

  it('the week in Croatian (the default language), narrowed, attached tables joined', async () => {
    const res = await withToken(ctx.app, tokens.superadmin).get(
      `/reports/export?restaurantId=${fx.restaurantId}&date=2026-03-27&scope=week&largeParties=true`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('hr');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stol-report-${fx.restaurantId}-2026-03-23.csv"`,
    );
    const [note, header, ...rows] = linesOf(res.text.slice(1));
    expect(note).toMatch(
      /^"# Restoran: Fixture\. Tjedan 23\.03\.2026–29\.03\.2026\. Vremenska zona: Europe\/Zagreb\. Samo velike grupe\. Rezervacija pripada/,
    );
    expect(note).toContain(ANALYTICS_DEFINITIONS.hr.walkIns);
    expect(header).toBe(
      'Rezervacija,Datum,Početak,Kraj,Stolovi,Ime,Telefon,E-pošta,Gosti,Status,Bez rezervacije,Nedolazak',
    );
    expect(rows).toEqual([
      `${ids.E},25.03.2026,19:00,20:30,4 + 5,Grupa Kovač,'+385911234567,e@gost.test,7,Potvrđena,ne,ne`,
      `${ids.I},29.03.2026,03:30,05:00,1,Velika Grupa,'+385911234567,i@gost.test,8,Nedolazak,ne,da`,
    ]);
  });

  it('a formula-looking restaurant name stays inside the note', async () => {
    const other = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 2 }] });
    await ctx.orm.em
      .fork()
      .execute('update restaurants set name = ? where id = ?', ['=cmd;=1+1', other.restaurantId]);
    const res = await withToken(ctx.app, tokens.superadmin)
      .get(`/reports/export?restaurantId=${other.restaurantId}&date=2026-03-29`)
      .set('Accept-Language', 'en');
    const [note, header, ...rows] = linesOf(res.text.slice(1));
    expect(note).toMatch(/^"# Restaurant: =cmd;'=1\+1\. Day 29\.03\.2026\./);
    expect(header).toMatch(/^Reservation,/);
    expect(rows).toEqual([]);
  });

  it('refuses what the list refuses, before any byte of CSV', async () => {
    const res = await withToken(ctx.app, tokens.superadmin).get('/reports/export?date=2026-03-29');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error).toBe('restaurantId is required');
  });
});

describe('who may read which restaurant’s reports', () => {
  const paths = [
    '/reports/daily?date=2026-03-29',
    '/reports/weekly?date=2026-03-29',
    '/reports/reservations?date=2026-03-29',
    '/reports/export?date=2026-03-29',
  ];

  it.each(paths)('staff: own restaurant yes, another one 403 (%s)', async (path) => {
    const own = await withToken(ctx.app, tokens.staff).get(`${path}&restaurantId=1`);
    expect(own.status).toBe(200);
    const foreign = await withToken(ctx.app, tokens.staff).get(`${path}&restaurantId=${fx.restaurantId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'You do not have access to this resource', code: 'FORBIDDEN' });
  });

  it.each(paths)('superadmin: any restaurant (%s)', async (path) => {
    for (const id of [1, 3, fx.restaurantId]) {
      expect((await withToken(ctx.app, tokens.superadmin).get(`${path}&restaurantId=${id}`)).status).toBe(
        200,
      );
    }
  });

  it('signed out: 401', async () => {
    const res = await request(ctx.app).get(`/reports/daily?date=2026-03-29&restaurantId=${fx.restaurantId}`);
    expect(res.status).toBe(401);
  });
});
