import { ZPublicRestaurant, ZRestaurant } from '@stol/contracts';
import request from 'supertest';
import { DEMO, loginAs, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * GET /restaurants/{id} (issue 19 §16): anonymous callers (the guest site) get the public fields only; the
 * restaurant's own staff keep the whole settings, notification templates and sender addresses included.
 */

let ctx: TestContext;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await loginAs(ctx.app, DEMO.restaurantmanager)).token;
  const patch = await withToken(ctx.app, manager).patch('/restaurants/1', {
    theme: {
      featureFlags: { enableEmailOtp: true },
      notifications: {
        emailFrom: 'Konoba <private-sender@konoba.test>',
        smsFrom: 'KONOBA',
        emailSubject: 'Private subject {{customer_name}}',
        emailTemplate: '<p>Private template</p>',
        smsTemplate: 'Private SMS {{date_time}}',
      },
    },
  });
  expect(patch.status).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const PRIVATE = /[Pp]rivate|KONOBA/; // case-sensitive: the name is "Konoba Stol"

describe('GET /restaurants/{id}', () => {
  it('anonymous: the public fields only (no templates, senders or operational settings), flags kept', async () => {
    const res = await request(ctx.app).get('/restaurants/1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(ZPublicRestaurant.shape).sort());
    expect(ZPublicRestaurant.strict().safeParse(res.body).success).toBe(true);
    expect(res.body.theme).toEqual({ featureFlags: expect.objectContaining({ enableEmailOtp: true }) });
    expect(res.body).not.toHaveProperty('bufferMin');
    expect(res.body).not.toHaveProperty('createdAt');
    expect(JSON.stringify(res.body)).not.toMatch(PRIVATE);
    expect(res.body).toMatchObject({ id: 1, openHour: expect.any(Number), floorplan: expect.any(Object) });
  });

  it('the restaurant’s staff (each role) get the whole settings, never cached; other restaurants’ staff do not', async () => {
    for (const role of ['superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'] as const) {
      const { token } = await loginAs(ctx.app, DEMO[role]);
      const res = await withToken(ctx.app, token).get('/restaurants/1');
      expect(res.status).toBe(200);
      expect(ZRestaurant.safeParse(res.body).success).toBe(true);
      expect(res.body.theme.notifications.emailFrom).toBe('Konoba <private-sender@konoba.test>');
      expect(res.body.createdAt).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The demo admin and staff work at restaurant 1: restaurant 3 is not theirs.
    const { token } = await loginAs(ctx.app, DEMO.restaurantadmin);
    const other = await withToken(ctx.app, token).get('/restaurants/3');
    expect(other.status).toBe(200);
    expect(other.body).not.toHaveProperty('createdAt');
    expect(other.body.theme).not.toHaveProperty('notifications');
    expect(other.headers.vary).toMatch(/Authorization/i);
  });

  it('a token that is no longer valid is refused (401), so the back office refreshes instead of getting less', async () => {
    const res = await request(ctx.app).get('/restaurants/1').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
  });
});
