import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { DEMO } from './support/login';
import { socketPool } from './support/socket-client';
import { hostPort, startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Redis going away, for real: two API processes reach Redis through a TCP proxy the test cuts and restores.
 * Without Redis each instance keeps serving HTTP and its own sockets (limits count per instance meanwhile) and
 * neither process dies; when Redis returns, events fan out between the instances again and the limits are
 * shared again, without a restart.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'redis-faults-secret-0123456789-0123456789';
const RESTAURANT = 1;

let ctx: TestContext;
let proxy: TcpProxy;
const apis: ApiProcess[] = [];
const sockets = socketPool();

beforeAll(async () => {
  ctx = await createTestContext({ config: { jwtSecret: JWT_SECRET } });
  proxy = await startTcpProxy(hostPort(REDIS_URL, 6379));
  const env: Record<string, string> = {
    REDIS_URL: proxy.rewrite(REDIS_URL),
    REDIS_KEY_PREFIX: `stol-test-${randomBytes(4).toString('hex')}`,
    JWT_SECRET,
    STOL_TEST_HOOKS: '1',
    RATE_LIMIT_LOGIN_PER_IP_EMAIL: '3',
  };
  // One shared database when it is a real PostgreSQL; with PGlite each process runs its own (only Redis
  // has to be shared here).
  if (!ctx.db.embedded) env.DATABASE_URL = ctx.db.url;
  apis.push(await startApiProcess(env));
  apis.push(await startApiProcess(env));
}, 180_000);
afterAll(async () => {
  sockets.closeAll();
  proxy?.restore();
  await Promise.all(apis.map((api) => api.stop()));
  await proxy?.close();
  await ctx?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const login = (api: ApiProcess, email: string, password: string) =>
  fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** A staff client connected to `api`, in the restaurant's room. */
async function clientOf(api: ApiProcess): Promise<Socket> {
  const { token } = (await (await login(api, DEMO.staff, 'demo1234')).json()) as { token: string };
  // With socket.io's default reconnection, as this test always had (the pool's sockets turn it off otherwise).
  return sockets.joined(api.url, token, RESTAURANT, { reconnection: true });
}

/** Makes `from` emit a uniquely marked event (its test hook); resolves whether `to` got it within `ms`. */
async function delivered(from: ApiProcess, to: Socket, ms = 1000): Promise<boolean> {
  const marker = randomBytes(6).toString('hex');
  const received = new Promise<boolean>((resolve) => {
    const onEvent = (payload: { marker?: string }) => {
      if (payload.marker !== marker) return;
      clearTimeout(timer);
      to.off('table.cleared', onEvent);
      resolve(true);
    };
    const timer = setTimeout(() => {
      to.off('table.cleared', onEvent);
      resolve(false);
    }, ms);
    to.on('table.cleared', onEvent);
  });
  const res = await fetch(`${from.url}/__test/emit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      restaurantId: RESTAURANT,
      event: 'table.cleared',
      payload: { tableId: 1, marker },
    }),
  });
  expect(res.status).toBe(204);
  return received;
}

/**
 * Whether failed logins on A and B add up (counters in Redis): two failures on A, one on B, then B must
 * refuse the fourth (limit 3). Each call uses an email of its own, so a round counted in memory does not
 * spill into the next.
 */
async function limitsShared(a: ApiProcess, b: ApiProcess): Promise<boolean> {
  const email = `probe-${randomBytes(4).toString('hex')}@demo.test`;
  for (const api of [a, a, b]) expect((await login(api, email, 'wrong')).status).toBe(401);
  return (await login(b, email, 'wrong')).status === 429;
}

it('Redis cut: each instance serves HTTP and its own sockets; Redis back: fan-out and shared limits resume', async () => {
  const [a, b] = apis as [ApiProcess, ApiProcess];
  const [onA, onB] = [await clientOf(a), await clientOf(b)];
  expect(await delivered(a, onB)).toBe(true); // fan-out through Redis works to begin with
  expect(await limitsShared(a, b)).toBe(true);

  proxy.cut();
  try {
    // Each instance's own clients still get its events; HTTP answers, limits included (in memory meanwhile).
    expect(await delivered(a, onA)).toBe(true);
    expect(await delivered(b, onB)).toBe(true);
    for (const api of [a, b]) {
      const started = Date.now();
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
      expect((await login(api, DEMO.restaurantadmin, 'wrong')).status).toBe(401);
      expect((await login(api, DEMO.restaurantadmin, 'demo1234')).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    // While cut, nothing crosses between instances.
    expect(await delivered(a, onB, 500)).toBe(false);
  } finally {
    proxy.restore();
  }

  // Fan-out resumes by itself: poll until an event emitted on A reaches B's client, and back.
  let resumed = false;
  for (let i = 0; i < 30 && !resumed; i++) resumed = await delivered(a, onB, 500);
  expect(resumed).toBe(true);
  expect(await delivered(b, onA)).toBe(true);

  // So do the shared limits (the limiter retries Redis a moment after its last failure).
  let shared = false;
  for (let i = 0; i < 10 && !shared; i++) {
    shared = await limitsShared(a, b);
    if (!shared) await sleep(1000);
  }
  expect(shared).toBe(true);

  // Neither process died, nothing went unhandled, and both still shut down cleanly.
  for (const api of apis) {
    expect(api.alive()).toBe(true);
    expect(api.output()).not.toMatch(/unhandled|uncaught/i);
  }
  expect(await Promise.all(apis.map((api) => api.stop()))).toEqual([0, 0]);
}, 120_000);
