import { renderHook, waitFor } from '@testing-library/react';
import { jest } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { configurePlatform } from '../config';
import { sessionCleared, sessionStarted } from '../session/session-slice';
import { store } from '../store';
import { aUser } from '../testing';
import { getSocket } from './socket';
import { useRestaurantEvents } from './use-restaurant-events';

// A real Socket.IO server that, like the API, accepts only a known token and answers `join`; the same HTTP
// server answers POST /auth/refresh with `refreshAnswer` (a new session, or 401 for an ended one).
let http: HttpServer;
let io: Server;
const handshakeTokens: unknown[] = [];
const joins: unknown[] = [];
let validToken = 'token-a';
let refreshCalls = 0;
let refreshAnswer: { status: number; body: object } = { status: 401, body: {} };

beforeAll(async () => {
  http = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/auth/refresh') refreshCalls++;
    const { status, body } =
      req.method === 'POST' && req.url === '/auth/refresh' ? refreshAnswer : { status: 404, body: {} };
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  io = new Server(http, { cors: { origin: true, credentials: true } });
  io.use((socket, next) => {
    handshakeTokens.push(socket.handshake.auth.token);
    next(socket.handshake.auth.token === validToken ? undefined : new Error('Authentication required'));
  });
  io.on('connection', (socket: ServerSocket) => {
    socket.on('join', async (payload: { restaurantId: number }, ack: (answer: { ok: boolean }) => void) => {
      joins.push(payload);
      await socket.join(`restaurant:${payload.restaurantId}`);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  configurePlatform({ apiUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
});

afterAll(async () => {
  getSocket().disconnect();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

describe('realtime', () => {
  it('connects with the current token, joins the restaurant room and delivers its events', async () => {
    store.dispatch(sessionStarted({ token: 'token-a', user: aUser() }));
    const onEvent = jest.fn();

    renderHook(() => useRestaurantEvents(1, ['reservation.updated'], onEvent));

    await waitFor(() => expect(joins).toEqual([{ restaurantId: 1 }]));
    io.to('restaurant:1').emit('reservation.updated', { restaurantId: 1, reservationId: 9 });
    io.to('restaurant:1').emit('table.moved', { restaurantId: 1, tableId: 2 }); // not subscribed
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    expect(onEvent).toHaveBeenCalledWith('reservation.updated', { restaurantId: 1, reservationId: 9 });
    expect(handshakeTokens).toEqual(['token-a']);
  });

  it('reconnects with the refreshed token and joins the room again', async () => {
    // The server now only accepts the new token, as after an access-token rotation.
    validToken = 'token-b';
    store.dispatch(sessionCleared());
    await waitFor(() => expect(getSocket().connected).toBe(false));
    const onJoined = jest.fn();
    renderHook(() => useRestaurantEvents(1, ['reservation.updated'], () => undefined, onJoined));

    store.dispatch(sessionStarted({ token: 'token-b', user: aUser() }));

    await waitFor(() => expect(getSocket().connected).toBe(true));
    expect(handshakeTokens.at(-1)).toBe('token-b');
    await waitFor(() => expect(joins).toEqual([{ restaurantId: 1 }, { restaurantId: 1 }]));
    // Events sent while it was away never arrive: the screen is told to catch up once it is back in the room.
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
  });

  it('when the server closes it (its token expired), refreshes once and reconnects with the new token', async () => {
    renderHook(() => useRestaurantEvents(1, ['reservation.updated'], () => undefined));
    await waitFor(() => expect(getSocket().connected).toBe(true));
    const joinsBefore = joins.length;
    validToken = 'token-c';
    refreshAnswer = { status: 200, body: { token: 'token-c', user: aUser() } };

    io.disconnectSockets(true); // what the API does when the access token expires

    await waitFor(() => expect(handshakeTokens.at(-1)).toBe('token-c'));
    await waitFor(() => expect(getSocket().connected).toBe(true));
    expect(refreshCalls).toBe(1);
    expect(store.getState().session.token).toBe('token-c');
    await waitFor(() => expect(joins).toHaveLength(joinsBefore + 1));
  });

  it('when the session ended elsewhere (the refresh is refused), the session is cleared', async () => {
    await waitFor(() => expect(getSocket().connected).toBe(true));
    refreshAnswer = {
      status: 401,
      body: { error: 'Session expired, please sign in again', code: 'REFRESH_INVALID' },
    };

    io.disconnectSockets(true); // what the API does on a logout in another tab or browser

    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(refreshCalls).toBe(2);
    expect(getSocket().connected).toBe(false);
  });
});
