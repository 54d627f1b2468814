import { SignJWT } from 'jose';
import request from 'supertest';
import { ROUTES } from '../src/http/routes';
import { routeKey } from '../src/http/route-registry';
import { cookiePair, DEMO, setCookie } from './support/login';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';

/** Sessions: logout and replay end access tokens at once; private answers are not stored; cookie flags. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function login(email: string = DEMO.staff, app = ctx.app) {
  const res = await request(app).post('/auth/login').send({ email, password: 'demo1234' });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookiePair(setCookie(res, 'stol_refresh')!) };
}
const me = (token: string) => request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${token}`);
const refresh = (cookie: string) => request(ctx.app).post('/auth/refresh').set('Cookie', cookie);

describe('logout ends the session at once', () => {
  it('the access token of that session is refused on the very next request; other sessions go on', async () => {
    const session = await login();
    const other = await login();
    expect((await me(session.token)).status).toBe(200);

    const out = await request(ctx.app).post('/auth/logout').set('Cookie', session.cookie);
    expect(out.status).toBe(204);

    const after = await me(session.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    expect((await me(other.token)).status).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('a token from a refresh of that session is ended too (one session = the refresh-token family)', async () => {
    const session = await login();
    const rotated = await refresh(session.cookie);
    const laterToken = rotated.body.token as string;
    await request(ctx.app)
      .post('/auth/logout')
      .set('Cookie', cookiePair(setCookie(rotated, 'stol_refresh')!));
    expect((await me(session.token)).status).toBe(401);
    expect((await me(laterToken)).status).toBe(401);
  });

  it('a replayed refresh token ends the access tokens of its family', async () => {
    const session = await login();
    const rotated = await refresh(session.cookie);
    expect(rotated.status).toBe(200);
    expect((await refresh(session.cookie)).status).toBe(401); // the replay
    expect((await me(rotated.body.token as string)).status).toBe(401);
    expect((await me(session.token)).status).toBe(401);
  });

  it('a signed token that names no session is refused', async () => {
    const key = new TextEncoder().encode(ctx.deps.config.jwtSecret);
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const { user } = (
      await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' })
    ).body as { user: { id: number } };
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('stol-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
    const res = await me(sessionless);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('Cache-Control: no-store', () => {
  const noStore = (res: { headers: Record<string, string> }) => res.headers['cache-control'];

  it('on every auth answer: login, refresh and logout, errors included', async () => {
    const session = await login();
    const answers = [
      await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' }),
      await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'wrong' }),
      await request(ctx.app).post('/auth/login').send({}),
      await refresh(session.cookie),
      await refresh('stol_refresh=unknown'),
      await request(ctx.app).post('/auth/logout').set('Cookie', session.cookie),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 200, 401, 204]);
    for (const answer of answers) expect(noStore(answer)).toBe('no-store');

    const limited = ctx.appWith({ rateLimits: rateLimitsWith({ loginPerIpEmail: 1 }) });
    await request(limited).post('/auth/login').send({ email: DEMO.staff, password: 'wrong' });
    const blocked = await request(limited).post('/auth/login').send({ email: DEMO.staff, password: 'wrong' });
    expect(blocked.status).toBe(429);
    expect(noStore(blocked)).toBe('no-store');
  });

  const authenticated = ROUTES.filter((route) => route.access !== 'public');
  let superadmin: string;
  beforeAll(async () => {
    superadmin = (await login(DEMO.superadmin)).token;
  });

  it('the registry has authenticated routes to walk', () => {
    expect(authenticated.length).toBeGreaterThan(10);
  });

  it.each(authenticated.map((route) => [routeKey(route), route] as const))(
    '%s answers no-store, with a token and without (its 401)',
    async (_key, route) => {
      // An id nobody has: the walk reaches each handler without changing anything.
      const url = route.path.replace(/:\w+/g, '999999');
      const call = (): request.Test => request(ctx.app)[route.method](url);
      const signedIn = await call().set('Authorization', `Bearer ${superadmin}`).send({});
      const anonymous = await call().send({});
      expect(signedIn.status).not.toBe(401);
      expect(anonymous.status).toBe(401);
      for (const answer of [signedIn, anonymous]) expect(noStore(answer)).toBe('no-store');
    },
  );
});

describe('the refresh cookie is Secure when the request came over https or in production', () => {
  const loginCookie = async (app = ctx.app, https = false) => {
    const req = request(app).post('/auth/login');
    // Behind a proxy the API trusts (TRUST_PROXY=1), its X-Forwarded-Proto sets req.secure.
    if (https) req.set('X-Forwarded-Proto', 'https');
    return req.send({ email: DEMO.staff, password: 'demo1234' });
  };

  it('plain http outside production: not Secure', async () => {
    expect(setCookie(await loginCookie(), 'stol_refresh')).not.toMatch(/Secure/);
  });

  it('https (through a trusted proxy): Secure on login, refresh and logout', async () => {
    const proxied = ctx.appWith({ trustProxy: 1 });
    const res = await loginCookie(proxied, true);
    expect(setCookie(res, 'stol_refresh')).toMatch(/; Secure/);
    const cookie = cookiePair(setCookie(res, 'stol_refresh')!);
    const rotated = await request(proxied)
      .post('/auth/refresh')
      .set('Cookie', cookie)
      .set('X-Forwarded-Proto', 'https');
    expect(setCookie(rotated, 'stol_refresh')).toMatch(/; Secure/);
    const out = await request(proxied)
      .post('/auth/logout')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookiePair(setCookie(rotated, 'stol_refresh')!));
    expect(setCookie(out, 'stol_refresh')).toMatch(/; Secure/);
  });

  it('an untrusted client claiming https gets no Secure cookie (its header is ignored)', async () => {
    expect(setCookie(await loginCookie(ctx.app, true), 'stol_refresh')).not.toMatch(/Secure/);
  });

  it('NODE_ENV=production: Secure even over plain http', async () => {
    const production = ctx.appWith({ nodeEnv: 'production' });
    expect(setCookie(await loginCookie(production), 'stol_refresh')).toMatch(/; Secure/);
  });
});
