import request from 'supertest';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';
import { cookiePair, DEMO, setCookie } from './support/login';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const login = (body: object, app = ctx.app) => request(app).post('/auth/login').send(body);
const refresh = (cookie?: string) => {
  const req = request(ctx.app).post('/auth/refresh');
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('POST /auth/login', () => {
  it('answers a token and the user (never the hash) and sets the refresh cookie', async () => {
    const res = await login({ email: 'Admin@Demo.test ', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      email: 'admin@demo.test',
      role: 'restaurantadmin',
      plan: 'basic',
      restaurantId: 1,
      restaurantIds: [],
      language: 'en',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
    const cookie = setCookie(res, 'stol_refresh');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/auth/);
    // The access token works on an authenticated route.
    const me = await request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@demo.test');
  });

  it.each([{}, { email: 'admin@demo.test' }, { password: 'demo1234' }, { email: '  ', password: 'x' }])(
    'missing fields %j → 400 with the spec message',
    async (body) => {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Please fill in all fields', code: 'MISSING_CREDENTIALS' });
    },
  );

  it('wrong password and unknown email → the same 401', async () => {
    const wrong = await login({ email: 'admin@demo.test', password: 'nope' });
    const unknown = await login({ email: 'ghost@demo.test', password: 'demo1234' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(setCookie(res, 'stol_refresh')).toBeUndefined();
    }
  });

  it('remember-me keeps the cookie 30 days; without it the cookie lasts for the browser session', async () => {
    const remembered = setCookie(
      await login({ email: DEMO.staff, password: 'demo1234', rememberMe: true }),
      'stol_refresh',
    );
    expect(remembered).toMatch(/Max-Age=2592000/);
    const session = setCookie(await login({ email: DEMO.staff, password: 'demo1234' }), 'stol_refresh');
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age|Expires/);
  });

  it('rotation keeps the remember-me choice', async () => {
    const first = setCookie(
      await login({ email: DEMO.staff, password: 'demo1234', rememberMe: true }),
      'stol_refresh',
    )!;
    const rotated = setCookie(await refresh(cookiePair(first)), 'stol_refresh');
    expect(rotated).toMatch(/Max-Age=2592000/);
    const sessionFirst = setCookie(await login({ email: DEMO.staff, password: 'demo1234' }), 'stol_refresh')!;
    const sessionRotated = setCookie(await refresh(cookiePair(sessionFirst)), 'stol_refresh');
    expect(sessionRotated).not.toMatch(/Max-Age/);
  });

  it('rate limits repeated failures per IP + email → 429 with a clear message', async () => {
    const limited = ctx.appWith({ rateLimits: rateLimitsWith({ loginPerIpEmail: 3 }) });
    for (let i = 0; i < 3; i++)
      expect((await login({ email: DEMO.staff, password: 'bad' }, limited)).status).toBe(401);
    const blocked = await login({ email: 'STAFF@demo.test', password: 'demo1234' }, limited);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    // Another email from the same IP is a different key.
    expect((await login({ email: DEMO.restaurantadmin, password: 'demo1234' }, limited)).status).toBe(200);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new token and cookie; the old cookie is refused afterwards', async () => {
    const loginRes = await login({ email: DEMO.restaurantmanager, password: 'demo1234' });
    const first = cookiePair(setCookie(loginRes, 'stol_refresh')!);

    const r1 = await refresh(first);
    expect(r1.status).toBe(200);
    expect(r1.body.user.email).toBe(DEMO.restaurantmanager);
    expect(r1.body.user.restaurantIds).toEqual([1, 2]);
    expect(typeof r1.body.token).toBe('string');
    const second = cookiePair(setCookie(r1, 'stol_refresh')!);
    expect(second).not.toBe(first);

    const me = await request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${r1.body.token}`);
    expect(me.status).toBe(200);

    expect((await refresh(second)).status).toBe(200);
  });

  it('a replayed (already rotated) token → 401 and the whole family is revoked', async () => {
    const loginRes = await login({ email: DEMO.restaurantadmin, password: 'demo1234' });
    const first = cookiePair(setCookie(loginRes, 'stol_refresh')!);
    const r1 = await refresh(first);
    const newest = cookiePair(setCookie(r1, 'stol_refresh')!);

    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('REFRESH_INVALID');
    // The newest token of the family stopped working too.
    expect((await refresh(newest)).status).toBe(401);
    // Another login (another family) is unaffected.
    const other = cookiePair(
      setCookie(await login({ email: DEMO.restaurantadmin, password: 'demo1234' }), 'stol_refresh')!,
    );
    expect((await refresh(other)).status).toBe(200);
  });

  it('no cookie or an unknown cookie → 401', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('stol_refresh=made-up')).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the family and clears the cookie (204)', async () => {
    const loginRes = await login({ email: DEMO.superadmin, password: 'demo1234' });
    const first = cookiePair(setCookie(loginRes, 'stol_refresh')!);
    const rotated = cookiePair(setCookie(await refresh(first), 'stol_refresh')!);

    const out = await request(ctx.app).post('/auth/logout').set('Cookie', rotated);
    expect(out.status).toBe(204);
    expect(setCookie(out, 'stol_refresh')).toMatch(/stol_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect((await refresh(rotated)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('an expired access token → 401 TOKEN_EXPIRED', async () => {
    const { body } = await login({ email: DEMO.staff, password: 'demo1234' });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 901_000));
    try {
      const res = await request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${body.token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('TOKEN_EXPIRED');
    } finally {
      ctx.clock.set('2026-06-10T10:00:00Z');
    }
  });

  it('a token signed with another secret → 401', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaXNzIjoic3RvbC1hcGkiLCJpYXQiOjE3OTUzMjEyOTQsImV4cCI6OTk5OTk5OTk5OX0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const res = await request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
