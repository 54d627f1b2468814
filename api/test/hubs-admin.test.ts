import type { TAdminHub, TAdminHubsResponse, THubListResponse, TSpecialPromotions } from '@stol/contracts';
import request from 'supertest';
import { ChangeRecord } from '../src/modules/history/change-record.entity';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { createFixtureRestaurant } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Hub management (guest spec §2.13, §4; issue 20 §5) over HTTP on PostgreSQL. The seed puts restaurants 1 and 2
 * at http://localhost:3100 (a hub) and restaurant 3 alone at http://127.0.0.1:3100; this file's group lives at
 * https://group.example (one of them with its origin written carelessly), and one restaurant alone at
 * https://solo.example. Now is 2026-06-10 12:00 in Zagreb.
 */
const NOW = '2026-06-10T10:00:00Z';
const GROUP = 'https://group.example';
let ctx: TestContext;
let superadmin: string;
const ids = {} as Record<'open' | 'closed' | 'later' | 'reopened' | 'soon' | 'solo', number>;

async function restaurantAt(
  publicOrigin: string,
  name: string,
  publicPath: string | null,
  specialPromotions: TSpecialPromotions | null = null,
): Promise<number> {
  const { restaurantId } = await createFixtureRestaurant(ctx.orm, { tables: [] });
  await ctx.orm.em.fork().nativeUpdate(
    Restaurant,
    { id: restaurantId },
    {
      name,
      publicOrigin,
      publicPath,
      specialPromotions,
      brandColors: { primary: '#112233', hubTitle: 'Old' },
    },
  );
  return restaurantId;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  superadmin = (await loginAs(ctx.app, DEMO.superadmin)).token;
  ids.open = await restaurantAt(GROUP, 'A Open', '/open');
  ids.closed = await restaurantAt(' HTTPS://Group.Example/ ', 'B Closed', '/closed', { status: 'inactive' });
  ids.later = await restaurantAt(GROUP, 'C Later', '/later', {
    status: 'until',
    inactiveUntil: '2026-07-01T10:00:00Z',
  });
  ids.reopened = await restaurantAt(GROUP, 'D Reopened', '/reopened', {
    status: 'until',
    inactiveUntil: '2026-06-01T10:00:00Z',
  });
  ids.soon = await restaurantAt(GROUP, 'E Soon', null, { status: 'inactive' });
  ids.solo = await restaurantAt('https://solo.example', 'Solo', '/solo');
});
afterAll(async () => {
  await ctx.close();
});

const asSuperadmin = {
  get: (url: string) => request(ctx.app).get(url).set('Authorization', `Bearer ${superadmin}`),
  patch: (body: object) =>
    request(ctx.app).patch('/admin/hubs').set('Authorization', `Bearer ${superadmin}`).send(body),
};

async function hubs(): Promise<TAdminHub[]> {
  const res = await asSuperadmin.get('/admin/hubs');
  expect(res.status).toBe(200);
  return (res.body as TAdminHubsResponse).hubs;
}
const groupHub = async () => (await hubs()).find((hub) => hub.origin === GROUP)!;

const groupRows = () =>
  ctx.orm.em
    .fork()
    .find(Restaurant, { id: { $in: [ids.open, ids.closed, ids.later, ids.reopened, ids.soon] } });

describe('GET /admin/hubs', () => {
  it('lists each origin shared by more than one restaurant, with the back-office status of each', async () => {
    const found = await hubs();
    expect(found.map((hub) => [hub.origin, hub.restaurants.map((r) => r.id)])).toEqual([
      ['http://localhost:3100', [2, 1]],
      [GROUP, [ids.open, ids.closed, ids.later, ids.reopened, ids.soon]],
    ]);
    expect((await groupHub()).restaurants.map((r) => [r.name, r.publicPath, r.status])).toEqual([
      ['A Open', '/open', 'active'],
      ['B Closed', '/closed', 'inactive'],
      ['C Later', '/later', 'inactive'],
      ['D Reopened', '/reopened', 'active'],
      ['E Soon', null, 'coming_soon'],
    ]);
    expect(await groupHub()).toMatchObject({ brandColors: { hubTitle: 'Old' }, hubLogo: null });
  });

  it('is the superadmin’s alone', async () => {
    for (const email of [DEMO.restaurantmanager, DEMO.restaurantadmin, DEMO.staff]) {
      const { token } = await loginAs(ctx.app, email);
      const res = await request(ctx.app).get('/admin/hubs').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
});

describe('PATCH /admin/hubs', () => {
  const look = {
    hubTitle: 'Our group',
    hubDescription: 'Three places by the sea',
    hubHeadingTextColor: 'rgb(10, 20, 30)',
    hubSubheadingTextColor: 'hsl(200, 50%, 40%)',
    headerBackground: '#000000',
  };

  it('stores the hub’s look on every restaurant of the hub, and the public hub page shows it', async () => {
    // Read once before, so whatever the public read keeps cannot be what answers after.
    const publicList = () => request(ctx.app).get('/public/list').query({ origin: GROUP });
    expect((await publicList()).body.restaurants[0].brandColors.hubTitle).toBe('Old');

    const res = await asSuperadmin.patch({
      origin: 'HTTPS://GROUP.EXAMPLE/',
      brandColors: look,
      hubLogo: 'https://cdn.example/logo.png',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      origin: GROUP,
      brandColors: look,
      hubLogo: 'https://cdn.example/logo.png',
    });

    for (const row of await groupRows()) {
      expect(row.brandColors).toEqual({ primary: '#112233', ...look }); // the restaurant's own colours kept
      expect(row.hubLogo).toBe('https://cdn.example/logo.png');
    }
    const cards = (await publicList()).body as THubListResponse;
    expect(cards.restaurants).toHaveLength(5);
    for (const card of cards.restaurants) {
      expect(card.brandColors).toMatchObject(look);
      expect(card.hubLogo).toBe('https://cdn.example/logo.png');
    }
    expect(await groupHub()).toMatchObject({ brandColors: look, hubLogo: 'https://cdn.example/logo.png' });
    // Other hubs and restaurants untouched.
    const solo = await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: ids.solo });
    expect(solo.brandColors.hubTitle).toBe('Old');
  });

  it('records the change in each restaurant’s history (kind hub), visible through the history route', async () => {
    const records = await ctx.orm.em
      .fork()
      .find(ChangeRecord, { kind: 'hub' }, { orderBy: { restaurantId: 'asc' } });
    expect(records.map((r) => r.restaurantId)).toEqual([
      ids.open,
      ids.closed,
      ids.later,
      ids.reopened,
      ids.soon,
    ]);
    expect(records[0]).toMatchObject({ actorEmail: DEMO.superadmin, target: GROUP });
    expect(records[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'brandColors.hubTitle', before: 'Old', after: 'Our group' },
        { field: 'hubLogo', before: null, after: '(28 characters)' },
      ]),
    );
    const history = await asSuperadmin.get(`/restaurants/${ids.open}/history`);
    expect(history.body.entries[0]).toMatchObject({ kind: 'hub', target: GROUP });
  });

  it('removes what is sent as null and keeps what is left out', async () => {
    const res = await asSuperadmin.patch({
      origin: GROUP,
      brandColors: { hubTitle: 'Renamed', hubDescription: null },
      hubLogo: null,
    });
    expect(res.status).toBe(200);
    const { hubDescription: _removed, ...kept } = look;
    for (const row of await groupRows()) {
      expect(row.brandColors).toEqual({ primary: '#112233', ...kept, hubTitle: 'Renamed' });
      expect(row.hubLogo).toBeNull();
    }
  });

  it('answers 404 for an origin that is not a hub, and changes nothing', async () => {
    for (const origin of ['https://solo.example', 'https://nobody.example']) {
      const res = await asSuperadmin.patch({ origin, brandColors: { hubTitle: 'X' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', error: 'No hub at this origin' });
    }
    expect((await ctx.orm.em.fork().findOneOrFail(Restaurant, { id: ids.solo })).brandColors.hubTitle).toBe(
      'Old',
    );
  });

  it('takes colours as hex, rgb() or hsl() only, and only the hub’s fields', async () => {
    for (const brandColors of [
      { headerBackground: 'red' },
      { hubHeadingTextColor: 'url(https://evil.example/x)' },
      { hubSubheadingTextColor: 'var(--x)' },
      { primary: '#ffffff' },
    ]) {
      const res = await asSuperadmin.patch({ origin: GROUP, brandColors });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    for (const row of await groupRows()) expect(row.brandColors.headerBackground).toBe('#000000');
  });

  it('is the superadmin’s alone', async () => {
    const { token } = await loginAs(ctx.app, DEMO.restaurantmanager);
    const res = await request(ctx.app)
      .patch('/admin/hubs')
      .set('Authorization', `Bearer ${token}`)
      .send({ origin: 'http://localhost:3100', brandColors: { hubTitle: 'Mine' } });
    expect(res.status).toBe(403);
  });
});
