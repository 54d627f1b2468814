import request from 'supertest';
import { DEFAULT_MESSAGING } from '../src/config';
import { seedOrigin } from '../src/db/seed-data';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The demo hub follows the guest site's address (PUBLIC_SITE_URL) rather than a fixed port, so a guest site on
 * any port (the e2e stack's, say) is the hub of restaurants 1 and 2, and restaurant 3 stands alone at the same
 * port under the other loopback name. Over HTTP on PostgreSQL.
 */
const SITE = 'http://localhost:3654';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ config: { messaging: { ...DEFAULT_MESSAGING, publicSiteUrl: SITE } } });
});
afterAll(async () => {
  await ctx.close();
});

const origin = (o: string) => encodeURIComponent(o);

it('the guest site’s own origin is the hub of restaurants 1 and 2', async () => {
  const list = await request(ctx.app).get(`/public/list?origin=${origin(SITE)}`);
  expect(list.status).toBe(200);
  expect(list.body.restaurants.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
  const check = await request(ctx.app).get(`/public/hub-check?origin=${origin(SITE)}`);
  expect(check.body).toEqual({ isHub: true, restaurantId: null });
  // The old fixed address is no hub of this install.
  const old = await request(ctx.app).get(`/public/list?origin=${origin('http://localhost:3100')}`);
  expect(old.body.restaurants).toEqual([]);
});

it('restaurant 3 stands alone at the same port under 127.0.0.1', async () => {
  const check = await request(ctx.app).get(`/public/hub-check?origin=${origin('http://127.0.0.1:3654')}`);
  expect(check.body).toEqual({ isHub: false, restaurantId: 3 });
});

it('seedOrigin: loopback names swap, another host gets a sub-domain, paths are dropped', () => {
  expect(seedOrigin('site', 'http://localhost:3100/')).toBe('http://localhost:3100');
  expect(seedOrigin('site-alias', 'http://localhost:3100')).toBe('http://127.0.0.1:3100');
  expect(seedOrigin('site-alias', 'http://127.0.0.1:8080')).toBe('http://localhost:8080');
  expect(seedOrigin('site', 'https://book.example.com/x')).toBe('https://book.example.com');
  expect(seedOrigin('site-alias', 'https://book.example.com')).toBe('https://riva.book.example.com');
});
