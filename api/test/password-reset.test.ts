import request from 'supertest';
import type { Pool, PoolClient } from 'pg';
import { createOrm } from '../src/db/orm';
import { requestPasswordReset, RESET_TOKEN_TTL_MS } from '../src/modules/auth/password-reset.service';
import { PasswordToken } from '../src/modules/auth/password-token.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { startBackgroundWork } from '../src/server';
import { cookiePair, DEMO, setCookie } from './support/login';
import { startMailServer, type TestMailServer } from './support/mail-server';
import { createTestContext, rateLimitsWith, type TestContext } from './support/test-app';

/** Password reset (guest spec §2.8, §7.1; issue 10 §3) over HTTP on PostgreSQL, the link read from a real email. */

let ctx: TestContext;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ config: { smtpUrl: mail.url } });
  await startBackgroundWork(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
  await mail.stop();
});

const requestReset = (email: string, lang = 'en') =>
  request(ctx.app).post('/auth/request-reset').set('Accept-Language', lang).send({ email });

async function linkFromMail(n: number): Promise<string> {
  const mails = await mail.waitFor(n);
  const text = mails[n - 1]!.parsed.text ?? '';
  const link = /http:\/\/localhost:3100\/reset\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`no reset link in: ${text}`);
  return link[1]!;
}

describe('password reset', () => {
  it('request → email with the link (user’s language) → reset → log in with the new password; other sessions end', async () => {
    const login = await request(ctx.app)
      .post('/auth/login')
      .send({ email: DEMO.staff, password: 'demo1234' });
    expect(login.status).toBe(200);
    const oldAccess = login.body.token as string;
    const oldCookie = cookiePair(setCookie(login, 'stol_refresh')!);

    // The email goes out in the user's language.
    const own = await request(ctx.app)
      .patch(`/admin/users/${login.body.user.id as number}`)
      .set('Authorization', `Bearer ${oldAccess}`)
      .send({ language: 'hr' });
    expect(own.status).toBe(200);
    const asked = await requestReset('Staff@Demo.test ');
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'If the email exists, a link was sent.' });
    const token = await linkFromMail(1);
    const m = mail.mails[0]!.parsed;
    expect(m.to && 'value' in m.to ? m.to.value[0]!.address : null).toBe('staff@demo.test');
    expect(m.subject).toBe('Promjena lozinke za Stol');
    expect(m.html).toContain(`href="http://localhost:3100/reset?token=${token}"`);
    const [row] = await ctx.orm.em.fork().find(OutboxMessage, { kind: 'password_reset' });
    expect(row!.text).toContain(token); // the email has it; the database keeps only its hash:
    const stored = await ctx.orm.em.fork().getConnection().execute(`select token_hash from password_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const reset = await request(ctx.app)
      .post('/auth/reset')
      .set('Accept-Language', 'hr')
      .send({ token, password: 'new-secret-42' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Lozinka je promijenjena. Sada se možete prijaviti.' });

    expect(
      (await request(ctx.app).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' })).status,
    ).toBe(401);
    const fresh = await request(ctx.app)
      .post('/auth/login')
      .send({ email: DEMO.staff, password: 'new-secret-42' });
    expect(fresh.status).toBe(200);
    // The sessions from before the reset are over.
    expect((await request(ctx.app).get('/admin/me').set('Authorization', `Bearer ${oldAccess}`)).status).toBe(
      401,
    );
    expect((await request(ctx.app).post('/auth/refresh').set('Cookie', oldCookie)).status).toBe(401);
    expect(
      (
        await request(ctx.app)
          .get('/admin/me')
          .set('Authorization', `Bearer ${fresh.body.token as string}`)
      ).status,
    ).toBe(200);

    // Single use.
    const reused = await request(ctx.app).post('/auth/reset').send({ token, password: 'another-secret-1' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      error: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('an expired token is refused; a newer link replaces an older one', async () => {
    mail.mails.length = 0;
    await requestReset(DEMO.restaurantadmin);
    const first = await linkFromMail(1);
    await requestReset(DEMO.restaurantadmin);
    const second = await linkFromMail(2);
    const older = await request(ctx.app)
      .post('/auth/reset')
      .send({ token: first, password: 'new-secret-42' });
    expect(older.status).toBe(400);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + RESET_TOKEN_TTL_MS + 1000));
    try {
      const expired = await request(ctx.app)
        .post('/auth/reset')
        .set('Accept-Language', 'hr')
        .send({ token: second, password: 'new-secret-42' });
      expect(expired.status).toBe(400);
      expect(expired.body.error).toBe(
        'Ova poveznica za promjenu lozinke nije ispravna ili je istekla. Zatražite novu.',
      );
    } finally {
      ctx.clock.set('2026-06-10T10:00:00Z');
    }
    expect(
      (await request(ctx.app).post('/auth/login').send({ email: DEMO.restaurantadmin, password: 'demo1234' }))
        .status,
    ).toBe(200);
  });

  it('an unknown address gets the same answer and no email; a short password is refused', async () => {
    const before = await ctx.orm.em.fork().count(OutboxMessage, {});
    const res = await requestReset('nobody@demo.test', 'hr');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Ako adresa e-pošte postoji, poslana je poveznica.' });
    expect(await ctx.orm.em.fork().count(OutboxMessage, {})).toBe(before);
    const short = await request(ctx.app).post('/auth/reset').send({ token: 'x', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Password must be at least 8 characters');
  });

  it('is rate-limited per address', async () => {
    const app = ctx.appWith({ rateLimits: rateLimitsWith({ resetRequestPerEmail: 2 }) });
    const ask = () => request(app).post('/auth/request-reset').send({ email: 'manager@demo.test' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('does the same work for an unknown address as for a known one (same statements), and keeps nothing of it', async () => {
    // Every statement sent to PostgreSQL, as text (parameters aside), through an ORM of its own.
    const statements: string[] = [];
    const orm = await createOrm({
      clientUrl: ctx.db.url,
      poolMax: ctx.db.poolMax,
      onPool: (pool: Pool) =>
        pool.on('connect', (client: PoolClient) => {
          const query = client.query.bind(client) as (...args: unknown[]) => unknown;
          (client as { query: unknown }).query = (...args: unknown[]) => {
            const sql = args[0];
            statements.push(typeof sql === 'string' ? sql : String((sql as { text?: string }).text));
            return query(...args);
          };
        }),
    });
    // MikroORM inlines the values: compare the statements' shapes (every literal as ?).
    const shape = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, '?').replace(/\b\d+\b/g, '?');
    const statementsOf = async (email: string) => {
      statements.length = 0;
      await requestPasswordReset(orm.em, email, ctx.deps);
      return statements.map(shape);
    };
    try {
      const counts = async () => [
        await ctx.orm.em.fork().count(OutboxMessage, {}),
        await ctx.orm.em.fork().count(PasswordToken, {}),
      ];
      await statementsOf('warm-up@demo.test'); // the ORM's first connection asks more
      const before = await counts();
      const known = await statementsOf(DEMO.restaurantmanager);
      const afterKnown = await counts();
      const unknown = await statementsOf('nobody@demo.test');
      // The known address's link was written (one token, one email); the unknown one's was not.
      expect(afterKnown).toEqual([before[0]! + 1, before[1]! + 1]);
      expect(await counts()).toEqual(afterKnown);

      // Lookup, voiding older links, the new token and the email: the same statements, in the same order; only
      // the end differs (the stand-in's transaction is rolled back).
      expect(known.length).toBeGreaterThanOrEqual(6);
      expect(known.at(-1)).toMatch(/^commit/i);
      expect(unknown.at(-1)).toMatch(/^rollback/i);
      expect(unknown.slice(0, -1)).toEqual(known.slice(0, -1));
      expect(known.some((sql) => /insert into "password_tokens"/.test(sql))).toBe(true);
      expect(known.some((sql) => /insert into "outbox_messages"/.test(sql))).toBe(true);
    } finally {
      await orm.close();
    }
  });
});
