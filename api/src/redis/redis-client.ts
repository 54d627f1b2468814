import type { Logger } from 'pino';
import { createClient } from 'redis';

const newClient = (url: string, failFast: boolean) => createClient({ url, disableOfflineQueue: failFast });

export type RedisClient = ReturnType<typeof newClient>;

export interface RedisClientOptions {
  /** Names the connection in the logs ('rate limits', 'socket.io pub', …). */
  name: string;
  /**
   * Reject commands at once while disconnected instead of queueing them until Redis returns. For callers
   * that have something better to do than wait (the rate limiter falls back to memory; a Socket.IO publish
   * is dropped rather than delivered minutes late).
   */
  failFast?: boolean;
}

/**
 * A Redis connection that outlives Redis going away: node-redis reconnects by itself (exponential back-off,
 * at most about 2 s between attempts) and, for a subscriber, subscribes again. Each failed attempt emits
 * 'error'; an 'error' without a listener would crash the process, and logging every attempt floods the log,
 * so the outage is logged once when it starts and once when it ends.
 */
export function createRedisClient(url: string, logger: Logger, options: RedisClientOptions): RedisClient {
  const client = newClient(url, options.failFast ?? false);
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err, redis: options.name }, 'Redis unreachable; reconnecting in the background');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: options.name }, 'Redis reachable again');
  });
  return client;
}

/** Connects in the background: callers work (degraded) until Redis answers, and startup does not wait for it. */
export function connectInBackground(client: RedisClient, logger: Logger, name: string): RedisClient {
  client.connect().catch((err: unknown) => logger.error({ err, redis: name }, 'Redis connect gave up'));
  return client;
}

/** Closes gracefully when connected, else drops the connection attempts (close would wait for Redis). */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}
