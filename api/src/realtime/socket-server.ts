import { createAdapter } from '@socket.io/redis-adapter';
import { JOIN_RESTAURANT, restaurantRoom, type TJoinAck } from '@stol/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { closeRedisClient, createRedisClient, type RedisClient } from '../redis/redis-client';
import { userFromAccessToken } from '../http/authenticate';
import { loadPrincipal } from '../http/principal';
import { canAccessRestaurant } from '../http/tenancy';

const ZJoin = z.object({ restaurantId: z.coerce.number().int().positive() });

export interface SocketServer {
  io: Server;
  close(): Promise<void>;
}

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
 * Socket.IO on the API's HTTP server. The handshake must carry a valid access token (`auth: { token }`);
 * a client may join only the rooms of restaurants it may see. With REDIS_URL set, events fan out across
 * API instances through the Redis adapter; without Redis each instance keeps serving its own clients, and the
 * fan-out resumes when Redis returns (the clients reconnect and resubscribe by themselves).
 */
export async function attachSocketServer(httpServer: HttpServer, deps: AppDeps): Promise<SocketServer> {
  const io = new Server(httpServer, { cors: { origin: deps.config.corsOrigins, credentials: true } });

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
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('Authentication required'));
    try {
      const user = await userFromAccessToken(token, deps, deps.orm.em.fork());
      socket.data.userId = user.id;
      next();
    } catch {
      next(new Error('Authentication required'));
    }
  });

  io.on('connection', (socket) => {
    socket.on(JOIN_RESTAURANT, async (payload: unknown, ack?: (answer: TJoinAck) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = ZJoin.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'restaurantId is required' });
      try {
        // Reload the user: a role or assignment may have changed since the handshake.
        const user = await loadPrincipal(deps.orm.em.fork(), Number(socket.data.userId));
        if (!user || !canAccessRestaurant(user, parsed.data.restaurantId)) {
          return reply({ ok: false, error: 'You do not have access to this restaurant' });
        }
        await socket.join(restaurantRoom(parsed.data.restaurantId));
        reply({ ok: true });
      } catch (err) {
        deps.logger.error({ err }, 'socket join failed');
        reply({ ok: false, error: 'Something went wrong' });
      }
    });
  });

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
