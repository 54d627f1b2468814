import {
  ANALYTICS_ACCESS_DENIED,
  ZHeatmap,
  ZNoShowStats,
  ZReturningGuests,
  ZTurnTimes,
  ZWalkInStats,
} from '@stol/contracts';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { analyticsWindowParams } from '../src/modules/analytics/analytics-sql';
import { HEATMAP_SQL, heatmapParams } from '../src/modules/analytics/heatmap';
import { recentListSql } from '../src/modules/analytics/analytics-list';
import { RETURNING_GUESTS_SQL } from '../src/modules/analytics/returning-guests';
import {
  CANCELLED_SQL,
  NO_SHOW_COUNTS_SQL,
  NOT_CANCELLED_NO_SHOW_SQL,
} from '../src/modules/analytics/no-show-stats';
import { WALK_IN_HOURS_SQL, WALK_IN_SQL } from '../src/modules/analytics/walk-in-stats';
import { TURN_TIMES_SQL } from '../src/modules/analytics/turn-times';
import { zagrebWallTime } from '../src/time/zagreb';
import { createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { placeBooking, type HistoryBooking } from './support/history-fixtures';
import { DEMO, loginAs, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Analytics over HTTP (issue 21 §2, §3, §7) on a known history of a restaurant of the test's own, now being
 * Wednesday 2026-06-10 10:00Z (12:00 in Zagreb). Periods: week from 2026-06-03T10:00Z, month from
 * 2026-05-11T10:00Z, all. Every expected figure below is worked out by hand from the definitions.
 */

const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let fx: Fixture;
let empty: Fixture;
let tokens: { superadmin: string; manager: string; admin: string; staff: string };
const ids: Record<string, number> = {};

const ANA = '+385 91 111 1111';
const IVO = '+385922222222';
const MAJA = '+385933333333';
const KARLO = '+385955555555';

const HISTORY: HistoryBooking[] = [
  // Saturday 23:30 CET, the night before the spring change; the same guest's phone typed three ways.
  {
    key: 'A2',
    at: ['2026-03-28', '23:30'],
    tables: [2],
    guests: 4,
    name: 'Ana H.',
    phone: '091 111 1111',
    status: 'cleared',
    stay: 90,
  },
  // The 23-hour Sunday: 03:30 CEST is 01:30Z.
  {
    key: 'A1',
    at: ['2026-03-29', '03:30'],
    tables: [1],
    guests: 2,
    name: 'Ana Horvat',
    phone: ANA,
    email: 'ana@old.test',
    status: 'cleared',
    stay: 60,
  },
  // A walk-in at 23:30 on the DST day: hour 23 in Zagreb (21:30Z).
  { key: 'W0', at: ['2026-03-29', '23:30'], tables: [5], guests: 1, name: 'Walk-in', walkIn: true },
  {
    key: 'W1',
    at: ['2026-04-10', '12:15'],
    tables: [5],
    guests: 4,
    name: 'Walk-in',
    walkIn: true,
    status: 'cleared',
    stay: 40,
  },
  // Tables 1 and 2 attached.
  {
    key: 'A3',
    at: ['2026-04-15', '19:00'],
    tables: [1, 2],
    guests: 6,
    name: 'Ana Horvat',
    phone: '00385 91 111 1111',
    email: 'ana@new.test',
    status: 'cleared',
    stay: 120,
  },
  {
    key: 'A4',
    at: ['2026-04-20', '12:00'],
    tables: [3],
    guests: 2,
    name: 'Ivo Ivić',
    phone: IVO,
    email: 'ivo@x.test',
    status: 'cancelled',
  },
  // No-shows: by status, and by noShowAt alone.
  {
    key: 'A5',
    at: ['2026-04-21', '13:00'],
    tables: [3],
    guests: 2,
    name: 'Ivo Ivić',
    phone: IVO,
    email: 'ivo@x.test',
    status: 'no_show',
  },
  {
    key: 'A6',
    at: ['2026-04-22', '20:00'],
    tables: [4],
    guests: 3,
    name: 'Ivo Ivić',
    phone: IVO,
    email: 'ivo@x.test',
    noShowAt: true,
  },
  { key: 'O1', at: ['2026-04-25', '12:00'], tables: [7], guests: 2, name: 'Olga', phone: '+385988888888' },
  // Half an hour before the month's window opens.
  { key: 'B1', at: '2026-05-11T09:30:00Z', tables: [6], guests: 2, name: 'Boris', phone: '+385966666666' },
  // A walk-in with Maja's phone: walk-ins are not returning guests.
  {
    key: 'W2',
    at: ['2026-05-15', '13:40'],
    tables: [5],
    guests: 4,
    name: 'Walk-in',
    phone: MAJA,
    walkIn: true,
  },
  {
    key: 'W3',
    at: ['2026-05-16', '13:00'],
    tables: [6],
    guests: 5,
    name: 'Walk-in',
    walkIn: true,
    status: 'cancelled',
  },
  {
    key: 'M1',
    at: ['2026-05-20', '19:00'],
    tables: [4],
    guests: 2,
    name: 'Maja',
    phone: MAJA,
    status: 'cleared',
    stay: 45,
  },
  {
    key: 'M2',
    at: ['2026-05-25', '19:30'],
    tables: [3],
    guests: 2,
    name: 'Maja Jurić',
    phone: '+385 93 333 3333',
    email: 'maja@x.test',
    status: 'cleared',
    stay: 75,
  },
  {
    key: 'M3',
    at: ['2026-05-26', '18:00'],
    tables: [1],
    guests: 4,
    name: 'Otkazani',
    phone: '+385944444444',
    status: 'cancelled',
  },
  {
    key: 'K1',
    at: ['2026-06-05', '12:00'],
    tables: [1],
    guests: 2,
    name: 'Karlo',
    phone: KARLO,
    status: 'cleared',
    stay: 30,
  },
  {
    key: 'K2',
    at: ['2026-06-06', '20:00'],
    tables: [2],
    guests: 2,
    name: 'Karlo K.',
    phone: KARLO,
    status: 'no_show',
  },
  // The week's walk-ins tie at 19:00 and 13:00: the earlier hour is the peak.
  { key: 'W4', at: ['2026-06-07', '19:10'], tables: [5], guests: 2, name: 'Walk-in', walkIn: true },
  { key: 'W5', at: ['2026-06-08', '13:05'], tables: [6], guests: 3, name: 'Walk-in', walkIn: true },
  // Started half an hour ago, seated, not cleared yet.
  {
    key: 'S1',
    at: '2026-06-10T09:30:00Z',
    tables: [3],
    guests: 4,
    name: 'Sada',
    phone: '+385977777777',
    seated: true,
  },
  // Starts five minutes from now: counts nowhere yet (the cache test moves the clock past it).
  {
    key: 'F2',
    at: '2026-06-10T10:05:00Z',
    tables: [2],
    guests: 2,
    name: 'Uskoro',
    phone: '+385999999999',
  },
  // Not started: counts nowhere (it would make Maja a three-time guest).
  {
    key: 'F1',
    at: '2026-06-10T18:00:00Z',
    tables: [1],
    guests: 4,
    name: 'Maja Jurić',
    phone: MAJA,
    email: 'maja@x.test',
  },
];

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [1, 2, 3, 4, 5, 6, 7].map((number) => ({ number, seats: number === 6 ? 8 : 4 })),
  });
  empty = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 2 }] });
  for (const b of HISTORY) ids[b.key] = await placeBooking(ctx.orm, fx, b);
  // The demo manager (premium) looks after the test's restaurants too.
  await ctx.orm.em.fork().execute(
    `insert into user_restaurants (user_id, restaurant_id)
     select u.id, x.id from users u, restaurants x where u.email = ? and x.id in (?, ?)`,
    [DEMO.restaurantmanager, fx.restaurantId, empty.restaurantId],
  );
  tokens = {
    superadmin: (await loginAs(ctx.app, DEMO.superadmin)).token,
    manager: (await loginAs(ctx.app, DEMO.restaurantmanager)).token,
    admin: (await loginAs(ctx.app, DEMO.restaurantadmin)).token,
    staff: (await loginAs(ctx.app, DEMO.staff)).token,
  };
});
afterAll(async () => {
  await ctx.close();
});

const asManager = (url: string) => withToken(ctx.app, tokens.manager).get(url);
const get = async (route: string, query: string, restaurantId = fx.restaurantId) => {
  const res = await asManager(`/analytics/${route}?restaurantId=${restaurantId}${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown;
};
const keysOf = (list: { id: number }[]) => list.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

/** A heatmap table row as the answer gives it (tableId filled in from the fixture). */
const table = (number: number, count: number, share: number, bucket: number) => ({
  tableId: fx.tables[number],
  number,
  seats: number === 6 ? 8 : 4,
  count,
  share,
  bucket,
});

describe('GET /analytics/heatmap', () => {
  // Counted (main set, started, not no-shows): A2[2] A1[1] A3[1,2] O1[7] B1[6] M1[4] M2[3] K1[1] S1[3].
  // Table 5 had only walk-ins; A5, A6, K2 were no-shows; F1 and F2 have not started.
  it('period all: every table, shares of the busiest, buckets, top 5 by count then number', async () => {
    const body = ZHeatmap.parse(await get('heatmap', '&period=all'));
    const third = 1 / 3;
    expect(body.tables).toEqual([
      table(1, 3, 1, 4),
      table(2, 2, 2 / 3, 3),
      table(3, 2, 2 / 3, 3),
      table(4, 1, third, 1),
      table(5, 0, 0, 0),
      table(6, 1, third, 1),
      table(7, 1, third, 1),
    ]);
    expect(body.top.map((t) => t.number)).toEqual([1, 2, 3, 4, 6]);
    expect(body.summary).toEqual({ reservations: 9, tableUses: 10, tablesUsed: 6, totalTables: 7 });
    expect(body.period).toBe('all');
  });

  it('period month: from 30 days ago (B1, half an hour earlier, is out)', async () => {
    const body = ZHeatmap.parse(await get('heatmap', '&period=month'));
    expect(body.tables.map((t) => [t.number, t.count, t.share, t.bucket])).toEqual([
      [1, 1, 0.5, 2],
      [2, 0, 0, 0],
      [3, 2, 1, 4],
      [4, 1, 0.5, 2],
      [5, 0, 0, 0],
      [6, 0, 0, 0],
      [7, 0, 0, 0],
    ]);
    expect(body.top.map((t) => t.number)).toEqual([3, 1, 4]);
    expect(body.summary).toEqual({ reservations: 4, tableUses: 4, tablesUsed: 3, totalTables: 7 });
  });

  it('period week, and the default period is all', async () => {
    const week = ZHeatmap.parse(await get('heatmap', '&period=week'));
    expect(week.top.map((t) => [t.number, t.count, t.share, t.bucket])).toEqual([
      [1, 1, 1, 4],
      [3, 1, 1, 4],
    ]);
    expect(week.summary).toEqual({ reservations: 2, tableUses: 2, tablesUsed: 2, totalTables: 7 });
    const byDefault = ZHeatmap.parse(await get('heatmap', ''));
    expect(byDefault.period).toBe('all');
    expect(byDefault.summary.reservations).toBe(9);
  });

  it('a restaurant without history: every table at 0, nothing on top', async () => {
    const body = ZHeatmap.parse(await get('heatmap', '&period=all', empty.restaurantId));
    expect(body.tables).toEqual([
      { tableId: empty.tables[1], number: 1, seats: 2, count: 0, share: 0, bucket: 0 },
    ]);
    expect(body.top).toEqual([]);
    expect(body.summary).toEqual({ reservations: 0, tableUses: 0, tablesUsed: 0, totalTables: 1 });
  });
});

describe('GET /analytics/returning-guests', () => {
  it('by normalised phone, 2+ started main-set reservations, most first, then the latest visit', async () => {
    const body = ZReturningGuests.parse(await get('returning-guests', ''));
    expect(body).toEqual({
      page: 1,
      pageSize: 50,
      total: 4,
      guests: [
        {
          // Three phones typed three ways are one guest; the latest reservation names them.
          phone: '+385911111111',
          name: 'Ana Horvat',
          email: 'ana@new.test',
          visitCount: 3,
          firstVisit: zagrebWallTime('2026-03-28', '23:30').toISOString(),
          lastVisit: zagrebWallTime('2026-04-15', '19:00').toISOString(),
          identities: [
            { name: 'Ana Horvat', email: 'ana@new.test' },
            { name: 'Ana Horvat', email: 'ana@old.test' },
            { name: 'Ana H.', email: null },
          ],
        },
        {
          // No-shows are in the main set (K2). Two names, no email.
          phone: KARLO,
          name: 'Karlo K.',
          email: null,
          visitCount: 2,
          firstVisit: zagrebWallTime('2026-06-05', '12:00').toISOString(),
          lastVisit: zagrebWallTime('2026-06-06', '20:00').toISOString(),
          identities: [
            { name: 'Karlo K.', email: null },
            { name: 'Karlo', email: null },
          ],
        },
        {
          // Her walk-in (W2) and her future booking (F1) do not count.
          phone: MAJA,
          name: 'Maja Jurić',
          email: 'maja@x.test',
          visitCount: 2,
          firstVisit: zagrebWallTime('2026-05-20', '19:00').toISOString(),
          lastVisit: zagrebWallTime('2026-05-25', '19:30').toISOString(),
          identities: [
            { name: 'Maja Jurić', email: 'maja@x.test' },
            { name: 'Maja', email: null },
          ],
        },
        {
          // A4 was cancelled: two visits (A5, A6), one identity.
          phone: IVO,
          name: 'Ivo Ivić',
          email: 'ivo@x.test',
          visitCount: 2,
          firstVisit: zagrebWallTime('2026-04-21', '13:00').toISOString(),
          lastVisit: zagrebWallTime('2026-04-22', '20:00').toISOString(),
          identities: [{ name: 'Ivo Ivić', email: 'ivo@x.test' }],
        },
      ],
    });
  });

  it('a page past the last is empty but still counts them all', async () => {
    const body = ZReturningGuests.parse(await get('returning-guests', '&page=2'));
    expect(body).toEqual({ page: 2, pageSize: 50, total: 4, guests: [] });
  });
});

describe('GET /analytics/no-shows', () => {
  it.each([
    // Non-walk-in started: 12 not cancelled (A2 A1 A3 A5 A6 O1 B1 M1 M2 K1 K2 S1), 3 no-shows, 2 cancelled.
    [
      'all',
      { total: 12, noShows: 3, cancelled: 2, noShowRate: 25, cancellationRate: 14.29 },
      ['K2', 'A6', 'A5'],
      ['M3', 'A4'],
    ],
    // M1 M2 K1 K2 S1 + M3 cancelled: 1/5, 1/6.
    [
      'month',
      { total: 5, noShows: 1, cancelled: 1, noShowRate: 20, cancellationRate: 16.67 },
      ['K2'],
      ['M3'],
    ],
    // K1 K2 S1: 1/3; nothing cancelled, so the rate is 0.
    ['week', { total: 3, noShows: 1, cancelled: 0, noShowRate: 33.33, cancellationRate: 0 }, ['K2'], []],
  ] as const)('period %s', async (period, figures, noShowList, cancelledList) => {
    const body = ZNoShowStats.parse(await get('no-shows', `&period=${period}`));
    expect(body).toMatchObject({ period, ...figures });
    expect(keysOf(body.noShowList)).toEqual(noShowList);
    expect(keysOf(body.cancelledList)).toEqual(cancelledList);
  });

  it('lists each reservation as reports do (tables main first, the no-show flag by status or time)', async () => {
    const body = ZNoShowStats.parse(await get('no-shows', '&period=all'));
    expect(body.noShowList.find((r) => r.id === ids.A6)).toEqual({
      id: ids.A6,
      date: zagrebWallTime('2026-04-22', '20:00').toISOString(),
      name: 'Ivo Ivić',
      phone: IVO,
      email: 'ivo@x.test',
      guests: 3,
      status: 'confirmed',
      isWalkIn: false,
      isNoShow: true,
      tableNumbers: [4],
    });
  });
});

describe('GET /analytics/walk-ins', () => {
  it.each([
    // W0 (23:30 on the DST day, hour 23 in Zagreb), W1 12:15, W2 13:40, W4 19:10, W5 13:05; W3 cancelled.
    // Guests 1 + 4 + 4 + 2 + 3 = 14 over 5 = 2.8.
    [
      'all',
      5,
      2.8,
      '13:00',
      [
        [12, 1],
        [13, 2],
        [19, 1],
        [23, 1],
      ],
      ['W5', 'W4', 'W2', 'W1', 'W0'],
    ],
    [
      'month',
      3,
      3,
      '13:00',
      [
        [13, 2],
        [19, 1],
      ],
      ['W5', 'W4', 'W2'],
    ],
    // One at 19:00 and one at 13:00: the tie goes to the earlier hour. (2 + 3) / 2 = 2.5.
    [
      'week',
      2,
      2.5,
      '13:00',
      [
        [13, 1],
        [19, 1],
      ],
      ['W5', 'W4'],
    ],
  ] as const)('period %s', async (period, total, averagePartySize, peakHour, byHour, list) => {
    const body = ZWalkInStats.parse(await get('walk-ins', `&period=${period}`));
    expect(body).toMatchObject({ period, total, averagePartySize, peakHour });
    expect(body.byHour).toEqual(byHour.map(([hour, count]) => ({ hour, count })));
    expect(keysOf(body.walkIns)).toEqual(list);
    expect(body.walkIns.every((w) => w.isWalkIn)).toBe(true);
  });

  it("'-' and zeros when there are none", async () => {
    const body = ZWalkInStats.parse(await get('walk-ins', '&period=all', empty.restaurantId));
    expect(body).toEqual({
      period: 'all',
      total: 0,
      averagePartySize: 0,
      peakHour: '-',
      byHour: [],
      walkIns: [],
    });
  });
});

describe('GET /analytics/turn-times', () => {
  it.each([
    // Party of 2: 60 (A1), 45 (M1), 75 (M2), 30 (K1) → median 52.5, 80th percentile 60 + 0.4 × 15 = 66.
    // W1 (a walk-in) and S1 (not cleared) are not measured.
    [
      'all',
      [
        { guests: 2, stays: 4, medianMinutes: 52.5, p80Minutes: 66 },
        { guests: 4, stays: 1, medianMinutes: 90, p80Minutes: 90 },
        { guests: 6, stays: 1, medianMinutes: 120, p80Minutes: 120 },
      ],
    ],
    // 30, 45, 75 → median 45, 80th percentile 45 + 0.6 × 30 = 63.
    ['month', [{ guests: 2, stays: 3, medianMinutes: 45, p80Minutes: 63 }]],
    ['week', [{ guests: 2, stays: 1, medianMinutes: 30, p80Minutes: 30 }]],
  ] as const)('period %s', async (period, rows) => {
    const body = ZTurnTimes.parse(await get('turn-times', `&period=${period}`));
    expect(body).toEqual({ period, rows });
  });
});

describe('bad input and access', () => {
  const ROUTES = ['heatmap', 'returning-guests', 'no-shows', 'walk-ins', 'turn-times'];

  it.each(['heatmap', 'no-shows', 'walk-ins', 'turn-times'])(
    '%s: an unknown period is 400',
    async (route) => {
      const res = await asManager(`/analytics/${route}?restaurantId=${fx.restaurantId}&period=year`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it.each(['0', '-1', 'abc', '1.5', '10001'])('returning guests: page %s is 400', async (page) => {
    const res = await asManager(`/analytics/returning-guests?restaurantId=${fx.restaurantId}&page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it.each(ROUTES)('%s: a missing restaurantId is 400, an unknown restaurant 404', async (route) => {
    const missing = await withToken(ctx.app, tokens.superadmin).get(`/analytics/${route}`);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const unknown = await withToken(ctx.app, tokens.superadmin).get(
      `/analytics/${route}?restaurantId=999999`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('RESTAURANT_NOT_FOUND');
  });

  it.each(ROUTES)(
    '%s: a restaurant admin and staff are refused with the spec’s sentence, in hr too',
    async (route) => {
      for (const token of [tokens.admin, tokens.staff]) {
        const res = await withToken(ctx.app, token).get(`/analytics/${route}?restaurantId=1`);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: ANALYTICS_ACCESS_DENIED, code: 'FORBIDDEN' });
      }
      const hr = await withToken(ctx.app, tokens.staff)
        .get(`/analytics/${route}?restaurantId=1`)
        .set('Accept-Language', 'hr');
      expect(hr.status).toBe(403);
      expect(hr.body.error).toBe(
        'Pristup odbijen: analitika je dostupna samo superadministratorima i voditeljima restorana s paketom premium.',
      );
    },
  );

  it.each(ROUTES)(
    '%s: a manager on plan basic is refused; a premium one not on another restaurant',
    async (route) => {
      const url = `/analytics/${route}?restaurantId=${fx.restaurantId}`;
      await ctx.orm.em
        .fork()
        .execute(`update users set plan = 'basic' where email = ?`, [DEMO.restaurantmanager]);
      try {
        const basic = await asManager(url);
        expect(basic.status).toBe(403);
        expect(basic.body).toEqual({ error: ANALYTICS_ACCESS_DENIED, code: 'FORBIDDEN' });
      } finally {
        await ctx.orm.em
          .fork()
          .execute(`update users set plan = 'premium' where email = ?`, [DEMO.restaurantmanager]);
      }
      expect((await asManager(url)).status).toBe(200);
      // Restaurant 3 is not the demo manager's.
      const foreign = await asManager(`/analytics/${route}?restaurantId=3`);
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ error: 'You do not have access to this resource', code: 'FORBIDDEN' });
      // A superadmin may look at any restaurant.
      expect((await withToken(ctx.app, tokens.superadmin).get(url)).status).toBe(200);
    },
  );
});

describe('the answer cache', () => {
  it('a write is visible at once; the clock moving on is too', async () => {
    const week = async () => ZHeatmap.parse(await get('heatmap', '&period=week'));
    expect((await week()).summary.reservations).toBe(2);
    // S1 marked a no-show straight in the database (as any instance or script would): the counter moves.
    await ctx.orm.em.fork().nativeUpdate(Reservation, { id: ids.S1 }, { noShowAt: new Date(NOW) });
    try {
      const after = await week();
      expect(after.summary.reservations).toBe(1);
      expect(after.top.map((t) => t.number)).toEqual([1]);
    } finally {
      await ctx.orm.em.fork().nativeUpdate(Reservation, { id: ids.S1 }, { noShowAt: null });
    }
    expect((await week()).summary.reservations).toBe(2);
    // Six minutes later F2 (10:05Z) has started: no write, yet the answer follows the clock.
    ctx.clock.set('2026-06-10T10:06:00Z');
    try {
      expect((await week()).summary.reservations).toBe(3);
    } finally {
      ctx.clock.set(NOW);
    }
    expect((await week()).summary.reservations).toBe(2);
  });

  it('serves a cached answer while the counter and the minute stay; the next minute recomputes it', async () => {
    const week = async () => ZHeatmap.parse(await get('heatmap', '&period=week')).summary.reservations;
    expect(await week()).toBe(2);
    // A change the counter does not see (triggers off for this one statement's session), to tell a cached
    // answer from a computed one.
    await ctx.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local session_replication_role = replica');
      await tx.execute('update reservations set no_show_at = ? where id = ?', [NOW, ids.S1]);
    });
    try {
      expect(await week()).toBe(2);
      // The bench's cold API (ANALYTICS_CACHE=off) computes it.
      const cold = await withToken(ctx.appWith({ analyticsCache: false }), tokens.manager).get(
        `/analytics/heatmap?restaurantId=${fx.restaurantId}&period=week`,
      );
      expect(cold.body.summary.reservations).toBe(1);
      ctx.clock.set('2026-06-10T10:01:00Z');
      expect(await week()).toBe(1);
    } finally {
      ctx.clock.set(NOW);
      await ctx.orm.em.fork().nativeUpdate(Reservation, { id: ids.S1 }, { noShowAt: null });
    }
    expect(await week()).toBe(2);
  });

  it('ANALYTICS_CACHE=off answers the same figures, computed each time', async () => {
    const uncached = ctx.appWith({ analyticsCache: false });
    for (const route of ['heatmap?period=month', 'no-shows?period=all', 'returning-guests?page=1']) {
      const [path, query] = route.split('?');
      const url = `/analytics/${path}?restaurantId=${fx.restaurantId}&${query}`;
      const cold = await withToken(uncached, tokens.manager).get(url);
      expect(cold.status).toBe(200);
      expect(cold.body).toEqual((await asManager(url)).body);
    }
  });
});

describe('query plans', () => {
  /**
   * On this small database PostgreSQL may rightly prefer reading the whole table; with sequential and bitmap
   * scans priced out, each statement must still be answerable from the (restaurant_id, start_at) index alone,
   * the counting ones without touching the table's rows (Index Only Scan). The bench shows the plans on its
   * 1.1M-reservation dataset.
   */
  beforeAll(async () => {
    await ctx.orm.em.fork().execute('vacuum analyze reservations, reservation_tables');
  });
  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  }
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
  /** Every node of the statement's plan, sequential and bitmap scans priced out. */
  const plan = async (sql: string, params: unknown[]) =>
    ctx.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_bitmapscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `explain (format json) ${sql}`,
        params,
      );
      return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
    });
  const seqScans = (nodes: PlanNode[]) =>
    nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
  const window = () => analyticsWindowParams(fx.restaurantId, 'all', new Date(NOW));
  const INDEX = 'reservations_restaurant_id_start_at_index';

  it.each([
    ['heatmap', HEATMAP_SQL, () => heatmapParams(fx.restaurantId, 'all', new Date(NOW))],
    ['no-show counts', NO_SHOW_COUNTS_SQL, window],
    ['walk-ins by hour', WALK_IN_HOURS_SQL, () => ['Europe/Zagreb', ...window()]],
    ['turn times', TURN_TIMES_SQL, window],
  ] as const)('%s: an Index Only Scan of one restaurant’s range', async (_name, sql, params) => {
    const nodes = await plan(sql, params());
    const onReservations = nodes.filter((n) => n['Index Name'] === INDEX);
    expect(onReservations.length).toBeGreaterThan(0);
    expect(onReservations.every((n) => n['Node Type'] === 'Index Only Scan')).toBe(true);
    expect(seqScans(nodes)).toEqual([]);
  });

  it.each([
    ['returning guests', RETURNING_GUESTS_SQL, () => [...window(), 50, 0]],
    ['no-show list', recentListSql(NOT_CANCELLED_NO_SHOW_SQL), window],
    ['cancelled list', recentListSql(CANCELLED_SQL), window],
    ['walk-in list', recentListSql(WALK_IN_SQL), window],
  ] as const)('%s: through an index of one restaurant, no sequential scan', async (_name, sql, params) => {
    const nodes = await plan(sql, params());
    // The range index, or (the cancelled list) the one on (restaurant_id, status): one restaurant's rows.
    expect(nodes.some((n) => n['Index Name']?.startsWith('reservations_restaurant_id_'))).toBe(true);
    expect(seqScans(nodes)).toEqual([]);
  });
});
