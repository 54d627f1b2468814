import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../deps';
import { normalisePhone } from '../modules/booking/phone';
import { AppError } from './app-error';
import { RedisWithMemoryFallbackStore } from './rate-limit-store';
import { RATE_LIMIT_POLICIES, type RateLimitKey, type RateLimitName } from './rate-limits';

/** The client's IP (X-Forwarded-For only through TRUST_PROXY's proxies); IPv6 by /56, one client's usual share. */
export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * The login form's email, as the login compares it (trimmed, lowercased), hashed: keys stay short whatever a
 * client sends, and Redis never holds the addresses.
 */
function emailDigest(req: Request): string {
  const body: unknown = req.body;
  const email =
    body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : '';
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/**
 * Marks a failed answer that guessed no secret (a refresh without any cookie: a browser that simply has no
 * session yet). 'failures' policies do not count it, so a restaurant's devices behind one address opening the
 * back office signed out never lock each other out, while guessing a token still counts every miss.
 */
export const markNotAGuess = (res: Response): void => {
  res.locals.rateLimitNotAGuess = true;
};
const counted = (res: Response) => res.statusCode >= 400 && res.locals.rateLimitNotAGuess !== true;

/** The guest form's phone as the booking normalises it (country code, spaces), hashed like the email. */
function phoneDigest(req: Request): string {
  const body = (req.body ?? {}) as { phone?: unknown; countryCode?: unknown };
  const phone = typeof body.phone === 'string' ? body.phone : '';
  const code = typeof body.countryCode === 'string' ? body.countryCode : undefined;
  return createHash('sha256').update(normalisePhone(phone, code)).digest('base64url').slice(0, 32);
}

const KEYS: Record<RateLimitKey, (req: Request) => string> = {
  ip: clientIp,
  email: emailDigest,
  phone: phoneDigest,
  'ip+email': (req) => `${clientIp(req)}|${emailDigest(req)}`,
};

/** One policy of rate-limits.ts as middleware: 429 RATE_LIMITED with Retry-After through the error middleware. */
function createRateLimiter(name: RateLimitName, deps: AppDeps): RequestHandler {
  const policy = RATE_LIMIT_POLICIES[name];
  const { limit, windowSeconds } = deps.config.rateLimits[name];
  const logger = deps.logger.child({ rateLimit: name });
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit,
    skipSuccessfulRequests: policy.counts === 'failures',
    requestWasSuccessful: (_req, res) => !counted(res),
    keyGenerator: KEYS[policy.key],
    store: deps.redis
      ? new RedisWithMemoryFallbackStore(
          deps.redis,
          `${deps.config.redisKeyPrefix}:rate-limit:${name}:`,
          logger,
        )
      : new MemoryStore(),
    // RateLimit / RateLimit-Policy headers (IETF draft 8) and, once limited, Retry-After in seconds.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    logger: {
      error: (err, message) => logger.error({ err }, message),
      warn: (err, message) => logger.warn({ err }, message),
    },
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
  });
}

/**
 * The app's limiters, one per policy, made on first use: every route that names a policy shares its counters
 * (a client cannot double its budget by spreading requests over two guest endpoints).
 */
export function rateLimiters(deps: AppDeps): (name: RateLimitName) => RequestHandler {
  const made = new Map<RateLimitName, RequestHandler>();
  return (name) => {
    let limiter = made.get(name);
    if (!limiter) {
      limiter = createRateLimiter(name, deps);
      made.set(name, limiter);
    }
    return limiter;
  };
}
