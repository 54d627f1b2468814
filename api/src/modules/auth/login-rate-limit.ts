import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { ERROR_CODES } from '@stol/contracts';
import type { AppConfig } from '../../config';

/**
 * Brute-force guard for POST /auth/login, keyed by client IP + lowercased email. Successful logins do not
 * count. The store is in memory (per API instance).
 */
export function loginRateLimiter(config: AppConfig): RequestHandler {
  return rateLimit({
    windowMs: config.loginRateWindowSeconds * 1000,
    limit: config.loginRateLimit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body: unknown = req.body;
      const email =
        body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
          ? body.email
          : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${email.trim().toLowerCase()}`;
    },
    handler: (_req, res) => {
      res.status(429).json({ error: ERROR_CODES.RATE_LIMITED.message, code: 'RATE_LIMITED' });
    },
  });
}
