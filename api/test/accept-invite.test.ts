import request from 'supertest';
import { createInviteToken, INVITE_TOKEN_TTL_MS } from '../src/modules/auth/password-reset.service';
import { User } from '../src/modules/users/user.entity';
import { createTestContext, type TestContext } from './support/test-app';

/** The invite screen's call (guest spec §2.9, §7.1): POST /auth/accept-invite, over HTTP on PostgreSQL. */

let ctx: TestContext;
let userId = 0;
const EMAIL = 'invited@demo.test';

beforeAll(async () => {
  ctx = await createTestContext();
  const em = ctx.orm.em.fork();
  const user = em.create(User, {
    email: EMAIL,
    passwordHash: 'not-a-real-hash',
    role: 'staff',
    restaurantId: 1,
  });
  await em.flush();
  userId = user.id;
});
afterAll(() => ctx.close());

const invite = () => createInviteToken(ctx.orm.em.fork(), userId, ctx.clock.now());
const accept = (body: object, lang = 'en') =>
  request(ctx.app).post('/auth/accept-invite').set('Accept-Language', lang).send(body);
const logIn = (password: string) => request(ctx.app).post('/auth/login').send({ email: EMAIL, password });

describe('POST /auth/accept-invite', () => {
  it('sets the password of the invited account once; the link then stops working', async () => {
    const token = await invite();
    expect((await logIn('first-secret-1')).status).toBe(401);
    const accepted = await accept({ token, password: 'first-secret-1' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ message: 'Account activated. You can now log in.' });
    expect((await logIn('first-secret-1')).status).toBe(200);

    const again = await accept({ token, password: 'other-secret-2' }, 'hr');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'INVITE_TOKEN_INVALID',
      error: 'Ova pozivnica nije ispravna ili je istekla. Zatražite novu.',
    });
    expect((await logIn('other-secret-2')).status).toBe(401);
  });

  it('answers in Croatian, refuses an expired, a replaced or a reset token, and a short password', async () => {
    const hr = await accept({ token: await invite(), password: 'croatian-secret' }, 'hr');
    expect(hr.body).toEqual({ message: 'Račun je aktiviran. Sada se možete prijaviti.' });

    const older = await invite();
    const newer = await invite();
    expect((await accept({ token: older, password: 'older-secret-1' })).body.code).toBe(
      'INVITE_TOKEN_INVALID',
    );

    const short = await accept({ token: newer, password: 'short' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 8 characters');

    const now = ctx.clock.now();
    ctx.clock.set(new Date(now.getTime() + INVITE_TOKEN_TTL_MS + 1000));
    try {
      const expired = await accept({ token: newer, password: 'late-secret-1' });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({
        code: 'INVITE_TOKEN_INVALID',
        error: 'This invitation link is invalid or has expired. Please ask for a new one.',
      });
    } finally {
      ctx.clock.set(now);
    }
    // A reset link is not an invitation (nor the other way round).
    const em = ctx.orm.em.fork();
    const resetToken = await createInviteToken(em, userId, ctx.clock.now());
    const asReset = await request(ctx.app)
      .post('/auth/reset')
      .send({ token: resetToken, password: 'reset-secret-1' });
    expect(asReset.body.code).toBe('RESET_TOKEN_INVALID');
    expect((await logIn('late-secret-1')).status).toBe(401);
    expect((await logIn('croatian-secret')).status).toBe(200);
  });
});
