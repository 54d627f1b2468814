import request from 'supertest';
import { z } from 'zod';
import { createApp } from '../src/app';
import type { Orm } from '../src/db/orm';
import { AppError } from '../src/http/app-error';
import { defineRoute } from '../src/http/route-registry';
import { ROUTES } from '../src/http/routes';
import { createTestContext, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /health', () => {
  it('runs select 1 → 200 {status: ok}', async () => {
    const res = await request(ctx.app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('→ 503 when the database does not answer', async () => {
    const brokenOrm = {
      em: { fork: () => ({ execute: () => Promise.reject(new Error('connection refused')) }) },
    } as unknown as Orm;
    const res = await request(createApp({ ...ctx.deps, orm: brokenOrm })).get('/health');
    expect(res.status).toBe(503);
  });
});

describe('request ids, headers, CORS', () => {
  it('echoes an incoming X-Request-Id, else generates one', async () => {
    const given = await request(ctx.app).get('/health').set('X-Request-Id', 'trace-abc-123');
    expect(given.headers['x-request-id']).toBe('trace-abc-123');
    const generated = await request(ctx.app).get('/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets helmet headers', async () => {
    const res = await request(ctx.app).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows configured origins with credentials; others only on guest-facing routes (cors.test.ts)', async () => {
    const ok = await request(ctx.app).get('/health').set('Origin', 'http://localhost:3000');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(ctx.app).get('/reservations').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const open = await request(ctx.app).get('/health').set('Origin', 'http://evil.example');
    expect(open.headers['access-control-allow-origin']).toBe('*');
    expect(open.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('error middleware', () => {
  const failing = [
    ...ROUTES,
    defineRoute({
      method: 'get',
      path: '/__boom',
      access: 'public',
      handler: () => {
        throw new Error('secret internals at /srv/db.ts:42');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/__zod',
      access: 'public',
      handler: (req) => z.object({ guests: z.number().int().min(1).max(20) }).parse(req.body),
    }),
    defineRoute({
      method: 'get',
      path: '/__domain',
      access: 'public',
      handler: () => {
        throw new AppError('RESTAURANT_NOT_FOUND');
      },
    }),
  ];
  const app = () => createApp(ctx.deps, { routes: failing });

  it('unknown route → 404 JSON', async () => {
    const res = await request(ctx.app).get('/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Route not found: GET /no/such/route', code: 'NOT_FOUND' });
  });

  it('zod failure → 400 naming the field, details without schema internals', async () => {
    const res = await request(app()).post('/__zod').send({ guests: 40 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toBe('guests must be at most 20');
    expect(res.body.details).toEqual([{ path: ['guests'], code: 'too_big', message: expect.any(String) }]);
  });

  it('domain error → its code and status', async () => {
    const res = await request(app()).get('/__domain');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' });
  });

  it('anything else → 500 without internals', async () => {
    const res = await request(app()).get('/__boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Something went wrong', code: 'INTERNAL' });
    expect(res.text).not.toMatch(/secret|srv|at /);
  });

  it('malformed JSON → 400; a body over 100kb → 413', async () => {
    const bad = await request(ctx.app)
      .post('/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const big = await request(ctx.app)
      .post('/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(110 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a missing restaurant → 404 with the JSON shape', async () => {
    const res = await request(ctx.app).get('/restaurants/9999');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('RESTAURANT_NOT_FOUND');
  });
});

describe('GET /restaurants/:id (public)', () => {
  it('answers the restaurant with the spec preset (its public fields: public-restaurant.test.ts)', async () => {
    const res = await request(ctx.app).get('/restaurants/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      openHour: 12,
      closeHour: 22,
      intervalMin: 60,
      defaultDurationMin: 60,
    });
    expect(res.body.publicOrigin).toBe((await request(ctx.app).get('/restaurants/1')).body.publicOrigin);
  });
});
