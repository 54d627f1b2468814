import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config';
import { buildDeps, closeDeps, startServer, type RunningServer } from '../src/server';
import { PUBLIC_ROOMS_PER_SOCKET } from '@stol/contracts';
import { createFixtureRestaurant } from './support/booking-fixtures';
import { DEMO, loginAs } from './support/login';
import { connected, joinRoom, socketPool } from './support/socket-client';
import { createTestContext, testConfig, type TestContext } from './support/test-app';

/**
 * Socket.IO: handshake auth, room access by tenant, and fan-out through Redis. The fan-out test starts a
 * SECOND API process (`tsx src/main.ts`, child process) sharing the Redis channel prefix; it emits through
 * its test-only hook and a client connected to the first (in-process) server receives the event.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_KEY = `stol-test-${randomBytes(4).toString('hex')}`;
const JWT_SECRET = 'socket-test-secret-0123456789-0123456789';

let ctx: TestContext;
let server: RunningServer;
const sockets = socketPool();

beforeAll(async () => {
  ctx = await createTestContext({ config: { jwtSecret: JWT_SECRET } });
  const deps = buildDeps(
    testConfig({ jwtSecret: JWT_SECRET, redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY }),
    ctx.orm,
    ctx.clock,
  );
  server = await startServer(deps, 0);
});
afterAll(async () => {
  sockets.closeAll();
  await server?.close();
  if (server) await closeDeps(server.deps);
  await ctx?.close();
});

const url = () => `http://127.0.0.1:${server.port}`;

const open = (token?: string) => sockets.open(url(), token);

const tokenFor = async (email: string) => (await loginAs(ctx.app, email)).token;

describe('handshake', () => {
  it('refuses a connection without a token', async () => {
    await expect(connected(open())).rejects.toThrow('Authentication required');
  });

  it('refuses an invalid token', async () => {
    await expect(connected(open('not.a.jwt'))).rejects.toThrow('Authentication required');
  });

  it('accepts a valid access token', async () => {
    await expect(connected(open(await tokenFor(DEMO.staff)))).resolves.toBeUndefined();
  });
});

describe('join', () => {
  it('lets a user join only rooms of restaurants they may see', async () => {
    const staff = open(await tokenFor(DEMO.staff));
    await connected(staff);
    expect(await joinRoom(staff, { restaurantId: 1 })).toEqual({ ok: true });
    expect(await joinRoom(staff, { restaurantId: 3 })).toEqual({
      ok: false,
      error: 'You do not have access to this restaurant',
    });
    expect(await joinRoom(staff, {})).toEqual({ ok: false, error: 'restaurantId is required' });

    const manager = open(await tokenFor(DEMO.restaurantmanager));
    await connected(manager);
    expect(await joinRoom(manager, { restaurantId: 2 })).toEqual({ ok: true });
    expect((await joinRoom(manager, { restaurantId: 3 })).ok).toBe(false);

    const superadmin = open(await tokenFor(DEMO.superadmin));
    await connected(superadmin);
    expect(await joinRoom(superadmin, { restaurantId: 3 })).toEqual({ ok: true });
  });

  it('emitToRestaurant reaches the room and nobody else', async () => {
    const inRoom = open(await tokenFor(DEMO.staff));
    const otherRoom = open(await tokenFor(DEMO.restaurantmanager));
    await Promise.all([connected(inRoom), connected(otherRoom)]);
    await joinRoom(inRoom, { restaurantId: 1 });
    await joinRoom(otherRoom, { restaurantId: 2 });
    let leaked = false;
    otherRoom.on('table.cleared', () => (leaked = true));
    const received = new Promise((resolve) => inRoom.once('table.cleared', resolve));
    server.deps.realtime.emitToRestaurant(1, 'table.cleared', { restaurantId: 1, tableId: 7 });
    expect(await received).toEqual({ restaurantId: 1, tableId: 7 });
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toBe(false);
  });
});

describe('the public namespace (guest site, no login)', () => {
  const openPublic = () => sockets.open(`${url()}/public`);

  it('lets anyone join an existing restaurant’s public room, and only that', async () => {
    const guest = openPublic();
    await connected(guest);
    expect(await joinRoom(guest, { restaurantId: 1 })).toEqual({ ok: true });
    expect(await joinRoom(guest, { restaurantId: 999_999 })).toEqual({
      ok: false,
      error: 'Restaurant not found',
    });
    expect(await joinRoom(guest, { restaurantId: 'x' })).toEqual({
      ok: false,
      error: 'restaurantId is required',
    });
  });

  it('hears what changes availability, as tables only: no reservation, no waitlist, not another restaurant', async () => {
    const guest = openPublic();
    const elsewhere = openPublic();
    await Promise.all([connected(guest), connected(elsewhere)]);
    await joinRoom(guest, { restaurantId: 1 });
    await joinRoom(elsewhere, { restaurantId: 2 });
    const heard: unknown[] = [];
    guest.onAny((event: string, payload: unknown) => heard.push([event, payload]));
    let leaked = false;
    elsewhere.onAny(() => (leaked = true));
    const realtime = server.deps.realtime;
    realtime.emitToRestaurant(1, 'waitlist.created', { restaurantId: 1, waitlistId: 4 });
    realtime.emitToRestaurant(1, 'reservation.approval_rejected', {
      restaurantId: 1,
      approvalId: 2,
      requestedById: 3,
    });
    realtime.emitToRestaurant(1, 'reservation.created', { restaurantId: 1, reservationId: 55, tableId: 7 });
    realtime.emitToRestaurant(1, 'table.created', { restaurantId: 1, tableIds: [8, 9] });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([
      ['reservation.created', { restaurantId: 1, tableIds: [7] }],
      ['table.created', { restaurantId: 1, tableIds: [8, 9] }],
    ]);
    expect(leaked).toBe(false);
  });

  it('hears a booking made through the API, without the guest’s data', async () => {
    const guest = openPublic();
    await connected(guest);
    await joinRoom(guest, { restaurantId: 3 });
    const received = new Promise<unknown>((resolve) => guest.once('reservation.created', resolve));
    const res = await fetch(`${url()}/reserve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        anyTable: true,
        restaurantId: 3,
        name: 'Public Room Guest',
        phone: '+385912345678',
        guests: 2,
        date: '2027-05-12T12:00:00+02:00',
      }),
    });
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { tableId: number } };
    expect(await received).toEqual({ restaurantId: 3, tableIds: [reservation.tableId] });
  });

  it('keeps one anonymous connection to a few restaurants at once', async () => {
    const extra = [];
    for (let i = 0; i < PUBLIC_ROOMS_PER_SOCKET; i++)
      extra.push((await createFixtureRestaurant(ctx.orm, { tables: [] })).restaurantId);
    const guest = openPublic();
    await connected(guest);
    for (const restaurantId of extra.slice(0, PUBLIC_ROOMS_PER_SOCKET))
      expect(await joinRoom(guest, { restaurantId })).toEqual({ ok: true });
    expect(await joinRoom(guest, { restaurantId: 1 })).toEqual({
      ok: false,
      error: 'Too many restaurants on one connection',
    });
    // Joining a room it is already in is not another room.
    expect(await joinRoom(guest, { restaurantId: extra[0] })).toEqual({ ok: true });
  });
});

describe('fan-out across API instances through Redis', () => {
  let child: ChildProcess | undefined;
  let childDataDir: string | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
    }
    if (childDataDir) rmSync(childDataDir, { recursive: true, force: true });
  });

  /** Starts a second API (spawnMain); resolves with its port once it logs that it listens. */
  function startSecondInstance(): Promise<number> {
    childDataDir = mkdtempSync(join(tmpdir(), 'stol-second-api-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_PORT: '0',
      REDIS_URL,
      REDIS_KEY_PREFIX: REDIS_KEY,
      JWT_SECRET,
      STOL_DATA_DIR: childDataDir,
      STOL_TEST_HOOKS: '1',
      LOG_LEVEL: 'info',
    };
    // Same test database when it is a real PostgreSQL; with PGlite the child runs its own embedded one
    // (PGlite serves a single process). Only Redis has to be shared for the fan-out.
    if (!ctx.db.embedded) env.DATABASE_URL = ctx.db.url;
    child = spawnMain(env, ['ignore', 'pipe', 'pipe']);
    return new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        for (const line of out.split('\n')) {
          if (!line.includes('listening')) continue;
          try {
            resolve((JSON.parse(line) as { port: number }).port);
          } catch {
            /* partial line */
          }
        }
      });
      child!.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child!.once('exit', (code) => reject(new Error(`second API exited with ${code}: ${err}`)));
    });
  }

  it('an event emitted by the second process reaches a client of the first', async () => {
    const port = await startSecondInstance();
    const client = open(await tokenFor(DEMO.restaurantadmin));
    await connected(client);
    expect(await joinRoom(client, { restaurantId: 1 })).toEqual({ ok: true });

    const received = new Promise((resolve) => client.once('reservation.created', resolve));
    const res = await fetch(`http://127.0.0.1:${port}/__test/emit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ restaurantId: 1, event: 'reservation.created', payload: { reservationId: 42 } }),
    });
    expect(res.status).toBe(204);
    expect(await received).toEqual({ restaurantId: 1, reservationId: 42 });

    // The second process shuts down cleanly on SIGTERM.
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});

it('main.ts refuses the test hook in production', async () => {
  const child = spawnMain(
    { PATH: process.env.PATH, NODE_ENV: 'production', STOL_TEST_HOOKS: '1', JWT_SECRET, LOG_LEVEL: 'silent' },
    ['ignore', 'ignore', 'pipe'],
  );
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).not.toBe(0);
  expect(stderr).toMatch(/STOL_TEST_HOOKS must not be enabled in production/);
});

/**
 * `src/main.ts` in a process of its own, under Node with tsx's loader. Not through tsx's CLI: that relays SIGTERM to
 * a child of its own and, when the child has not confirmed the signal within 30 ms (a loaded CI machine), kills it
 * and exits 143, which once failed the clean-shutdown check above.
 */
function spawnMain(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'api'),
    env,
    stdio,
  });
}
