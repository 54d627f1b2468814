import { JOIN_RESTAURANT, type TJoinAck, type TSocketEvent } from '@stol/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * Socket.IO clients for the API tests: a socket of its own per call (forceNew), websocket only, with the access
 * token in the handshake and no reconnection unless a test asks for it; the handshake awaited; the restaurant
 * room joined; the events that arrive recorded. A pool remembers its sockets so afterAll closes them all.
 */

type ClientOptions = Partial<ManagerOptions & SocketOptions>;

/** Resolves once the socket is connected; rejects with the server's refusal (e.g. 'Authentication required'). */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

/** Asks to join a restaurant's room; resolves with the server's acknowledgement. */
export const joinRoom = (socket: Socket, payload: unknown) =>
  new Promise<TJoinAck>((resolve) => socket.emit(JOIN_RESTAURANT, payload, resolve));

export interface SocketPool {
  /** A new socket to `url` (not yet awaited: see `connected`). */
  open(url: string, token?: string, options?: ClientOptions): Socket;
  /** A socket connected and in the restaurant's room; throws unless the server acknowledged the join. */
  joined(url: string, token: string, restaurantId: number, options?: ClientOptions): Promise<Socket>;
  /** Disconnects every socket the pool opened. */
  closeAll(): void;
}

export function socketPool(): SocketPool {
  const sockets: Socket[] = [];
  const pool: SocketPool = {
    open(url, token, options = {}) {
      const socket = io(url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        ...options,
      });
      sockets.push(socket);
      return socket;
    },
    async joined(url, token, restaurantId, options) {
      const socket = pool.open(url, token, options);
      await connected(socket);
      const ack = await joinRoom(socket, { restaurantId });
      if (!ack.ok) throw new Error(`joining restaurant ${restaurantId} failed: ${JSON.stringify(ack)}`);
      return socket;
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
  return pool;
}

export interface EventLog {
  /** Every event received so far, in order. */
  seen: { event: string; payload: unknown }[];
  /** The payload of the first `event` received (waiting up to `timeoutMs` for it). */
  next(event: TSocketEvent, timeoutMs?: number): Promise<unknown>;
  /** Whether `event` was received. */
  saw(event: TSocketEvent): boolean;
  clear(): void;
}

/** Records every event the socket receives from now on. */
export function recordEvents(socket: Socket): EventLog {
  const seen: EventLog['seen'] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return {
    seen,
    async next(event, timeoutMs = 1000) {
      for (const until = Date.now() + timeoutMs; ;) {
        const found = seen.find((s) => s.event === event);
        if (found) return found.payload;
        if (Date.now() > until) throw new Error(`no ${event}; saw ${JSON.stringify(seen)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    saw: (event) => seen.some((s) => s.event === event),
    clear: () => void seen.splice(0),
  };
}
