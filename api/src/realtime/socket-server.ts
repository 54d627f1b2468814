import { createAdapter } from '@socket.io/redis-adapter';
import {
  JOIN_RESTAURANT,
  PUBLIC_NAMESPACE,
  PUBLIC_ROOMS_PER_SOCKET,
  publicRestaurantRoom,
  restaurantRoom,
  ZId,
  type TJoinAck,
} from '@stol/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { sessionRoom } from './realtime-hub';
import { closeRedisClient, createRedisClient, type RedisClient } from '../redis/redis-client';
import { userFromAccessToken } from '../http/authenticate';
import { socketCors, socketOriginAllowed } from '../http/cors';
import { loadPrincipal } from '../http/principal';
import { canAccessRestaurant } from '../http/tenancy';
import { API_MESSAGES } from '../http/i18n/catalogue';
import { Restaurant } from '../modules/restaurants/restaurant.entity';

const ZJoin = z.object({ restaurantId: ZId });

export interface SocketServer {
  io: Server;
  close(): Promise<void>;
}

/** What the handshake learnt about a socket (socket.data). */
interface SocketSession {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

/**
 * The guest site's namespace: no login. A client joins the public room of an existing restaurant (at most
 * PUBLIC_ROOMS_PER_SOCKET at once); the hub sends there only guest-safe events (realtime-hub toPublicPayload),
 * and nothing a client sends is ever relayed.
 */
function attachPublicNamespace(io: Server, deps: AppDeps): void {
  io.of(PUBLIC_NAMESPACE).on('connection', (socket) => {
    socket.on(JOIN_RESTAURANT, async (payload: unknown, ack?: (answer: TJoinAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = ZJoin.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'restaurantId is required' });
      const room = publicRestaurantRoom(parsed.data.restaurantId);
      const joined = [...socket.rooms].filter((r) => r.startsWith('public:restaurant:'));
      if (!joined.includes(room) && joined.length >= PUBLIC_ROOMS_PER_SOCKET)
        return reply({ ok: false, error: API_MESSAGES.tooManyPublicRooms });
      try {
        const exists = await deps.orm.em.fork().count(Restaurant, { id: parsed.data.restaurantId });
        if (!exists) return reply({ ok: false, error: 'Restaurant not found' });
        await socket.join(room);
        reply({ ok: true });
      } catch (err) {
        // A database outage is logged once (db/database-outage.ts), not per socket.
        if (!deps.databaseOutage.failed(err)) deps.logger.error({ err }, 'public socket join failed');
        reply({ ok: false, error: 'Something went wrong' });
      }
    });
  });
}

/** setTimeout's longest delay (about 24.8 days); a longer token lifetime just gets an early disconnect. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The adapter publishes without awaiting, and while Redis is away that promise rejects (the client fails fast
 * rather than queueing stale events): unhandled, the rejection would end the process. Dropped instead; this
 * instance's own clients still get the event (the adapter delivers locally either way).
 */
function dropFailedPublishes(pub: RedisClient, deps: AppDeps): RedisClient {
  const publish = pub.publish.bind(pub);
  const publishOrDrop = (...args: Parameters<typeof publish>) =>
    publish(...args).catch((err: unknown) => {
      deps.logger.debug({ err }, 'socket.io: event not fanned out to other instances (Redis unavailable)');
      return 0;
    });
  Object.defineProperty(pub, 'publish', { value: publishOrDrop });
  return pub;
}

/**
 * Socket.IO on the API's HTTP server. The handshake must carry a valid access token of a live session
 * (`auth: { token }`); a client may join only the rooms of restaurants it may see. A socket lives no longer
 * than its token and its session: it is disconnected when the token expires (the client reconnects with a
 * fresh one) and when the session ends (logout, a replayed refresh token), through the session's room. With
 * REDIS_URL set, events and those disconnects fan out across API instances through the Redis adapter; without
 * Redis each instance keeps serving its own clients, and the fan-out resumes when Redis returns.
 */
export async function attachSocketServer(httpServer: HttpServer, deps: AppDeps): Promise<SocketServer> {
  const io = new Server(httpServer, { cors: socketCors(deps.config.corsOrigins) });

  const redisClients: RedisClient[] = [];
  if (deps.config.redisUrl) {
    const pub = createRedisClient(deps.config.redisUrl, deps.logger, {
      name: 'socket.io pub',
      failFast: true,
    });
    const sub = createRedisClient(deps.config.redisUrl, deps.logger, { name: 'socket.io sub' });
    redisClients.push(pub, sub);
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(dropFailedPublishes(pub, deps), sub, { key: deps.config.redisKeyPrefix }));
  }

  io.use(async (socket, next) => {
    // The signed-in namespace keeps the back office's origins; the public one is open (socketCors).
    if (!socketOriginAllowed(socket.handshake.headers.origin, deps.config.corsOrigins))
      return next(new Error('Origin not allowed'));
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
    try {
      const { claims } = await userFromAccessToken(token, deps, deps.orm.em.fork());
      const session: SocketSession = claims;
      socket.data.session = session;
      next();
    } catch {
      next(new Error('Authentication required'));
    }
  });

  io.on('connection', (socket) => {
    const session = socket.data.session as SocketSession;
    void socket.join(sessionRoom(session.sessionId)); // synchronous with the built-in and the Redis adapter
    // An expired token stops the stream: past its expiry nothing reaches this socket any more.
    const untilExpiry = session.expiresAt.getTime() - deps.clock.now().getTime();
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, Math.min(untilExpiry, MAX_TIMER_MS)),
    );
    socket.once('disconnect', () => clearTimeout(expiry));

    socket.on(JOIN_RESTAURANT, async (payload: unknown, ack?: (answer: TJoinAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = ZJoin.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'restaurantId is required' });
      try {
        // Reload the user: a role or assignment may have changed since the handshake.
        const user = await loadPrincipal(deps.orm.em.fork(), session, deps.clock.now());
        if (!user || !canAccessRestaurant(user, parsed.data.restaurantId)) {
          return reply({ ok: false, error: API_MESSAGES.noAccessToRestaurant });
        }
        await socket.join(restaurantRoom(parsed.data.restaurantId));
        reply({ ok: true });
      } catch (err) {
        // A database outage is logged once (db/database-outage.ts), not per socket.
        if (!deps.databaseOutage.failed(err)) deps.logger.error({ err }, 'socket join failed');
        reply({ ok: false, error: 'Something went wrong' });
      }
    });
  });

  attachPublicNamespace(io, deps);
  deps.realtime.attach(io);
  return {
    io,
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await Promise.all(redisClients.map(closeRedisClient));
    },
  };
}
