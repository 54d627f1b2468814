import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { buildDeps, closeDeps } from '../src/server';
import { DEMO } from './support/login';
import { createTestContext, rateLimitsWith, testConfig, type TestContext } from './support/test-app';

/**
 * The abuse limits over HTTP: each login limit trips on its own, 429 carries Retry-After and the message,
 * X-Forwarded-For counts only behind TRUST_PROXY, guest writes trip, and counters in Redis are shared by
 * API instances.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMITED = { error: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const login = (app: Express, email: string, password: string, ip?: string) => {
  const req = request(app).post('/auth/login');
  return (ip ? req.set('X-Forwarded-For', ip) : req).send({ email, password });
};

describe('login limits', () => {
  it('per IP + email: failures trip it, with Retry-After and the message; other emails still work', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ loginPerIpEmail: 3 }) });
    for (let i = 0; i < 3; i++) expect((await login(app, DEMO.staff, 'wrong')).status).toBe(401);
    const blocked = await login(app, DEMO.staff, 'demo1234');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers['ratelimit-policy']).toMatch(/"loginPerIpEmail"; q=3; w=900/);
    expect((await login(app, DEMO.restaurantadmin, 'demo1234')).status).toBe(200);
  });

  it('successful logins do not count', async () => {
    const app = ctx.appWith({
      rateLimits: rateLimitsWith({ loginPerIpEmail: 2, loginPerIp: 2, loginPerEmail: 2 }),
    });
    for (let i = 0; i < 5; i++) expect((await login(app, DEMO.staff, 'demo1234')).status).toBe(200);
  });

  it('per IP across emails (password spraying): trips for that IP only', async () => {
    const app = ctx.appWith({ trustProxy: 1, rateLimits: rateLimitsWith({ loginPerIp: 3 }) });
    for (let i = 0; i < 3; i++) {
      expect((await login(app, `sprayed-${i}@demo.test`, 'wrong', '203.0.113.10')).status).toBe(401);
    }
    expect((await login(app, 'sprayed-new@demo.test', 'wrong', '203.0.113.10')).status).toBe(429);
    expect((await login(app, DEMO.staff, 'demo1234', '203.0.113.10')).status).toBe(429);
    expect((await login(app, DEMO.staff, 'demo1234', '203.0.113.11')).status).toBe(200);
  });

  it('per email across IPs (distributed guessing): trips for that email only', async () => {
    const app = ctx.appWith({ trustProxy: 1, rateLimits: rateLimitsWith({ loginPerEmail: 3 }) });
    for (let i = 0; i < 3; i++) {
      expect((await login(app, DEMO.staff, 'wrong', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const blocked = await login(app, ' Staff@Demo.test', 'demo1234', '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    expect((await login(app, DEMO.restaurantadmin, 'demo1234', '198.51.100.99')).status).toBe(200);
  });
});

describe('token lookups', () => {
  it('a refresh without any cookie guesses nothing and never counts; wrong cookies do', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ tokenLookup: 2 }) });
    for (let i = 0; i < 5; i++) expect((await request(app).post('/auth/refresh')).status).toBe(401);
    const guess = (n: number) => request(app).post('/auth/refresh').set('Cookie', `stol_refresh=guess-${n}`);
    expect([(await guess(1)).status, (await guess(2)).status]).toEqual([401, 401]);
    const blocked = await guess(3);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
  });
});

describe('client IP', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a varied header does not escape the limit', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ loginPerIp: 2 }) });
    expect((await login(app, 'a@demo.test', 'wrong', '192.0.2.1')).status).toBe(401);
    expect((await login(app, 'b@demo.test', 'wrong', '192.0.2.2')).status).toBe(401);
    expect((await login(app, 'c@demo.test', 'wrong', '192.0.2.3')).status).toBe(429);
    expect((await login(app, 'd@demo.test', 'wrong')).status).toBe(429);
  });

  it('behind one trusted proxy, only the address that proxy saw counts (a forged first hop does not)', async () => {
    const app = ctx.appWith({ trustProxy: 1, rateLimits: rateLimitsWith({ loginPerIp: 2 }) });
    const via = (forged: string) => `${forged}, 203.0.113.50`;
    expect((await login(app, 'a@demo.test', 'wrong', via('10.0.0.1'))).status).toBe(401);
    expect((await login(app, 'b@demo.test', 'wrong', via('10.0.0.2'))).status).toBe(401);
    expect((await login(app, 'c@demo.test', 'wrong', via('10.0.0.3'))).status).toBe(429);
  });

  it('TRUST_PROXY: unset ignores the header, a hop count or a list is passed on, true is refused', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
  });

  it('RATE_LIMIT_* variables set a policy; the others keep their defaults', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      RATE_LIMIT_LOGIN_PER_IP: '7',
      RATE_LIMIT_GUEST_WRITE_WINDOW_SECONDS: '60',
    });
    expect(config.rateLimits.loginPerIp).toEqual({ limit: 7, windowSeconds: 900 });
    expect(config.rateLimits.guestWrite).toEqual({ limit: 20, windowSeconds: 60 });
    expect(config.rateLimits.loginPerIpEmail).toEqual({ limit: 10, windowSeconds: 900 });
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), RATE_LIMIT_LOGIN_PER_EMAIL: 'lots' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_EMAIL/,
    );
  });
});

describe('guest writes', () => {
  it('POST /reserve trips per IP (every call counts, valid or not)', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ guestWrite: 2 }) });
    for (let i = 0; i < 2; i++) expect((await request(app).post('/reserve').send({})).status).toBe(400);
    const blocked = await request(app).post('/reserve').send({});
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('shared across API instances through Redis', () => {
  const opened: AppDeps[] = [];
  afterAll(async () => {
    await Promise.all(opened.map(closeDeps));
  });

  /** An API instance of its own (own Redis connection) over the test database, counting in Redis. */
  async function instance(config: Partial<AppConfig>): Promise<Express> {
    const deps = buildDeps(testConfig({ redisUrl: REDIS_URL, ...config }), ctx.orm, ctx.clock);
    opened.push(deps);
    const redis = deps.redis!;
    if (!redis.isReady) await new Promise((resolve) => redis.once('ready', resolve));
    return createApp(deps);
  }

  it('failures counted on one instance count on the other', async () => {
    const config = {
      redisKeyPrefix: `stol-test-${randomBytes(4).toString('hex')}`,
      rateLimits: rateLimitsWith({ loginPerIpEmail: 3, guestWrite: 2 }),
    };
    const [a, b] = [await instance(config), await instance(config)];
    expect((await login(a, DEMO.staff, 'wrong')).status).toBe(401);
    expect((await login(b, DEMO.staff, 'wrong')).status).toBe(401);
    expect((await login(a, DEMO.staff, 'wrong')).status).toBe(401);
    expect((await login(b, DEMO.staff, 'demo1234')).status).toBe(429);
    expect((await login(a, DEMO.staff, 'demo1234')).status).toBe(429);

    expect((await request(a).post('/reserve').send({})).status).toBe(400);
    expect((await request(b).post('/reserve').send({})).status).toBe(400);
    expect((await request(a).post('/reserve').send({})).status).toBe(429);
  });

  it('another key prefix (another deployment or test run) has counters of its own', async () => {
    const limits = rateLimitsWith({ loginPerIpEmail: 1 });
    const first = await instance({
      redisKeyPrefix: `stol-test-${randomBytes(4).toString('hex')}`,
      rateLimits: limits,
    });
    const second = await instance({
      redisKeyPrefix: `stol-test-${randomBytes(4).toString('hex')}`,
      rateLimits: limits,
    });
    expect((await login(first, DEMO.staff, 'wrong')).status).toBe(401);
    expect((await login(first, DEMO.staff, 'wrong')).status).toBe(429);
    expect((await login(second, DEMO.staff, 'wrong')).status).toBe(401);
  });
});
