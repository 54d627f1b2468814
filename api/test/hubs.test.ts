import type { THubCard, TSpecialPromotions } from '@stol/contracts';
import request from 'supertest';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { createFixtureRestaurant } from './support/booking-fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Host resolution and hub lists over HTTP on PostgreSQL (guest spec §2.1, §2.4, §4, §7.1; issue 12 §2). The seed
 * puts restaurants 1 and 2 at http://localhost:3100 (a hub) and restaurant 3 alone at http://127.0.0.1:3100; this
 * file's own group lives at https://group.example. Now is 2026-06-10 12:00 in Zagreb.
 */
const NOW = '2026-06-10T10:00:00Z';
const GROUP = 'https://group.example';
let ctx: TestContext;
const ids = {} as Record<'open' | 'closed' | 'later' | 'reopened' | 'soon', number>;

async function groupRestaurant(
  name: string,
  publicPath: string | null,
  specialPromotions: TSpecialPromotions | null = null,
): Promise<number> {
  const { restaurantId } = await createFixtureRestaurant(ctx.orm, { tables: [] });
  await ctx.orm.em
    .fork()
    .nativeUpdate(
      Restaurant,
      { id: restaurantId },
      { name, publicOrigin: GROUP, publicPath, specialPromotions },
    );
  return restaurantId;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  ids.open = await groupRestaurant('A Open', '/open');
  ids.closed = await groupRestaurant('B Closed', '/closed', { status: 'inactive' });
  ids.later = await groupRestaurant('C Later', '/later', {
    status: 'until',
    inactiveUntil: '2026-07-01T10:00:00Z',
  });
  ids.reopened = await groupRestaurant('D Reopened', '/reopened', {
    status: 'until',
    inactiveUntil: '2026-06-01T10:00:00Z',
  });
  ids.soon = await groupRestaurant('E Soon', null);
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, query: Record<string, string>) => request(ctx.app).get(path).query(query);

describe('GET /public/hub-check', () => {
  it('calls an origin with several restaurants a hub, however the origin is written', async () => {
    for (const origin of ['http://localhost:3100', ' HTTP://LOCALHOST:3100/ ']) {
      const res = await get('/public/hub-check', { origin });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isHub: true, restaurantId: null });
    }
  });

  it("names an origin's only restaurant, and nothing for an origin nobody uses", async () => {
    expect((await get('/public/hub-check', { origin: 'http://127.0.0.1:3100' })).body).toEqual({
      isHub: false,
      restaurantId: 3,
    });
    expect((await get('/public/hub-check', { origin: 'https://nobody.example' })).body).toEqual({
      isHub: false,
      restaurantId: null,
    });
  });
});

describe('GET /public/resolve', () => {
  it.each([
    ['/konoba-stol', 1],
    ['/konoba-stol/', 1],
    ['/Konoba-Stol/cancel/abc123', 1],
    ['/bistro-gornji-grad', 2],
  ])('resolves %s to restaurant %d', async (path, id) => {
    const res = await get('/public/resolve', { origin: 'http://localhost:3100', path });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
  });

  it.each(['/', '/konoba', '/nowhere', '/riva-split'])('answers 404 for %s at the hub', async (path) => {
    const res = await get('/public/resolve', { origin: 'http://localhost:3100', path });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No restaurant at this address');
  });
});

describe('GET /public/list', () => {
  it("lists the origin's restaurants by name with the card statuses of guest spec §4, public fields only", async () => {
    const res = await get('/public/list', { origin: GROUP });
    expect(res.status).toBe(200);
    const cards = res.body.restaurants as THubCard[];
    expect(cards.map((c) => [c.id, c.status, c.inactiveUntil])).toEqual([
      [ids.open, 'active', null],
      [ids.closed, 'inactive', null],
      [ids.later, 'inactive_until', '2026-07-01T10:00:00.000Z'],
      [ids.reopened, 'active', null],
      [ids.soon, 'coming_soon', null],
    ]);
    expect(Object.keys(cards[0]!).sort()).toEqual(
      [
        'address',
        'brandColors',
        'coverImage',
        'description',
        'descriptionEn',
        'descriptionHr',
        'hubLogo',
        'id',
        'inactiveUntil',
        'name',
        'publicPath',
        'status',
      ].sort(),
    );
  });

  it('lists the seeded hub with its descriptions in both languages', async () => {
    const res = await get('/public/list', { origin: 'http://localhost:3100' });
    const seeded = (res.body.restaurants as THubCard[]).filter((c) => c.id <= 3);
    expect(seeded.map((c) => c.id).sort()).toEqual([1, 2]);
    expect(seeded.every((c) => c.descriptionHr && c.descriptionEn && c.status === 'active')).toBe(true);
  });

  it('answers an empty list for an origin nobody uses', async () => {
    expect((await get('/public/list', { origin: 'https://nobody.example' })).body).toEqual({
      restaurants: [],
    });
  });
});

describe('bad input', () => {
  it.each([
    ['/public/hub-check', {}],
    ['/public/hub-check', { origin: 'javascript:alert(1)' }],
    ['/public/hub-check', { origin: 'https://group.example/some/path' }],
    ['/public/list', { origin: '' }],
    ['/public/resolve', { origin: GROUP }],
  ])('%s refuses %j with 400', async (path, query) => {
    expect((await get(path, query as Record<string, string>)).status).toBe(400);
  });
});
