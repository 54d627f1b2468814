import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { buildDeps, closeDeps, startServer, type RunningServer } from '../src/server';
import { cookiePair, DEMO, setCookie } from './support/login';
import { connected, socketPool } from './support/socket-client';
import { createTestContext, testConfig, type TestContext } from './support/test-app';

/**
 * A socket lives no longer than its session and its access token. Two API instances share one database and
 * one Redis channel prefix (as behind a load balancer), so a logout on either closes the session's sockets
 * on both.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_KEY = `stol-test-${randomBytes(4).toString('hex')}`;
const JWT_SECRET = 'socket-session-secret-0123456789-0123456789';
const SHORT_TTL_SECONDS = 2;

let ctx: TestContext;
let first: RunningServer;
let second: RunningServer;
const sockets = socketPool();

beforeAll(async () => {
  ctx = await createTestContext({ config: { jwtSecret: JWT_SECRET } });
  const instance = () =>
    startServer(
      buildDeps(
        testConfig({ jwtSecret: JWT_SECRET, redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY }),
        ctx.orm,
        ctx.clock,
      ),
      0,
    );
  first = await instance();
  second = await instance();
});
afterAll(async () => {
  sockets.closeAll();
  for (const server of [first, second]) {
    if (!server) continue;
    await server.close();
    await closeDeps(server.deps); // its Redis connection (rate-limit counters) would keep jest alive
  }
  await ctx?.close();
});

const base = (server: RunningServer) => `http://127.0.0.1:${server.port}`;

async function login(app: Parameters<typeof request>[0] = base(first)) {
  const res = await request(app)
    .post('/auth/login')
    .send({ email: DEMO.restaurantadmin, password: 'demo1234' });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, cookie: cookiePair(setCookie(res, 'stol_refresh')!) };
}

/** A socket on `server`, connected and in restaurant 1's room. */
const joined = (server: RunningServer, token: string) => sockets.joined(base(server), token, 1);

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) return resolve('already');
    socket.once('disconnect', (reason) => resolve(reason));
  });

/** Emits a restaurant-1 event from `server` and reports which sockets received it within a short wait. */
async function received(server: RunningServer, listeners: Socket[]): Promise<boolean[]> {
  const seen = listeners.map(() => false);
  listeners.forEach((s, i) => s.once('reservation.updated', () => (seen[i] = true)));
  server.deps.realtime.emitToRestaurant(1, 'reservation.updated', { restaurantId: 1, reservationId: 7 });
  await new Promise((r) => setTimeout(r, 300));
  listeners.forEach((s) => s.off('reservation.updated'));
  return seen;
}

it('logout disconnects the session’s sockets and they receive nothing more; other sessions stay', async () => {
  const ended = await login();
  const kept = await login();
  const endedSocket = await joined(first, ended.token);
  const keptSocket = await joined(first, kept.token);
  expect(await received(first, [endedSocket, keptSocket])).toEqual([true, true]);

  const closing = disconnected(endedSocket);
  const out = await request(base(first)).post('/auth/logout').set('Cookie', ended.cookie);
  expect(out.status).toBe(204);
  expect(await closing).toBe('io server disconnect');

  expect(await received(first, [endedSocket, keptSocket])).toEqual([false, true]);
  expect(keptSocket.connected).toBe(true);
});

it('a logout on another API instance disconnects the session’s sockets here too (Redis adapter)', async () => {
  const session = await login();
  const onFirst = await joined(first, session.token);
  const onSecond = await joined(second, session.token);

  const closing = Promise.all([disconnected(onFirst), disconnected(onSecond)]);
  await request(base(second)).post('/auth/logout').set('Cookie', session.cookie).expect(204);
  expect(await closing).toEqual(['io server disconnect', 'io server disconnect']);
  expect(await received(first, [onFirst])).toEqual([false]);
});

it('a replayed refresh token disconnects the family’s sockets', async () => {
  const session = await login();
  const socket = await joined(first, session.token);
  const closing = disconnected(socket);
  await request(base(first)).post('/auth/refresh').set('Cookie', session.cookie).expect(200);
  await request(base(first)).post('/auth/refresh').set('Cookie', session.cookie).expect(401); // the replay
  expect(await closing).toBe('io server disconnect');
});

it('a socket whose access token expires is disconnected and receives nothing more', async () => {
  const shortLived = ctx.appWith({ accessTokenTtlSeconds: SHORT_TTL_SECONDS });
  const { token } = await login(shortLived);
  const socket = await joined(first, token);
  expect(await received(first, [socket])).toEqual([true]);

  const startedWaiting = Date.now();
  expect(await disconnected(socket)).toBe('io server disconnect');
  expect(Date.now() - startedWaiting).toBeLessThan(SHORT_TTL_SECONDS * 1000 + 1000);
  expect(await received(first, [socket])).toEqual([false]);

  // Nor can it come back with the expired token (the handshake reads the test clock: move it on).
  const now = ctx.clock.now();
  ctx.clock.set(new Date(now.getTime() + SHORT_TTL_SECONDS * 1000));
  try {
    await expect(connected(sockets.open(base(first), token))).rejects.toThrow('Authentication required');
  } finally {
    ctx.clock.set(now);
  }
}, 15_000);
