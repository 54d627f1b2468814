import { createHmac } from 'node:crypto';
import { BOT_CHECK_MODES } from '@stol/contracts';
import { z } from 'zod';
import { optionalString } from '../../env-schema';

/** Which bot check guards the guest writes, with its settings (README "Bot check"). */
export type BotCheckConfig =
  | {
      mode: 'altcha';
      /** HMAC key that signs challenges (ALTCHA_HMAC_KEY, else derived from JWT_SECRET). */
      hmacKey: string;
      /** Complexity: the secret number is drawn from 0..maxNumber (ALTCHA_MAX_NUMBER). */
      maxNumber: number;
      /** How long a challenge may be answered (ALTCHA_EXPIRES_SECONDS). */
      expiresSeconds: number;
    }
  | {
      mode: 'recaptcha';
      siteKey: string;
      secret: string;
      /** Google's siteverify endpoint (tests point it at a local fake). */
      verifyUrl: string;
      /** reCAPTCHA v3 score below which a guest is refused. */
      minScore: number;
    }
  /** No check at all: for local experiments only (README). */
  | { mode: 'off' };

export const BOT_CHECK_OFF: BotCheckConfig = { mode: 'off' };

const ZBotCheckEnv = z.object({
  BOT_CHECK: z.enum(BOT_CHECK_MODES).optional(),
  ALTCHA_HMAC_KEY: optionalString,
  /** 50 000: 25 000 SHA-256 on average (about 1.6 s on a loaded 2-core server), done while the guest types. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** 20 minutes: the widget solves when the guest reaches the details step, not when they submit. */
  ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(10).max(86_400).default(1200),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.string().trim().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});

/**
 * BOT_CHECK picks the check; unset, reCAPTCHA runs when both of its keys are configured and ALTCHA (self-hosted,
 * no third party) otherwise. ALTCHA's key defaults to one derived from the JWT secret, so a deployment has
 * nothing more to manage; a key of its own can be set (and rotated) apart from it.
 */
export function botCheckFromEnv(env: NodeJS.ProcessEnv, jwtSecret: string): BotCheckConfig {
  const e = ZBotCheckEnv.parse(env);
  const hasRecaptchaKeys = Boolean(e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET);
  const mode = e.BOT_CHECK ?? (hasRecaptchaKeys ? 'recaptcha' : 'altcha');
  if (mode === 'off') return BOT_CHECK_OFF;
  if (mode === 'recaptcha') {
    if (!e.RECAPTCHA_SITE_KEY || !e.RECAPTCHA_SECRET) {
      throw new Error('BOT_CHECK=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET');
    }
    return {
      mode,
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
    };
  }
  return {
    mode,
    hmacKey: e.ALTCHA_HMAC_KEY ?? createHmac('sha256', jwtSecret).update('altcha-hmac-key').digest('hex'),
    maxNumber: e.ALTCHA_MAX_NUMBER,
    expiresSeconds: e.ALTCHA_EXPIRES_SECONDS,
  };
}
