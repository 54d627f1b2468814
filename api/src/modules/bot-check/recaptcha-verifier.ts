import { BOT_CHECK_MESSAGES, type TBotChallengeResponse } from '@stol/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { BotCheckConfig } from './bot-check.config';
import type { BotProof, BotVerifier, VerifyContext } from './bot-verifier';

type RecaptchaConfig = Extract<BotCheckConfig, { mode: 'recaptcha' }>;

/** The action the guest site names when it asks reCAPTCHA v3 for a token; a token for another is refused. */
export const RECAPTCHA_ACTION = 'book';

/** A slow provider must not hold a guest's booking for long. */
const VERIFY_TIMEOUT_MS = 5000;

/** siteverify's answer (v2 has no score or action; v3 has both). */
const ZSiteVerify = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

/**
 * Google reCAPTCHA (guest spec §7.1 `recaptchaToken`), used when a site key and secret are configured: the token
 * is checked against siteverify (RECAPTCHA_VERIFY_URL; tests run a local fake). Google itself refuses a token
 * used twice or too old, so no replay store is needed here.
 */
export function recaptchaVerifier(config: RecaptchaConfig): BotVerifier {
  return {
    challenge(): Promise<TBotChallengeResponse> {
      return Promise.resolve({ mode: 'recaptcha', siteKey: config.siteKey, action: RECAPTCHA_ACTION });
    },
    async verify(proof: BotProof, { ip }: VerifyContext): Promise<void> {
      if (!proof.recaptchaToken) throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.missing);
      const form = new URLSearchParams({ secret: config.secret, response: proof.recaptchaToken });
      if (ip) form.set('remoteip', ip);
      let answer: z.infer<typeof ZSiteVerify>;
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = ZSiteVerify.parse(await response.json());
      } catch (cause) {
        throw new AppError('BOT_CHECK_UNAVAILABLE', undefined, { cause: String(cause) });
      }
      const passed =
        answer.success &&
        (answer.score === undefined || answer.score >= config.minScore) &&
        (answer.action === undefined || answer.action === RECAPTCHA_ACTION);
      if (!passed) throw new AppError('BOT_CHECK_FAILED', BOT_CHECK_MESSAGES.invalid);
    },
  };
}
