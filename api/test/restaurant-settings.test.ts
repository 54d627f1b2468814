import type { TAvailabilityResponse, TRestaurant } from '@stol/contracts';
import request from 'supertest';
import { listHistory } from '../src/modules/history/history.service';
import { Reservation } from '../src/modules/reservations/reservation.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { DiningTable } from '../src/modules/tables/table.entity';
import { User } from '../src/modules/users/user.entity';
import { book, createFixtureRestaurant, type Fixture } from './support/booking-fixtures';
import { DEMO, loginAs, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The restaurants screen's API over HTTP on PostgreSQL (issue 20 §3; guest spec §2.12, §4, §5.2, §7.2, §9):
 * create, PATCH any settings, bulk special hours, promotions, delete, and the history each write leaves.
 * Now is Wednesday 2026-06-10 12:00 in Zagreb.
 */
const NOW = '2026-06-10T10:00:00Z';
let ctx: TestContext;
let superadmin: ReturnType<typeof withToken>;
let manager: ReturnType<typeof withToken>;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  superadmin = withToken(ctx.app, (await loginAs(ctx.app, DEMO.superadmin)).token);
  manager = withToken(ctx.app, (await loginAs(ctx.app, DEMO.restaurantmanager)).token);
});
afterAll(async () => {
  await ctx.close();
});

const fixture = () => createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
const stored = async (id: number) => (await superadmin.get(`/restaurants/${id}`)).body as TRestaurant;
const history = (id: number) => listHistory(ctx.orm.em.fork(), id);
async function availability(restaurantId: number, date: string) {
  const res = await request(ctx.app).get('/public/availability').query({ restaurantId, date });
  expect(res.status).toBe(200);
  return res.body as TAvailabilityResponse;
}

describe('POST /restaurants', () => {
  it('creates a restaurant on the §9 defaults, trimmed, and records it', async () => {
    const res = await superadmin.post('/restaurants', {
      name: '  Konoba Nova ',
      address: ' Ilica 1, Zagreb ',
      publicOrigin: ' https://nova.example ',
      publicPath: ' /nova ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Konoba Nova',
      address: 'Ilica 1, Zagreb',
      publicOrigin: 'https://nova.example',
      publicPath: '/nova',
      openHour: 11,
      closeHour: 21,
      intervalMin: 30,
      defaultDurationMin: 60,
      bufferMin: 0,
      noShowGraceMin: 15,
      specialHours: {},
      specialPromotions: null,
      createdAt: NOW.replace('Z', '.000Z'),
    });
    expect(await stored(res.body.id)).toEqual(res.body);
    const [entry] = await history(res.body.id);
    expect(entry).toMatchObject({ kind: 'restaurant_created', actorEmail: DEMO.superadmin });
    expect(entry!.changes).toContainEqual({ field: 'name', before: null, after: 'Konoba Nova' });
  });

  it('needs a name, and only the superadmin creates', async () => {
    for (const body of [{}, { name: '   ' }]) {
      const res = await superadmin.post('/restaurants', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Restaurant name is required');
    }
    expect((await superadmin.post('/restaurants', { name: 'X', publicPath: 'nova' })).status).toBe(400);
    expect((await manager.post('/restaurants', { name: 'Manager’s own' })).status).toBe(403);
  });
});

describe('PATCH /restaurants/{id}', () => {
  it('changes any subset of the settings and answers the whole restaurant', async () => {
    const { restaurantId } = await fixture();
    const res = await superadmin.patch(`/restaurants/${restaurantId}`, {
      name: ' Bistro ',
      openHour: 12,
      closeHour: 23,
      intervalMin: 15,
      defaultDurationMin: 90,
      bufferMin: 10,
      noShowGraceMin: 20,
      address: '  ',
      coverImage: 'https://img.example/cover.jpg',
      description: 'Riba',
      descriptionHr: 'Riba i školjke',
      descriptionEn: 'Fish and shellfish',
      brandColors: { primary: '#c49a6c', background: 'rgb(255, 255, 255)', hubTitle: 'Our places' },
      hubLogo: 'https://img.example/logo.png',
      specialHours: { '2026-12-24': { closed: true } },
      theme: { featureFlags: { enableSelfCancel: true, selfCancelHours: 24 } },
      floorplan: { showGrid: false, largePartyFrom: 6, largePartyTo: 12 },
      publicOrigin: 'https://bistro.example',
      publicPath: '/bistro',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: restaurantId,
      name: 'Bistro',
      openHour: 12,
      closeHour: 23,
      intervalMin: 15,
      defaultDurationMin: 90,
      bufferMin: 10,
      noShowGraceMin: 20,
      address: null,
      descriptionEn: 'Fish and shellfish',
      brandColors: { primary: '#c49a6c', background: 'rgb(255, 255, 255)', hubTitle: 'Our places' },
      specialHours: { '2026-12-24': { closed: true } },
      theme: { featureFlags: { enableSelfCancel: true, selfCancelHours: 24 } },
      floorplan: { showGrid: false, largePartyFrom: 6, largePartyTo: 12 },
      publicPath: '/bistro',
    });
    expect(await stored(restaurantId)).toEqual(res.body);
    // brandColors merge key by key; null removes one.
    const again = await superadmin.patch(`/restaurants/${restaurantId}`, {
      brandColors: { background: null, secondary: 'hsl(30, 40%, 50%)' },
    });
    expect(again.body.brandColors).toEqual({
      primary: '#c49a6c',
      secondary: 'hsl(30, 40%, 50%)',
      hubTitle: 'Our places',
    });
  });

  it.each([
    [{ openHour: 24 }],
    [{ closeHour: -1 }],
    [{ intervalMin: 4 }],
    [{ intervalMin: 241 }],
    [{ defaultDurationMin: 14 }],
    [{ defaultDurationMin: 361 }],
    [{ bufferMin: 121 }],
    [{ noShowGraceMin: 121 }],
    [{ name: '' }],
    [{ floorplan: { largePartyFrom: 1 } }],
    [{ floorplan: { largePartyTo: 21 } }],
    [{ theme: { featureFlags: { selfCancelHours: 169 } } }],
    [{ theme: { featureFlags: { selfCancelHours: 0 } } }],
    [{ publicOrigin: 'nova.example' }],
    [{ specialHours: { '2026-02-30': { closed: true } } }],
    [{}],
  ])('refuses %j (the §5.2 ranges) and changes nothing', async (body) => {
    const { restaurantId } = await fixture();
    const before = await stored(restaurantId);
    const res = await superadmin.patch(`/restaurants/${restaurantId}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(await stored(restaurantId)).toEqual(before);
  });

  it('refuses a colour that is not hex, rgb() or hsl() with a sentence', async () => {
    const { restaurantId } = await fixture();
    for (const colour of ['red', 'url(javascript:x)', '#12', 'rgb(1,2,3);x:y']) {
      const res = await superadmin.patch(`/restaurants/${restaurantId}`, {
        brandColors: { primary: colour },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('A colour must be hex (e.g. #c49a6c), rgb(…) or hsl(…)');
    }
  });

  it('checks rules across fields on the merged settings; a refused change changes nothing of the rest', async () => {
    const { restaurantId } = await fixture();
    await superadmin.patch(`/restaurants/${restaurantId}`, {
      floorplan: { largePartyFrom: 8, largePartyTo: 12 },
      theme: { featureFlags: { enableOtp: true } },
    });
    const before = await stored(restaurantId);
    const order = await superadmin.patch(`/restaurants/${restaurantId}`, {
      name: 'Never saved',
      openHour: 9,
      floorplan: { largePartyTo: 7 },
    });
    expect(order.status).toBe(400);
    expect(order.body.error).toBe('Large party "from" must not be more than "to"');
    const otp = await superadmin.patch(`/restaurants/${restaurantId}`, {
      name: 'Never saved',
      theme: { featureFlags: { enableEmailOtp: true } },
    });
    expect(otp.status).toBe(400);
    expect(otp.body.error).toBe('Phone OTP and email OTP cannot both be enabled');
    expect(await stored(restaurantId)).toEqual(before);
    expect((await history(restaurantId)).map((e) => e.kind)).toEqual(['settings']);
    // Switching both in one change is fine: email on, phone off.
    const both = await superadmin.patch(`/restaurants/${restaurantId}`, {
      theme: { featureFlags: { enableOtp: false, enableEmailOtp: true } },
    });
    expect(both.status).toBe(200);
  });

  it('reaches availability at once: the public slots follow a changed opening hour', async () => {
    const { restaurantId } = await fixture();
    expect((await availability(restaurantId, '2026-06-11')).slots[0]!.time).toBe('11:00');
    await superadmin.patch(`/restaurants/${restaurantId}`, { openHour: 15, intervalMin: 60 });
    const after = await availability(restaurantId, '2026-06-11');
    expect(after.slots.map((s) => s.time)).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
    await superadmin.patch(`/restaurants/${restaurantId}`, {
      specialHours: { '2026-06-11': { closed: true } },
    });
    expect((await availability(restaurantId, '2026-06-11')).closed).toBe(true);
  });

  it("lets a manager edit an assigned restaurant, not another; restaurant admins and staff don't edit", async () => {
    expect((await manager.patch('/restaurants/2', { noShowGraceMin: 25 })).status).toBe(200);
    expect((await manager.patch('/restaurants/3', { noShowGraceMin: 25 })).status).toBe(403);
    for (const role of ['restaurantadmin', 'staff'] as const) {
      const other = withToken(ctx.app, (await loginAs(ctx.app, DEMO[role])).token);
      expect((await other.patch('/restaurants/1', { noShowGraceMin: 25 })).status).toBe(403);
    }
    // Styles and chairs of the floor plan stay the superadmin's.
    const styles = await manager.patch('/restaurants/2', { floorplan: { tableStyles: {} } });
    expect(styles.status).toBe(403);
    expect((await superadmin.patch('/restaurants/999999', { openHour: 12 })).status).toBe(404);
  });

  it('records who changed which settings, before → after, by kind', async () => {
    const { restaurantId } = await fixture();
    await manager.patch(`/restaurants/${restaurantId}`, { name: 'x' }); // not assigned: refused, not recorded
    await superadmin.patch(`/restaurants/${restaurantId}`, {
      openHour: 12,
      closeHour: 21, // unchanged: not listed
      theme: { featureFlags: { enableOtp: true } },
      specialHours: { '2026-12-24': { closed: true } },
      specialPromotions: { status: 'inactive' },
    });
    const entries = await history(restaurantId);
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e]));
    expect(Object.keys(byKind).sort()).toEqual(['promotion', 'settings', 'special_hours']);
    expect(byKind.settings!.actorEmail).toBe(DEMO.superadmin);
    expect(byKind.settings!.changes).toEqual([
      { field: 'openHour', before: 11, after: 12 },
      { field: 'theme.featureFlags', before: null, after: { enableOtp: true } },
    ]);
    expect(byKind.special_hours!.changes).toEqual([
      { field: 'specialHours.2026-12-24', before: null, after: { closed: true } },
    ]);
    expect(byKind.promotion!.changes).toEqual([
      { field: 'specialPromotions', before: null, after: { status: 'inactive', inactiveUntil: null } },
    ]);
  });
});

describe('promotions', () => {
  it("needs a date for 'until'; choosing active or inactive clears it", async () => {
    const { restaurantId } = await fixture();
    const url = `/restaurants/${restaurantId}`;
    const missing = await superadmin.patch(url, { specialPromotions: { status: 'until' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("Promotion status 'until' needs the date and time it ends");
    const until = await superadmin.patch(url, {
      specialPromotions: { status: 'until', inactiveUntil: '2026-07-01T10:00:00+02:00' },
    });
    expect(until.body.specialPromotions).toEqual({
      status: 'until',
      inactiveUntil: '2026-07-01T10:00:00+02:00',
    });
    const active = await superadmin.patch(url, {
      specialPromotions: { status: 'active', inactiveUntil: '2026-07-01T10:00:00+02:00' },
    });
    expect(active.body.specialPromotions).toEqual({ status: 'active', inactiveUntil: null });
    expect(
      (await manager.patch('/restaurants/3', { specialPromotions: { status: 'inactive' } })).status,
    ).toBe(403);
  });
});

describe('POST /restaurants/{id}/special-hours/bulk', () => {
  it('closes a range, sets hours on another, removes a range; availability follows', async () => {
    const { restaurantId } = await fixture();
    const bulk = (body: object) => superadmin.post(`/restaurants/${restaurantId}/special-hours/bulk`, body);
    const closed = await bulk({
      action: 'add',
      startDate: '2026-12-24',
      endDate: '2026-12-26',
      closed: true,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.specialHours).toEqual({
      '2026-12-24': { closed: true },
      '2026-12-25': { closed: true },
      '2026-12-26': { closed: true },
    });
    await bulk({
      action: 'add',
      startDate: '2026-12-27',
      endDate: '2026-12-27',
      closed: false,
      openHour: 15,
      closeHour: 20,
    });
    expect((await availability(restaurantId, '2026-12-24')).closed).toBe(true);
    expect((await availability(restaurantId, '2026-12-27')).slots[0]!.time).toBe('15:00');
    const removed = await bulk({ action: 'remove', startDate: '2026-12-26', endDate: '2026-12-27' });
    expect(removed.body.specialHours).toEqual({
      '2026-12-24': { closed: true },
      '2026-12-25': { closed: true },
    });
    expect(await stored(restaurantId)).toEqual(removed.body);
    const kinds = (await history(restaurantId)).map((e) => e.kind);
    expect(kinds).toEqual(['special_hours', 'special_hours', 'special_hours']);
  });

  it.each([
    [
      { action: 'add', startDate: '2026-12-26', endDate: '2026-12-24', closed: true },
      'The end date must not be before the start date',
    ],
    [
      { action: 'add', startDate: '2026-01-01', endDate: '2027-01-03', closed: true },
      'A date range may span at most 366 days',
    ],
    [
      { action: 'add', startDate: '2026-12-24', endDate: '2026-12-24', closed: false },
      'Opening and closing hours are required unless the days are closed',
    ],
    [
      { action: 'add', startDate: '2026-12-24', endDate: '2026-12-24', openHour: 24, closeHour: 2 },
      undefined,
    ],
    [{ action: 'close', startDate: '2026-12-24', endDate: '2026-12-24' }, undefined],
    [{ action: 'add', startDate: '2026-02-30', endDate: '2026-03-01', closed: true }, undefined],
  ])('refuses %j', async (body, message) => {
    const { restaurantId } = await fixture();
    const res = await superadmin.post(`/restaurants/${restaurantId}/special-hours/bulk`, body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect((await stored(restaurantId)).specialHours).toEqual({});
  });

  it('is for the settings editors of the restaurant', async () => {
    const body = { action: 'add', startDate: '2026-12-31', endDate: '2026-12-31', closed: true };
    expect((await manager.post('/restaurants/2/special-hours/bulk', body)).status).toBe(200);
    expect((await manager.post('/restaurants/3/special-hours/bulk', body)).status).toBe(403);
  });
});

describe('DELETE /restaurants/{id}', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixtureRestaurant(ctx.orm, {
      tables: [
        { number: 1, seats: 4 },
        { number: 2, seats: 4 },
      ],
    });
  });

  it('is refused with the count while upcoming confirmed reservations remain', async () => {
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-09T18:00:00Z' }); // past
    await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-20T18:00:00Z', status: 'cancelled' });
    const upcoming = [
      await book(ctx.orm, fx, { tableNumber: 1, start: '2026-06-12T18:00:00Z' }),
      await book(ctx.orm, fx, { tableNumber: 2, start: '2026-06-13T18:00:00Z' }),
    ];
    expect((await manager.delete(`/restaurants/${fx.restaurantId}`)).status).toBe(403);
    const res = await superadmin.delete(`/restaurants/${fx.restaurantId}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'RESTAURANT_HAS_UPCOMING',
      error: 'This restaurant has 2 upcoming reservations. Move or cancel them first.',
    });
    expect((await stored(fx.restaurantId)).id).toBe(fx.restaurantId);
    await ctx.orm.em
      .fork()
      .nativeUpdate(Reservation, { id: { $in: upcoming.map((r) => r.id) } }, { status: 'cancelled' });
  });

  it('deletes it with its tables, reservations and holds; assigned users lose the assignment', async () => {
    const em = ctx.orm.em.fork();
    const admin = em.create(User, {
      email: 'fixture-admin@demo.test',
      passwordHash: 'not-a-real-hash',
      role: 'restaurantadmin',
      restaurantId: fx.restaurantId,
    });
    const mgr = em.create(User, {
      email: 'fixture-manager@demo.test',
      passwordHash: 'not-a-real-hash',
      role: 'restaurantmanager',
      plan: 'pro',
    });
    mgr.restaurants.add(em.getReference(Restaurant, fx.restaurantId), em.getReference(Restaurant, 1));
    await em.flush();
    const hold = await request(ctx.app)
      .post('/public/holds')
      .send({ tableId: fx.tables[2], date: '2026-06-14T19:00:00+02:00', guests: 2 });
    expect(hold.status).toBe(201);

    const res = await superadmin.delete(`/restaurants/${fx.restaurantId}`);
    expect(res.status).toBe(204);
    expect((await superadmin.get(`/restaurants/${fx.restaurantId}`)).status).toBe(404);
    const after = ctx.orm.em.fork();
    expect(await after.count(DiningTable, { restaurantId: fx.restaurantId }, { filters: false })).toBe(0);
    expect(await after.count(Reservation, { restaurantId: fx.restaurantId })).toBe(0);
    const [row] = await after.execute<{ n: string }[]>(
      'select count(*) as n from reservation_tables where restaurant_id = ?',
      [fx.restaurantId],
    );
    expect(Number(row!.n)).toBe(0);
    expect((await after.findOneOrFail(User, { id: admin.id })).restaurantId).toBeNull();
    const managerNow = await after.findOneOrFail(User, { id: mgr.id }, { populate: ['restaurants'] });
    expect(managerNow.restaurants.getIdentifiers()).toEqual([1]);
    expect((await superadmin.delete(`/restaurants/${fx.restaurantId}`)).status).toBe(404);
  });
});
