import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import type { RedisClient } from '../redis/redis-client';

/** A Redis call slower than this counts as Redis being down (a half-dead connection must not stall requests). */
const REDIS_CALL_TIMEOUT_MS = 500;
/** After a failure, Redis is tried again this much later (meanwhile straight to memory, no waiting). */
const RETRY_REDIS_AFTER_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Rate-limit counters in Redis (rate-limit-redis), shared by every API instance. While Redis is unreachable the
 * counters fall back to this process's memory, so the API keeps answering (and still limits, per instance)
 * instead of failing or hanging; the switch is logged once each way. Back on Redis the shared counters resume.
 *
 * The Redis store is rebuilt after a failure: rate-limit-redis loads its Lua script once, in `init`, and keeps
 * a rejected load forever, so a store created while Redis was down would never recover by itself.
 */
export class RedisWithMemoryFallbackStore implements Store {
  readonly localKeys = false;
  private options!: Options;
  private redisStore: RedisStore | undefined;
  private readonly memory = new MemoryStore();
  private redisDownUntil = 0;
  private outage = false;

  constructor(
    private readonly client: RedisClient,
    readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.attempt(
      (redis) => redis.increment(key),
      () => this.memory.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    return this.attempt(
      (redis) => redis.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    this.memory.resetKey(key);
    return this.attempt(
      (redis) => redis.resetKey(key),
      () => undefined,
    );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.attempt(
      (redis) => redis.get(key),
      () => this.memory.get(key),
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  private async attempt<T>(
    onRedis: (store: RedisStore) => Promise<T>,
    onMemory: () => T | Promise<T>,
  ): Promise<T> {
    // Not connected (the client logs that itself) or failed a moment ago: memory at once, no waiting.
    if (Date.now() < this.redisDownUntil || !this.client.isReady) return onMemory();
    try {
      const result = await withTimeout(this.connectedStore().then(onRedis), REDIS_CALL_TIMEOUT_MS);
      if (this.outage) {
        this.outage = false;
        this.logger.info({ prefix: this.prefix }, 'rate limits: shared counters in Redis again');
      }
      return result;
    } catch (err) {
      this.redisStore = undefined;
      this.redisDownUntil = Date.now() + RETRY_REDIS_AFTER_MS;
      if (!this.outage) {
        this.outage = true;
        this.logger.error(
          { err, prefix: this.prefix },
          'rate limits: Redis failed, counting in this instance only until it answers again',
        );
      }
      return onMemory();
    }
  }

  private async connectedStore(): Promise<RedisStore> {
    if (this.redisStore) return this.redisStore;
    const store = new RedisStore({
      prefix: this.prefix,
      sendCommand: (...args: string[]) => this.client.sendCommand(args),
    });
    await store.init(this.options);
    this.redisStore = store;
    return store;
  }
}
