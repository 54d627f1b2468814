import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { cookiePair, DEMO, setCookie } from './support/login';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Reuse detection under a race: one refresh token presented several times at the same moment. At most one
 * request may win the rotation, and the losers' family revocation must commit (it used to run inside the
 * losing transaction and roll back with it), so the winner's new token is dead as well. Many rounds, so that
 * a race lost only now and then still fails the test.
 */

const ROUNDS = 30;
const PARALLEL = 3;

let ctx: TestContext;
// One listening server: supertest would otherwise start a server per request, which staggers the copies.
let server: Server;
beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

const refresh = (cookie: string) => request(server).post('/auth/refresh').set('Cookie', cookie);

async function loginCookie(): Promise<string> {
  const res = await request(server).post('/auth/login').send({ email: DEMO.staff, password: 'demo1234' });
  expect(res.status).toBe(200);
  return cookiePair(setCookie(res, 'stol_refresh')!);
}

it(`${ROUNDS} rounds of ${PARALLEL} parallel refreshes with one cookie: at most one wins, then the whole family is dead`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const cookie = await loginCookie();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => refresh(cookie)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);

    // The winner's access token ended with its session (checked first: presenting the old cookie again
    // below would itself be a replay and revoke the family, hiding a revocation the race lost).
    const winner = answers.find((a) => a.status === 200);
    if (winner) {
      const me = await request(server).get('/admin/me').set('Authorization', `Bearer ${winner.body.token}`);
      expect({ round, status: me.status }).toEqual({ round, status: 401 });
    }
    // Then every cookie of the family is refused: the winner's new one first, then the presented one.
    const issued = answers
      .map((a) => setCookie(a, 'stol_refresh'))
      .filter((c): c is string => c !== undefined && !c.startsWith('stol_refresh=;'))
      .map(cookiePair);
    for (const next of [...issued, cookie]) {
      const again = await refresh(next);
      expect({ round, status: again.status }).toEqual({ round, status: 401 });
    }
  }
}, 120_000);
