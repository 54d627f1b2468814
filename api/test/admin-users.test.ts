import { ZAdminUser, ZAdminUserList } from '@stol/contracts';
import request from 'supertest';
import { ChangeRecord } from '../src/modules/history/change-record.entity';
import { OutboxMessage } from '../src/modules/outbox/outbox-message.entity';
import { User } from '../src/modules/users/user.entity';
import { cookiePair, DEMO, loginAs, setCookie, withToken } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The users screen's API (issue 20 §2; guest spec §2.11, §5.4, §6) over HTTP on PostgreSQL: who may call it,
 * the create / invite / edit / delete rules, sessions ending with a password change or a delete, and the
 * history of every change.
 */

let ctx: TestContext;
let superadmin: ReturnType<typeof withToken>;
let superadminToken = '';
let seq = 0;
/** A fresh address per test, so tests never depend on each other's users. */
const freshEmail = () => `user-${++seq}@example.test`;

// Migrating and seeding a fresh database takes long on a loaded machine.
beforeAll(async () => {
  ctx = await createTestContext();
  superadminToken = (await loginAs(ctx.app, DEMO.superadmin)).token;
  superadmin = withToken(ctx.app, superadminToken);
}, 240_000);
afterAll(() => ctx.close());

const userCount = () => ctx.orm.em.fork().count(User, {});
const historyOf = (target: string) =>
  ctx.orm.em.fork().find(ChangeRecord, { target }, { orderBy: { id: 'asc' } });
/** Logs in and keeps the refresh cookie (one session = one refresh-token family). */
async function session(email: string, password: string) {
  const res = await request(ctx.app).post('/auth/login').send({ email, password });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookiePair(setCookie(res, 'stol_refresh')!) };
}
const refresh = (cookie: string) => request(ctx.app).post('/auth/refresh').set('Cookie', cookie);
const inviteLinks = async (recipient: string) =>
  (
    await ctx.orm.em.fork().find(OutboxMessage, { recipient, kind: 'invite' }, { orderBy: { id: 'asc' } })
  ).map((m) => {
    const match = /http:\/\/localhost:3100\/accept\/([A-Za-z0-9_-]+)/.exec(m.text);
    if (!match) throw new Error(`no invite link in: ${m.text}`);
    return { token: match[1]!, message: m };
  });
const accept = (token: string, password: string) =>
  request(ctx.app).post('/auth/accept-invite').send({ token, password });
/** The sessions whose sockets `work` closes (realtime.disconnectSession), recorded and still passed on. */
async function disconnectsDuring(work: () => Promise<void>): Promise<string[]> {
  const realtime = ctx.deps.realtime;
  const original = realtime.disconnectSession.bind(realtime);
  const closed: string[] = [];
  realtime.disconnectSession = (sessionId) => {
    closed.push(sessionId);
    original(sessionId);
  };
  try {
    await work();
  } finally {
    realtime.disconnectSession = original;
  }
  return closed;
}
/** The user as GET /admin/users lists it. */
const listed = async (id: number) =>
  ZAdminUserList.parse((await superadmin.get('/admin/users')).body).find((u) => u.id === id);
const createUser = async (body: object) => {
  const res = await superadmin.post('/admin/users', body);
  expect(res.status).toBe(201);
  return ZAdminUser.parse(res.body);
};

describe('GET /admin/users', () => {
  it('lists every user for the superadmin, without a password hash; everyone else is refused', async () => {
    const res = await superadmin.get('/admin/users');
    expect(res.status).toBe(200);
    const users = ZAdminUserList.parse(res.body);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(DEMO)));
    expect(users.map((u) => u.id)).toEqual([...users.map((u) => u.id)].sort((a, b) => a - b));
    expect(users.find((u) => u.email === DEMO.restaurantmanager)).toMatchObject({
      role: 'restaurantmanager',
      plan: 'premium',
      restaurantIds: [1, 2],
      invitePending: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);

    for (const email of [DEMO.restaurantmanager, DEMO.restaurantadmin, DEMO.staff]) {
      const refused = await withToken(ctx.app, (await loginAs(ctx.app, email)).token).get('/admin/users');
      expect(refused.status).toBe(403);
    }
  });
});

describe('POST /admin/users', () => {
  it('creates a user with a password, hashed as at login; email trimmed and lowercased, defaults filled', async () => {
    const email = freshEmail();
    const created = await createUser({
      email: `  ${email.toUpperCase()} `,
      password: 'first-secret-1',
      role: 'restaurantadmin',
      restaurantId: 1,
    });
    expect(created).toMatchObject({
      email,
      role: 'restaurantadmin',
      plan: 'basic',
      language: 'hr',
      restaurantId: 1,
      restaurantIds: [],
      invitePending: false,
      createdAt: ctx.clock.now().toISOString(),
    });
    const stored = await ctx.orm.em.fork().findOneOrFail(User, { email });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    const { token } = await session(email, 'first-secret-1');
    expect((await withToken(ctx.app, token).get('/admin/me')).body).toMatchObject({ email, restaurantId: 1 });
    expect(await ctx.orm.em.fork().count(OutboxMessage, { recipient: email })).toBe(0);

    const [record, ...more] = await historyOf(email);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ kind: 'user_created', restaurantId: 1, actorEmail: DEMO.superadmin });
    expect(record!.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: null, after: email },
        { field: 'role', before: null, after: 'restaurantadmin' },
        { field: 'password', before: null, after: '(set)' },
      ]),
    );
    expect(JSON.stringify(record!.changes)).not.toContain('argon2');
  });

  it('takes a manager’s restaurants as an array or a JSON string of one, as numbers; the role’s default plan', async () => {
    const fromString = await createUser({
      email: freshEmail(),
      password: 'secret-2',
      role: 'restaurantmanager',
      restaurantIds: '[3, "1", 1]',
      language: 'en',
    });
    expect(fromString).toMatchObject({
      plan: 'pro',
      restaurantId: null,
      restaurantIds: [1, 3],
      language: 'en',
    });
    const fromArray = await createUser({
      email: freshEmail(),
      password: 'secret-3',
      role: 'restaurantmanager',
      plan: 'premium',
      restaurantIds: ['2'],
    });
    expect(fromArray).toMatchObject({ plan: 'premium', restaurantIds: [2] });
    // One history record per restaurant of the user.
    expect((await historyOf(fromString.email)).map((r) => r.restaurantId).sort()).toEqual([1, 3]);
  });

  it.each([
    [{ role: 'superadmin' }, 'Role must be restaurantadmin or restaurantmanager'],
    [{ role: 'staff', restaurantId: 1 }, 'Role must be restaurantadmin or restaurantmanager'],
    [
      { role: 'restaurantmanager', plan: 'basic' },
      'Plan must be pro or premium for the role restaurantmanager',
    ],
    [{ role: 'restaurantadmin', plan: 'gold' }, 'plan must be one of "basic", "pro", "premium"'],
    [{ role: 'restaurantmanager', restaurantIds: [1, 999] }, 'Restaurant 999 does not exist'],
    [{ role: 'restaurantadmin', restaurantId: 999 }, 'Restaurant 999 does not exist'],
    [
      { role: 'restaurantmanager', restaurantIds: 'not json' },
      'restaurantIds must be a list of restaurant ids',
    ],
    [
      { role: 'restaurantmanager', restaurantId: 1 },
      'restaurantId is only for a restaurant admin; a restaurant manager has restaurantIds',
    ],
    [
      { role: 'restaurantadmin', restaurantIds: [1] },
      'restaurantIds are only for a restaurant manager; a restaurant admin has restaurantId',
    ],
    [{ role: 'restaurantadmin', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ role: 'restaurantadmin', email: `${'a'.repeat(320)}@x.hr` }, 'Please enter a valid email address'],
    [{ role: 'restaurantadmin', password: 'x'.repeat(1025) }, 'password must be at most 1024 characters'],
    [{ role: 'restaurantadmin', language: 'de' }, 'language must be one of "hr", "en"'],
  ])('refuses %j with a sentence and creates nothing', async (fields, sentence) => {
    const before = await userCount();
    const res = await superadmin.post('/admin/users', { email: freshEmail(), ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: sentence });
    expect(await userCount()).toBe(before);
  });

  it('answers its refusals in Croatian for hr', async () => {
    const hr = (body: object) =>
      superadmin.post('/admin/users', { email: freshEmail(), ...body }).set('Accept-Language', 'hr');
    expect((await hr({ role: 'restaurantmanager', plan: 'basic' })).body.error).toBe(
      'Za ulogu restaurantmanager paket mora biti pro ili premium',
    );
    expect((await hr({ role: 'restaurantadmin', restaurantId: 999 })).body.error).toBe(
      'Restoran 999 ne postoji',
    );
    expect((await hr({ role: 'staff' })).body.error).toBe(
      'Uloga mora biti restaurantadmin ili restaurantmanager',
    );
  });

  it('refuses a taken email whatever its case with 409, in the caller’s language', async () => {
    const before = await userCount();
    const res = await superadmin
      .post('/admin/users', { email: ' Admin@DEMO.test', password: 'x1', role: 'restaurantadmin' })
      .set('Accept-Language', 'hr');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'USER_EMAIL_TAKEN',
      error: 'Korisnik s ovom adresom e-pošte već postoji',
    });
    const en = await superadmin.post('/admin/users', { email: DEMO.staff, role: 'restaurantadmin' });
    expect(en.body.error).toBe('A user with this email already exists');
    expect(await userCount()).toBe(before);
    expect(await ctx.orm.em.fork().count(OutboxMessage, { recipient: DEMO.staff, kind: 'invite' })).toBe(0);
  });
});

describe('invitations', () => {
  it('without a password: an unusable account and an email in the user’s language with a single-use /accept link', async () => {
    const email = freshEmail();
    const created = await createUser({
      email,
      password: '',
      role: 'restaurantmanager',
      restaurantIds: [2],
      language: 'en',
    });
    expect(created.invitePending).toBe(true);
    // No password logs in to an invited account, not even an empty-looking one.
    for (const password of ['x', '!invited: no password yet', 'demo1234'])
      expect((await request(ctx.app).post('/auth/login').send({ email, password })).status).toBe(401);

    const [link, ...more] = await inviteLinks(email);
    expect(more).toEqual([]);
    expect(link!.message).toMatchObject({
      language: 'en',
      channel: 'email',
      subject: 'You are invited to Stol',
    });
    expect(link!.message.html).toContain(`href="http://localhost:3100/accept/${link!.token}"`);
    expect(link!.message.text).toContain(email);
    // Only the token's hash is stored.
    const hashes = await ctx.orm.em.fork().getConnection().execute(`select token_hash from password_tokens`);
    expect(hashes.map((r) => r.token_hash)).not.toContain(link!.token);

    expect((await historyOf(email)).map((r) => r.kind)).toEqual(['user_created', 'user_invited']);

    expect((await accept(link!.token, 'chosen-secret-1')).status).toBe(200);
    await session(email, 'chosen-secret-1');
    expect((await accept(link!.token, 'again-secret-2')).body.code).toBe('INVITE_TOKEN_INVALID');
    expect((await listed(created.id))!.invitePending).toBe(false);
  });

  it('a Croatian user gets the Croatian email', async () => {
    const email = freshEmail();
    await createUser({ email, role: 'restaurantadmin', restaurantId: 1 });
    const [link] = await inviteLinks(email);
    expect(link!.message).toMatchObject({ language: 'hr', subject: 'Pozivnica za Stol' });
  });

  it('POST /admin/users/{id}/invite sends a fresh link and the earlier one dies', async () => {
    const email = freshEmail();
    const { id } = await createUser({ email, role: 'restaurantadmin', restaurantId: 1 });
    const again = await superadmin.post(`/admin/users/${id}/invite`);
    expect(again.status).toBe(200);
    expect(ZAdminUser.parse(again.body)).toMatchObject({ id, email, invitePending: true });
    const [first, second] = await inviteLinks(email);
    expect(first!.token).not.toBe(second!.token);
    expect((await accept(first!.token, 'old-link-secret')).body.code).toBe('INVITE_TOKEN_INVALID');
    expect((await accept(second!.token, 'new-link-secret')).status).toBe(200);
    expect((await historyOf(email)).map((r) => r.kind)).toEqual([
      'user_created',
      'user_invited',
      'user_invited',
    ]);

    expect((await superadmin.post('/admin/users/999999/invite')).status).toBe(404);
    const { token } = await loginAs(ctx.app, DEMO.restaurantmanager);
    expect((await withToken(ctx.app, token).post(`/admin/users/${id}/invite`)).status).toBe(403);
  });

  it('a password set by the superadmin activates an invited account and closes its links', async () => {
    const email = freshEmail();
    const { id } = await createUser({ email, role: 'restaurantadmin', restaurantId: 1 });
    const res = await superadmin.patch(`/admin/users/${id}`, { password: 'set-by-admin-1' });
    expect(res.body.invitePending).toBe(false);
    await session(email, 'set-by-admin-1');
    const [link] = await inviteLinks(email);
    expect((await accept(link!.token, 'too-late-secret')).body.code).toBe('INVITE_TOKEN_INVALID');
  });
});

describe('PATCH /admin/users/{id}', () => {
  it('a user changes their own language; anything else is the superadmin’s (403)', async () => {
    const { token, user } = await loginAs(ctx.app, DEMO.restaurantadmin);
    const self = withToken(ctx.app, token);
    const own = await self.patch(`/admin/users/${user.id}`, { language: 'en' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: user.id, language: 'en', invitePending: false });
    for (const body of [
      { plan: 'premium' },
      { language: 'hr', role: 'restaurantmanager' },
      { email: 'me@x.hr' },
    ]) {
      const refused = await self.patch(`/admin/users/${user.id}`, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'FORBIDDEN',
        error: 'You can change only your own language; other fields are for a superadmin',
      });
    }
    const stored = await ctx.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect([stored.plan, stored.role, stored.email]).toEqual([
      'basic',
      'restaurantadmin',
      DEMO.restaurantadmin,
    ]);
    await self.patch(`/admin/users/${user.id}`, { language: 'hr' });
  });

  it('role admin → manager resets the assignment and a plan the role cannot hold; it applies to the next request', async () => {
    const email = freshEmail();
    const { id } = await createUser({
      email,
      password: 'secret-4',
      role: 'restaurantadmin',
      restaurantId: 1,
    });
    const { token } = await session(email, 'secret-4');
    const asUser = withToken(ctx.app, token);
    expect((await asUser.get('/restaurants')).body.map((r: { id: number }) => r.id)).toEqual([1]);
    const closed = await disconnectsDuring(async () => {
      const res = await superadmin.patch(`/admin/users/${id}`, {
        role: 'restaurantmanager',
        restaurantIds: '[2,3]',
      });
      expect(res.status).toBe(200);
      expect(ZAdminUser.parse(res.body)).toMatchObject({
        role: 'restaurantmanager',
        plan: 'pro',
        restaurantId: null,
        restaurantIds: [2, 3],
      });
      // The same access token, the very next request: the new role and restaurants.
      expect((await asUser.get('/admin/me')).body).toMatchObject({ role: 'restaurantmanager', plan: 'pro' });
      expect((await asUser.get('/restaurants')).body.map((r: { id: number }) => r.id)).toEqual([2, 3]);
    });
    // Its sockets are closed so they rejoin only the rooms the new scope allows; the session itself lives on.
    expect(closed).toHaveLength(1);

    const back = await superadmin.patch(`/admin/users/${id}`, { role: 'restaurantadmin', plan: 'premium' });
    expect(back.body).toMatchObject({
      role: 'restaurantadmin',
      plan: 'premium',
      restaurantId: null,
      restaurantIds: [],
    });
    expect((await asUser.get('/restaurants')).body).toEqual([]);
    expect((await asUser.get('/admin/me')).body.plan).toBe('premium');

    const records = await historyOf(email);
    const update = records.filter((r) => r.kind === 'user_updated');
    // The union of the restaurants before and after: 1 → {2, 3}, then {2, 3} → none.
    expect(update.map((r) => r.restaurantId).sort()).toEqual([1, 2, 2, 3, 3]);
    expect(update.find((r) => r.restaurantId === 1)!.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', before: 'restaurantadmin', after: 'restaurantmanager' },
        { field: 'plan', before: 'basic', after: 'pro' },
        { field: 'restaurantId', before: 1, after: null },
        { field: 'restaurantIds', before: [], after: [2, 3] },
      ]),
    );
  });

  it('a superadmin changes email, plan, language and restaurants; an unchanged edit records nothing', async () => {
    const email = freshEmail();
    const { id } = await createUser({
      email,
      password: 'secret-5',
      role: 'restaurantmanager',
      restaurantIds: [1],
    });
    const renamed = freshEmail();
    const res = await superadmin.patch(`/admin/users/${id}`, {
      email: ` ${renamed.toUpperCase()}`,
      plan: 'premium',
      language: 'en',
      restaurantIds: [1, 2],
      role: 'restaurantmanager',
      password: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: renamed,
      plan: 'premium',
      language: 'en',
      restaurantIds: [1, 2],
    });
    await session(renamed, 'secret-5'); // an empty password means "unchanged"
    const [update] = (await historyOf(renamed)).filter((r) => r.kind === 'user_updated');
    expect(update!.changes.map((c) => c.field).sort()).toEqual([
      'email',
      'language',
      'plan',
      'restaurantIds',
    ]);

    const records = (await historyOf(renamed)).length;
    expect((await superadmin.patch(`/admin/users/${id}`, { plan: 'premium' })).status).toBe(200);
    expect((await historyOf(renamed)).length).toBe(records);
  });

  it.each([
    [{ plan: 'basic' }, 400, 'Plan must be pro or premium for the role restaurantmanager'],
    [
      { role: 'staff' },
      400,
      'Only a restaurant admin or a restaurant manager can change role, and only between those two',
    ],
    [
      { role: 'superadmin' },
      400,
      'Only a restaurant admin or a restaurant manager can change role, and only between those two',
    ],
    [{ restaurantIds: [1, 4242] }, 400, 'Restaurant 4242 does not exist'],
    [
      { restaurantId: 1 },
      400,
      'restaurantId is only for a restaurant admin; a restaurant manager has restaurantIds',
    ],
    [{ email: DEMO.staff.toUpperCase() }, 409, 'A user with this email already exists'],
    [{ email: 'nope' }, 400, 'Please enter a valid email address'],
    [{ passwordHash: 'x' }, 400, 'Unknown field: passwordHash'],
  ])('refuses %j (%i) and changes nothing', async (body, status, sentence) => {
    const email = freshEmail();
    const { id } = await createUser({
      email,
      password: 'secret-6',
      role: 'restaurantmanager',
      restaurantIds: [1],
    });
    const res = await superadmin.patch(`/admin/users/${id}`, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(sentence);
    expect(await listed(id)).toMatchObject({
      email,
      role: 'restaurantmanager',
      plan: 'pro',
      restaurantIds: [1],
    });
    expect((await historyOf(email)).map((r) => r.kind)).toEqual(['user_created']);
  });

  it('a superadmin’s role cannot change, nor can a superadmin get restaurants', async () => {
    const { user } = await loginAs(ctx.app, DEMO.superadmin);
    expect((await superadmin.patch(`/admin/users/${user.id}`, { role: 'restaurantadmin' })).status).toBe(400);
    const res = await superadmin.patch(`/admin/users/${user.id}`, { restaurantIds: [1] });
    expect(res.body.error).toBe('A superadmin sees every restaurant and has no restaurant assignment');
    // Sending its own role is no change.
    expect((await superadmin.patch(`/admin/users/${user.id}`, { role: 'superadmin' })).status).toBe(200);
  });

  it('a new password ends every session of the user at once: access tokens, refresh tokens and sockets', async () => {
    const email = freshEmail();
    const { id } = await createUser({
      email,
      password: 'old-secret-1',
      role: 'restaurantadmin',
      restaurantId: 1,
    });
    const first = await session(email, 'old-secret-1');
    const second = await session(email, 'old-secret-1');
    expect((await withToken(ctx.app, first.token).get('/admin/me')).status).toBe(200);
    const closed = await disconnectsDuring(async () => {
      const res = await superadmin.patch(`/admin/users/${id}`, { password: 'new-secret-2' });
      expect(res.status).toBe(200);
    });
    // One per session (refresh-token family) of the user: both logins.
    const families = await ctx.orm.em
      .fork()
      .getConnection()
      .execute(`select distinct family_id from refresh_tokens where user_id = ?`, [id]);
    expect(closed.sort()).toEqual(families.map((r) => r.family_id as string).sort());
    expect(closed).toHaveLength(2);
    for (const old of [first, second]) {
      expect((await withToken(ctx.app, old.token).get('/admin/me')).status).toBe(401);
      expect((await refresh(old.cookie)).status).toBe(401);
    }
    expect(
      (await request(ctx.app).post('/auth/login').send({ email, password: 'old-secret-1' })).status,
    ).toBe(401);
    await session(email, 'new-secret-2');
    const [update] = (await historyOf(email)).filter((r) => r.kind === 'user_updated');
    expect(update!.changes).toEqual([{ field: 'password', before: '(set)', after: '(set)' }]);
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('deletes a user: 204, their sessions end at once, the history keeps who it was', async () => {
    const email = freshEmail();
    const { id } = await createUser({
      email,
      password: 'secret-7',
      role: 'restaurantmanager',
      restaurantIds: [1, 2],
    });
    const live = await session(email, 'secret-7');
    const closed = await disconnectsDuring(async () => {
      const res = await superadmin.delete(`/admin/users/${id}`);
      expect(res.status).toBe(204);
    });
    expect(closed).toHaveLength(1);
    expect((await withToken(ctx.app, live.token).get('/admin/me')).status).toBe(401);
    expect((await refresh(live.cookie)).status).toBe(401);
    expect(await ctx.orm.em.fork().count(User, { id })).toBe(0);
    const deleted = (await historyOf(email)).filter((r) => r.kind === 'user_deleted');
    expect(deleted.map((r) => r.restaurantId).sort()).toEqual([1, 2]);
    expect(deleted[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'email', before: email, after: null }]),
    );
    expect((await superadmin.delete(`/admin/users/${id}`)).status).toBe(404);
  });

  it('refuses a superadmin and oneself with a sentence, and anyone but a superadmin', async () => {
    const { user } = await loginAs(ctx.app, DEMO.superadmin);
    const self = await superadmin.delete(`/admin/users/${user.id}`);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ code: 'USER_SELF_DELETE', error: 'You cannot delete your own account' });

    const em = ctx.orm.em.fork();
    const other = em.create(User, { email: freshEmail(), passwordHash: 'x', role: 'superadmin' });
    await em.flush();
    const res = await superadmin.delete(`/admin/users/${other.id}`).set('Accept-Language', 'hr');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'USER_SUPERADMIN_UNDELETABLE',
      error: 'Superadministratore nije moguće izbrisati',
    });
    expect(await ctx.orm.em.fork().count(User, { id: other.id })).toBe(1);

    const target = await createUser({ email: freshEmail(), password: 'x', role: 'restaurantadmin' });
    const { token } = await loginAs(ctx.app, DEMO.restaurantmanager);
    expect((await withToken(ctx.app, token).delete(`/admin/users/${target.id}`)).status).toBe(403);
  });
});
