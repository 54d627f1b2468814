import { PASSWORD_CHANGE_MESSAGES, RESET_MESSAGES } from '@stol/contracts';
import request from 'supertest';
import { cookiePair, DEMO, setCookie } from './support/login';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';

/**
 * Issue 23 §7 over HTTP on PostgreSQL: a signed-in user changes their own password in the profile dialog. The
 * current password is required; a wrong one changes nothing; success ends the user's other sessions and keeps
 * the one that asked.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signIn(email: string, password: string) {
  const res = await request(ctx.app).post('/auth/login').send({ email, password });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookiePair(setCookie(res, 'stol_refresh')!) };
}
const change = (token: string, body: object, app = ctx.app) =>
  request(app).post('/admin/me/password').set('Authorization', `Bearer ${token}`).send(body);
const me = (token: string) => request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${token}`);
const refresh = (cookie: string) => request(ctx.app).post('/auth/refresh').set('Cookie', cookie);
const loginStatus = async (email: string, password: string) =>
  (await request(ctx.app).post('/auth/login').send({ email, password })).status;

describe('POST /admin/me/password', () => {
  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const here = await signIn(DEMO.restaurantadmin, 'demo1234');
    const elsewhere = await signIn(DEMO.restaurantadmin, 'demo1234');
    const res = await change(here.token, { currentPassword: 'demo1234', newPassword: 'a-new-secret-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_CHANGE_MESSAGES.changed });

    expect(await loginStatus(DEMO.restaurantadmin, 'demo1234')).toBe(401);
    expect(await loginStatus(DEMO.restaurantadmin, 'a-new-secret-1')).toBe(200);
    // The other session is over: its access token and its refresh cookie.
    expect((await me(elsewhere.token)).status).toBe(401);
    expect((await refresh(elsewhere.cookie)).status).toBe(401);
    // This one goes on: its access token works and its cookie still refreshes.
    expect((await me(here.token)).status).toBe(200);
    expect((await refresh(here.cookie)).status).toBe(200);
  });

  it("refuses a wrong current password with 400 and a sentence in the caller's language, changing nothing", async () => {
    const here = await signIn(DEMO.restaurantmanager, 'demo1234');
    const elsewhere = await signIn(DEMO.restaurantmanager, 'demo1234');
    const res = await change(here.token, { currentPassword: 'not-it', newPassword: 'another-secret-2' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PASSWORD_CHANGE_MESSAGES.wrongCurrent);
    const hr = await change(here.token, {
      currentPassword: 'not-it',
      newPassword: 'another-secret-2',
    }).set('Accept-Language', 'hr');
    expect(hr.body.error).toBe('Trenutačna lozinka nije točna. Ništa nije promijenjeno.');
    expect(await loginStatus(DEMO.restaurantmanager, 'demo1234')).toBe(200);
    expect(await loginStatus(DEMO.restaurantmanager, 'another-secret-2')).toBe(401);
    expect((await me(elsewhere.token)).status).toBe(200);
  });

  it.each([
    [{ currentPassword: 'demo1234', newPassword: 'short' }, RESET_MESSAGES.passwordTooShort],
    [{ currentPassword: '', newPassword: 'long-enough-3' }, PASSWORD_CHANGE_MESSAGES.currentRequired],
    [{ newPassword: 'long-enough-3' }, PASSWORD_CHANGE_MESSAGES.currentRequired],
    [{ currentPassword: 'demo1234' }, null],
  ])('refuses %j with 400, changing nothing', async (body, message) => {
    const here = await signIn(DEMO.staff, 'demo1234');
    const res = await change(here.token, body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(await loginStatus(DEMO.staff, 'demo1234')).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await request(ctx.app)
      .post('/admin/me/password')
      .send({ currentPassword: 'demo1234', newPassword: 'a-new-secret-1' });
    expect(res.status).toBe(401);
  });

  it('counts wrong current passwords like failed logins from the client', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ loginPerIp: 2 }) });
    const here = await signIn(DEMO.superadmin, 'demo1234');
    const wrong = { currentPassword: 'guess', newPassword: 'a-new-secret-1' };
    expect((await change(here.token, wrong, app)).status).toBe(400);
    expect((await change(here.token, wrong, app)).status).toBe(400);
    expect((await change(here.token, wrong, app)).status).toBe(429);
    expect(await loginStatus(DEMO.superadmin, 'demo1234')).toBe(200);
  });
});
