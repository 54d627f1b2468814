import type { TRole } from '@stol/contracts';
import request from 'supertest';
import { ROUTES } from '../src/http/routes';
import { routeKey } from '../src/http/route-registry';
import { cookiePair, DEMO, loginAs, setCookie } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Walks EVERY route of the registry for every role, unauthenticated, and against a restaurant (or user)
 * that is not the caller's. The expectations below are written independently of the registry's access
 * declarations; a route missing from this table fails the first test.
 */

const ALL_ROLES: TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'];

interface Actor {
  role: TRole;
  token: string;
  userId: number;
  /** A restaurant inside the actor's scope. */
  ownRestaurant: number;
}

interface Call {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  url: string;
  body?: object;
  cookie?: string;
}

interface Case {
  /** Roles that may call it, or 'public'. */
  allowed: TRole[] | 'public';
  /** A request the actor may legitimately make (own restaurant / own user). */
  call(actor: Actor): Promise<Call> | Call;
  /** The same request aimed at someone else's restaurant or user: 403 for everyone but superadmin. */
  foreign?(actor: Actor): Call;
}

let ctx: TestContext;
const actors = {} as Record<TRole, Actor>;
/** Restaurant 3 belongs to nobody but the superadmin; another user id to aim "self" routes at. */
const FOREIGN_RESTAURANT = 3;
let otherUserId: number;

const freshRefreshCookie = async () => {
  const res = await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' });
  return cookiePair(setCookie(res, 'stol_refresh')!);
};

const CASES: Record<string, Case> = {
  'GET /health': { allowed: 'public', call: () => ({ method: 'get', url: '/health' }) },
  'POST /auth/login': {
    allowed: 'public',
    call: () => ({ method: 'post', url: '/auth/login', body: { email: DEMO.staff, password: 'demo1234' } }),
  },
  'POST /auth/refresh': {
    allowed: 'public',
    call: async () => ({ method: 'post', url: '/auth/refresh', cookie: await freshRefreshCookie() }),
  },
  'POST /auth/logout': {
    allowed: 'public',
    call: async () => ({ method: 'post', url: '/auth/logout', cookie: await freshRefreshCookie() }),
  },
  'GET /admin/me': { allowed: ALL_ROLES, call: () => ({ method: 'get', url: '/admin/me' }) },
  'GET /admin/users/:id': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/users/${a.userId}` }),
    foreign: (a) => ({ method: 'get', url: `/admin/users/${otherUserId === a.userId ? 1 : otherUserId}` }),
  },
  'PATCH /admin/users/:id': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'patch', url: `/admin/users/${a.userId}`, body: { language: 'hr' } }),
    foreign: (a) => ({
      method: 'patch',
      url: `/admin/users/${otherUserId === a.userId ? 1 : otherUserId}`,
      body: { language: 'en' },
    }),
  },
  'GET /restaurants': { allowed: ALL_ROLES, call: () => ({ method: 'get', url: '/restaurants' }) },
  'GET /admin/restaurants/assigned': {
    allowed: ALL_ROLES,
    call: () => ({ method: 'get', url: '/admin/restaurants/assigned' }),
  },
  'GET /restaurants/:id': { allowed: 'public', call: () => ({ method: 'get', url: '/restaurants/1' }) },
  'GET /admin/stats': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/stats?restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({ method: 'get', url: `/admin/stats?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
  'GET /admin/stats/restaurants': {
    allowed: ALL_ROLES,
    call: (a) => ({ method: 'get', url: `/admin/stats/restaurants?restaurantId=${a.ownRestaurant}` }),
    foreign: () => ({ method: 'get', url: `/admin/stats/restaurants?restaurantId=${FOREIGN_RESTAURANT}` }),
  },
};

async function send(call: Call, actor: Actor | null) {
  let req = request(ctx.app)[call.method](call.url);
  if (actor) req = req.set('Authorization', `Bearer ${actor.token}`);
  if (call.cookie) req = req.set('Cookie', call.cookie);
  return call.body ? req.send(call.body) : req;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ALL_ROLES) {
    const { token, user } = await loginAs(ctx.app, DEMO[role]);
    actors[role] = { role, token, userId: user.id, ownRestaurant: 1 };
  }
  otherUserId = actors.staff.userId;
});
afterAll(async () => {
  await ctx.close();
});

it('covers every route of the registry, and only those', () => {
  expect(Object.keys(CASES).sort()).toEqual(ROUTES.map(routeKey).sort());
});

describe.each(Object.entries(CASES))('%s', (_key, routeCase) => {
  it('unauthenticated', async () => {
    // The staff member's request, sent without credentials.
    const res = await send(await routeCase.call(actors.staff), null);
    if (routeCase.allowed === 'public') expect(res.status).toBeLessThan(300);
    else {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(ALL_ROLES)('as %s', async (role) => {
    const actor = actors[role];
    const res = await send(await routeCase.call(actor), actor);
    const allowed = routeCase.allowed === 'public' || routeCase.allowed.includes(role);
    if (allowed) expect(res.status).toBeLessThan(300);
    else {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  if (routeCase.foreign) {
    it.each(ALL_ROLES)("as %s, aimed at someone else's restaurant or user", async (role) => {
      const actor = actors[role];
      const res = await send(routeCase.foreign!(actor), actor);
      if (role === 'superadmin') expect(res.status).toBeLessThan(300);
      else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'You do not have access to this resource', code: 'FORBIDDEN' });
      }
    });
  }
});

describe('tenant scoping of lists', () => {
  const ids = (body: { id: number }[]) => body.map((r) => r.id);
  it.each([
    ['superadmin', [1, 2, 3]],
    ['restaurantmanager', [1, 2]],
    ['restaurantadmin', [1]],
    ['staff', [1]],
  ] as const)('%s sees restaurants %j', async (role, expected) => {
    const actor = actors[role];
    for (const url of ['/restaurants', '/admin/restaurants/assigned']) {
      const res = await send({ method: 'get', url }, actor);
      expect(ids(res.body)).toEqual(expected);
    }
    const stats = await send({ method: 'get', url: '/admin/stats/restaurants' }, actor);
    expect(ids(stats.body.restaurants)).toEqual(expected);
  });

  it('a user changes their own language; the superadmin may change anyone’s', async () => {
    const own = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'en' } },
      actors.staff,
    );
    expect(own.status).toBe(200);
    expect(own.body.language).toBe('en');
    const bySuper = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'hr' } },
      actors.superadmin,
    );
    expect(bySuper.body.language).toBe('hr');
    const invalid = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { language: 'de' } },
      actors.staff,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    const widening = await send(
      { method: 'patch', url: `/admin/users/${actors.staff.userId}`, body: { role: 'superadmin' } },
      actors.staff,
    );
    expect(widening.status).toBe(400);
  });
});
