import { altchaExpiresAt, BOT_CHECK_MESSAGES, type TBotChallengeResponse } from '@stol/contracts';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BotCheckConfig } from './bot-check.config';
import type { BotProof, BotVerifier, VerifyContext } from './bot-verifier';
import { spendProof } from './spent-proofs';

type AltchaConfig = Extract<BotCheckConfig, { mode: 'altcha' }>;

/** The solved challenge the client sends (base64 JSON); only SHA-256 challenges are ours. */
const ZSolution = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

function decode(payload: string): z.infer<typeof ZSolution> | null {
  try {
    const parsed = ZSolution.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * ALTCHA's self-hosted proof of work (altcha-lib, protocol v1): the challenge is signed with the HMAC key, so
 * issuing one stores nothing; a solution is checked against the signature, then against its expiry on the API's
 * clock (not altcha-lib's Date.now(), so tests can move time), then spent once (spent-proofs.ts).
 */
export function altchaVerifier(config: AltchaConfig): BotVerifier {
  return {
    async challenge({ now }): Promise<TBotChallengeResponse> {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey: config.hmacKey,
        maxnumber: config.maxNumber,
        expires: new Date(now.getTime() + config.expiresSeconds * 1000),
      });
      return {
        mode: 'altcha',
        challenge: {
          algorithm: 'SHA-256',
          challenge: challenge.challenge,
          maxnumber: challenge.maxnumber ?? config.maxNumber,
          salt: challenge.salt,
          signature: challenge.signature,
        },
      };
    },
    async verify(proof: BotProof, { em, now }: VerifyContext): Promise<void> {
      if (!proof.altcha) throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.missing);
      const solution = decode(proof.altcha);
      if (!solution || !(await verifySolution(solution, config.hmacKey, false))) {
        throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.invalid);
      }
      // Every challenge we sign carries an expiry; one without is not ours to accept forever.
      const expiresAt = altchaExpiresAt(solution);
      if (!expiresAt || expiresAt.getTime() <= now.getTime()) {
        throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.expired);
      }
      if (!(await spendProof(em, solution.signature, expiresAt, now))) {
        throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.expired);
      }
    },
  };
}
