import { PUBLIC_NAMESPACE } from '@stol/contracts';
import request from 'supertest';
import { isOpenRoute } from '../src/http/cors';
import { routeKey } from '../src/http/route-registry';
import { ROUTES } from '../src/http/routes';
import { Restaurant } from '../src/modules/restaurants/restaurant.entity';
import { buildDeps, closeDeps, startServer, type RunningServer } from '../src/server';
import { createFixtureRestaurant } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { connected, socketPool } from './support/socket-client';
import { createTestContext, testConfig, type TestContext } from './support/test-app';

/**
 * CORS by route (issue 19 §21): the guest-facing routes answer any origin without credentials (a restaurant's
 * own site, e.g. Riva Split at http://127.0.0.1:3100); the back office's routes and the cookie-carrying auth
 * routes keep the CORS_ORIGINS allowlist with credentials. The test app allows http://localhost:3000 only.
 */

const BACK_OFFICE = 'http://localhost:3000';
const RIVA = 'http://127.0.0.1:3100';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const preflight = (path: string, origin: string, method: string, headers = 'content-type') =>
  request(ctx.app)
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', method)
    .set('Access-Control-Request-Headers', headers);

describe('guest-facing routes: any origin, no credentials', () => {
  it('preflight of POST /reserve (JSON, Idempotency-Key) from a restaurant’s own origin', async () => {
    const res = await preflight('/reserve', RIVA, 'POST', 'content-type,idempotency-key,accept-language');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toMatch(/idempotency-key/i);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it.each([
    ['/restaurants/3'],
    ['/public/tables?restaurantId=3'],
    ['/public/hub-check?origin=http%3A%2F%2F127.0.0.1%3A3100'],
    ['/public/bot-challenge'],
    ['/public/reservations/not-a-real-token'],
  ])('simple GET %s from another origin is readable (even an error answer)', async (path) => {
    const res = await request(ctx.app).get(path).set('Origin', RIVA);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('a restaurant added later with its own origin works at once (no restart, no list to update)', async () => {
    const { restaurantId } = await createFixtureRestaurant(ctx.orm, { tables: [{ number: 1, seats: 4 }] });
    const origin = 'https://new-bistro.example';
    await ctx.orm.em.fork().nativeUpdate(Restaurant, { id: restaurantId }, { publicOrigin: origin });
    const check = await request(ctx.app)
      .get(`/public/hub-check?origin=${encodeURIComponent(origin)}`)
      .set('Origin', origin);
    expect(check.status).toBe(200);
    expect(check.headers['access-control-allow-origin']).toBe('*');
    const restaurant = await request(ctx.app).get(`/restaurants/${restaurantId}`).set('Origin', origin);
    expect(restaurant.status).toBe(200);
    expect(restaurant.headers['access-control-allow-origin']).toBe('*');
    expect((await preflight('/public/holds', origin, 'POST')).headers['access-control-allow-origin']).toBe(
      '*',
    );
  });
});

describe('back-office routes: the CORS_ORIGINS allowlist, with credentials', () => {
  it('another origin gets no CORS answer on signed-in routes and on the cookie routes', async () => {
    for (const [path, method] of [
      ['/reservations', 'GET'],
      ['/restaurants/1', 'PATCH'], // same path as the public GET: decided by the method asked
      ['/auth/login', 'POST'],
      ['/auth/refresh', 'POST'],
      ['/auth/logout', 'POST'],
    ] as const) {
      const res = await preflight(path, RIVA, method, 'content-type,authorization');
      expect([path, res.headers['access-control-allow-origin']]).toEqual([path, undefined]);
    }
    const list = await request(ctx.app).get('/reservations').set('Origin', RIVA);
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the back office’s origin keeps credentials everywhere, the public GET of a restaurant included', async () => {
    const { token } = await loginAs(ctx.app, DEMO.restaurantmanager);
    for (const res of [
      await preflight('/auth/refresh', BACK_OFFICE, 'POST'),
      await request(ctx.app)
        .get('/restaurants/1')
        .set('Origin', BACK_OFFICE)
        .set('Authorization', `Bearer ${token}`),
      await request(ctx.app)
        .get('/reservations')
        .set('Origin', BACK_OFFICE)
        .set('Authorization', `Bearer ${token}`),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBe(BACK_OFFICE);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('the registry decides: every signed-in route is closed, and only the cookie routes of the public ones', () => {
    expect(ROUTES.filter((r) => r.access !== 'public' && isOpenRoute(r))).toEqual([]);
    expect(ROUTES.filter((r) => r.access === 'public' && !isOpenRoute(r)).map(routeKey)).toEqual([
      'POST /auth/login',
      'POST /auth/refresh',
      'POST /auth/logout',
    ]);
  });
});

describe('Socket.IO', () => {
  let server: RunningServer;
  const sockets = socketPool();
  beforeAll(async () => {
    server = await startServer(buildDeps(testConfig({ corsOrigins: [BACK_OFFICE] }), ctx.orm, ctx.clock), 0);
  });
  afterAll(async () => {
    sockets.closeAll();
    await server.close();
    await closeDeps(server.deps);
  });
  const url = () => `http://127.0.0.1:${server.port}`;

  it('the transport answers any origin without credentials, the back office’s with credentials', async () => {
    const poll = (origin: string) =>
      request(url()).get('/socket.io/?EIO=4&transport=polling').set('Origin', origin);
    const guest = await poll(RIVA);
    expect(guest.status).toBe(200);
    expect(guest.headers['access-control-allow-origin']).toBe('*');
    expect(guest.headers['access-control-allow-credentials']).toBeUndefined();
    const office = await poll(BACK_OFFICE);
    expect(office.headers['access-control-allow-origin']).toBe(BACK_OFFICE);
    expect(office.headers['access-control-allow-credentials']).toBe('true');
  });

  it('the public namespace admits a restaurant’s own origin; the signed-in one refuses it', async () => {
    const headers = { extraHeaders: { Origin: RIVA } };
    await connected(sockets.open(`${url()}${PUBLIC_NAMESPACE}`, undefined, headers));
    const { token } = await loginAs(ctx.app, DEMO.staff);
    await expect(connected(sockets.open(url(), token, headers))).rejects.toThrow('Origin not allowed');
    await connected(sockets.open(url(), token, { extraHeaders: { Origin: BACK_OFFICE } }));
  });
});
