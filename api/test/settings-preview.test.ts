import type { THistoryResponse, TSettingsPreview } from '@stol/contracts';
import request from 'supertest';
import { ChangeRecord } from '../src/modules/history/change-record.entity';
import { recordChange } from '../src/modules/history/history.service';
import { LargePartyRequest } from '../src/modules/large-party/large-party-request.entity';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * POST /restaurants/{id}/preview and GET /restaurants/{id}/history (issue 20 §4) over HTTP on PostgreSQL.
 * Now is Wednesday 2026-06-10 12:00 in Zagreb (CEST, UTC+2). The fixture restaurant is open 11–21, slots every
 * 30 minutes for 60 minutes (last start 20:00), with these upcoming bookings:
 *   Sat 20.6. 19:00–20:00 table 1 (confirmed), 20:00–21:00 table 2 (cancelled), a large party asking for 13:00;
 *   Sun 21.6. 12:00–13:00 table 1, 19:30–20:30 table 2;
 *   and a booking that already took place (Tue 9.6.).
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let fx: Fixture;
let superadmin: string;
let ids: Record<'sat19' | 'satCancelled' | 'party' | 'sun12' | 'sun1930' | 'past', number>;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  superadmin = (await loginAs(ctx.app, DEMO.superadmin)).token;
  fx = await createFixtureRestaurant(ctx.orm, {
    tables: [
      { number: 1, seats: 4 },
      { number: 2, seats: 4 },
    ],
  });
  const at = async (tableNumber: number, start: string, name: string, status?: 'cancelled') =>
    (await book(ctx.orm, fx, { tableNumber, start, name, status })).id;
  const em = ctx.orm.em.fork();
  const party = em.create(LargePartyRequest, {
    restaurantId: fx.restaurantId,
    name: 'Velika Grupa',
    phone: '+385910000009',
    guests: 12,
    requestedAt: new Date('2026-06-20T11:00:00Z'),
  });
  await em.flush();
  ids = {
    sat19: await at(1, '2026-06-20T17:00:00Z', 'Ana Sat'),
    satCancelled: await at(2, '2026-06-20T18:00:00Z', 'Cancelled Guest', 'cancelled'),
    party: party.id,
    sun12: await at(1, '2026-06-21T10:00:00Z', 'Ivo Noon'),
    sun1930: await at(2, '2026-06-21T17:30:00Z', 'Late Lucija'),
    past: await at(1, '2026-06-09T17:00:00Z', 'Yesterday'),
  };
});
afterAll(async () => {
  await ctx.close();
});

const preview = (body: object, token = superadmin, id = fx.restaurantId) =>
  request(ctx.app).post(`/restaurants/${id}/preview`).set('Authorization', `Bearer ${token}`).send(body);

async function previewOk(body: object): Promise<TSettingsPreview> {
  const res = await preview(body);
  expect(res.status).toBe(200);
  return res.body as TSettingsPreview;
}

const named = (answer: TSettingsPreview) => answer.affected.map((a) => `${a.kind} ${a.id} ${a.reason}`);

/** Slot starts from `from` to `to` (HH:mm) every 30 minutes. */
function halfHours(from: string, to: string): string[] {
  const times: string[] = [];
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  for (let m = minutes(from); m <= minutes(to); m += 30)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
}

describe('POST /restaurants/{id}/preview', () => {
  it('names the bookings and requests on a day the change closes, and the slots that close', async () => {
    const answer = await previewOk({ specialHours: { '2026-06-20': { closed: true } } });
    expect(named(answer)).toEqual([
      `large_party ${ids.party} closed_day`,
      `reservation ${ids.sat19} closed_day`,
    ]);
    expect(answer.affected[1]).toEqual({
      kind: 'reservation',
      id: ids.sat19,
      start: '2026-06-20T17:00:00.000Z',
      date: '2026-06-20',
      tableNumber: 1,
      guests: 2,
      name: 'Ana Sat',
      reason: 'closed_day',
    });
    expect(answer.affected[0]).toMatchObject({ tableNumber: null, guests: 12, name: 'Velika Grupa' });
    expect(answer.days).toEqual([
      { date: '2026-06-20', closed: true, newlyClosed: true, opens: [], closes: halfHours('11:00', '20:00') },
    ]);
  });

  it('names the late booking a trimmed closing hour strands, and the slots it closes on each day', async () => {
    const answer = await previewOk({ closeHour: 20 });
    // 19:00–20:00 still fits a 20:00 close; 19:30–20:30 does not.
    expect(named(answer)).toEqual([`reservation ${ids.sun1930} outside_hours`]);
    expect(answer.affected[0]).toMatchObject({ date: '2026-06-21', tableNumber: 2, name: 'Late Lucija' });
    // The next 14 days from today, each losing its 19:30 and 20:00 starts.
    expect(answer.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => `2026-06-${String(10 + i).padStart(2, '0')}`),
    );
    for (const day of answer.days)
      expect(day).toMatchObject({ closed: false, newlyClosed: false, opens: [], closes: ['19:30', '20:00'] });
  });

  it('names every booking in a bulk holiday range', async () => {
    const answer = await previewOk({
      bulk: { action: 'add', startDate: '2026-06-20', endDate: '2026-06-21', closed: true },
    });
    expect(named(answer)).toEqual([
      `large_party ${ids.party} closed_day`,
      `reservation ${ids.sat19} closed_day`,
      `reservation ${ids.sun12} closed_day`,
      `reservation ${ids.sun1930} closed_day`,
    ]);
    expect(answer.days.map((d) => [d.date, d.newlyClosed])).toEqual([
      ['2026-06-20', true],
      ['2026-06-21', true],
    ]);
  });

  it('answers nothing for a change that moves no hours, and no bookings for one that only opens slots', async () => {
    expect(await previewOk({ theme: { featureFlags: { enableEmailReminders: true } } })).toEqual({
      affected: [],
      days: [],
    });
    expect(await previewOk({ specialHours: { '2026-06-25': { openHour: 11, closeHour: 21 } } })).toEqual({
      affected: [],
      days: [],
    });
    const earlier = await previewOk({ openHour: 10 });
    expect(earlier.affected).toEqual([]);
    expect(earlier.days[0]).toEqual({
      date: '2026-06-10',
      closed: false,
      newlyClosed: false,
      opens: ['10:00', '10:30'],
      closes: [],
    });
  });

  it('changes nothing in the database', async () => {
    const em = () => ctx.orm.em.fork();
    const snapshot = async () => ({
      restaurant: await em().findOneOrFail(Restaurant, { id: fx.restaurantId }),
      reservations: (
        await em().find(Reservation, { restaurantId: fx.restaurantId }, { orderBy: { id: 'asc' } })
      ).map((r) => [r.id, r.status, r.startAt.toISOString(), r.endAt.toISOString()]),
      requests: (await em().find(LargePartyRequest, { restaurantId: fx.restaurantId })).map((r) => [
        r.id,
        r.status,
      ]),
      history: await em().count(ChangeRecord, { restaurantId: fx.restaurantId }),
    });
    const before = await snapshot();
    await previewOk({ closeHour: 18, intervalMin: 60, specialHours: { '2026-06-21': { closed: true } } });
    await previewOk({
      bulk: { action: 'add', startDate: '2026-06-10', endDate: '2026-12-31', closed: true },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses values out of range and fields it does not know', async () => {
    for (const body of [{ openHour: 24 }, { intervalMin: 1 }, { defaultDurationMin: 400 }, { opening: 3 }]) {
      const res = await preview(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is for the editors of the settings: a restaurant admin and another restaurant’s manager are refused', async () => {
    const admin = (await loginAs(ctx.app, DEMO.restaurantadmin)).token;
    const manager = (await loginAs(ctx.app, DEMO.restaurantmanager)).token;
    expect((await preview({ closeHour: 20 }, admin, 1)).status).toBe(403);
    expect((await preview({ closeHour: 20 }, manager, fx.restaurantId)).status).toBe(403);
    expect((await preview({ closeHour: 20 }, manager, 1)).status).toBe(200);
  });
});

describe('GET /restaurants/{id}/history', () => {
  const history = (token: string, id = fx.restaurantId) =>
    request(ctx.app).get(`/restaurants/${id}/history`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    await ctx.orm.em.fork().transactional(async (tx) => {
      const actor = { id: 1, email: 'superadmin@demo.test' };
      recordChange(tx, {
        restaurantIds: [fx.restaurantId],
        actor,
        kind: 'settings',
        changes: [{ field: 'closeHour', before: 21, after: 22 }],
        at: new Date('2026-06-01T08:00:00Z'),
      });
      recordChange(tx, {
        restaurantIds: [fx.restaurantId, 2],
        actor,
        kind: 'hub',
        target: 'https://group.example',
        changes: [{ field: 'brandColors.hubTitle', before: null, after: 'Group' }],
        at: new Date('2026-06-05T08:00:00Z'),
      });
    });
  });

  it('answers the restaurant’s changes newest first', async () => {
    const res = await history(superadmin);
    expect(res.status).toBe(200);
    const { entries } = res.body as THistoryResponse;
    expect(entries.map((e) => [e.at, e.kind, e.target, e.actorEmail])).toEqual([
      ['2026-06-05T08:00:00.000Z', 'hub', 'https://group.example', 'superadmin@demo.test'],
      ['2026-06-01T08:00:00.000Z', 'settings', null, 'superadmin@demo.test'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'closeHour', before: 21, after: 22 }]);
  });

  it('lets a manager read an assigned restaurant only; restaurant admins and staff never', async () => {
    const manager = (await loginAs(ctx.app, DEMO.restaurantmanager)).token;
    const second = await history(manager, 2);
    expect(second.status).toBe(200);
    expect((second.body as THistoryResponse).entries.map((e) => e.kind)).toEqual(['hub']);
    expect((await history(manager)).status).toBe(403);
    for (const email of [DEMO.restaurantadmin, DEMO.staff])
      expect((await history((await loginAs(ctx.app, email)).token, 1)).status).toBe(403);
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const res = await history(superadmin, 999_999);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('RESTAURANT_NOT_FOUND');
  });
});
