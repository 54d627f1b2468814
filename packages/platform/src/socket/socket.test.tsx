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

// A real Socket.IO server that, like the API, accepts only a known token and answers `join`.
let http: HttpServer;
let io: Server;
const handshakeTokens: unknown[] = [];
const joins: unknown[] = [];
let validToken = 'token-a';

beforeAll(async () => {
  http = createServer();
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
    renderHook(() => useRestaurantEvents(1, ['reservation.updated'], () => undefined));

    store.dispatch(sessionStarted({ token: 'token-b', user: aUser() }));

    await waitFor(() => expect(getSocket().connected).toBe(true));
    expect(handshakeTokens.at(-1)).toBe('token-b');
    await waitFor(() => expect(joins).toEqual([{ restaurantId: 1 }, { restaurantId: 1 }]));
  });
});
