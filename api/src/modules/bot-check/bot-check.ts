import type { TBotChallengeResponse } from '@stol/contracts';
import type { Request } from 'express';
import type { PublicContext } from '../../http/route-registry';
import { altchaVerifier } from './altcha-verifier';
import type { BotCheckConfig } from './bot-check.config';
import type { BotProof, BotVerifier } from './bot-verifier';
import { recaptchaVerifier } from './recaptcha-verifier';

const noCheck: BotVerifier = {
  challenge: (): Promise<TBotChallengeResponse> => Promise.resolve({ mode: 'off' }),
  verify: () => Promise.resolve(),
};

/** The configured check (BOT_CHECK). Built per call: it is a few closures, and tests swap the config per app. */
export function botVerifier(config: BotCheckConfig): BotVerifier {
  switch (config.mode) {
    case 'altcha':
      return altchaVerifier(config);
    case 'recaptcha':
      return recaptchaVerifier(config);
    case 'off':
      return noCheck;
  }
}

/**
 * The gate of a guest write: passes, or throws the bot check's 4xx before anything is written. A proof is spent
 * by the attempt, whatever the write's outcome; the guest site solves a new one after any refusal.
 */
export async function assertHuman(req: Request, proof: BotProof, { em, deps }: PublicContext): Promise<void> {
  await botVerifier(deps.config.botCheck).verify(proof, { em, now: deps.clock.now(), ip: req.ip });
}
