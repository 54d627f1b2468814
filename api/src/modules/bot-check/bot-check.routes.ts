import type { TBotChallengeResponse } from '@stol/contracts';
import { defineRoute } from '../../http/route-registry';
import { botVerifier } from './bot-check';

/**
 * GET /public/bot-challenge: what the guest site must do before it books (issue 12 §2) — an ALTCHA challenge
 * to solve, reCAPTCHA's site key, or nothing. Every call issues a fresh challenge, so nothing may cache it;
 * it is cheap (one hash and one HMAC, nothing stored) but still limited per client.
 */
export const botCheckRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/bot-challenge',
    access: 'public',
    rateLimits: ['botChallenge'],
    handler(_req, res, { deps }): Promise<TBotChallengeResponse> {
      res.setHeader('Cache-Control', 'no-store');
      return botVerifier(deps.config.botCheck).challenge({ now: deps.clock.now() });
    },
  }),
];
