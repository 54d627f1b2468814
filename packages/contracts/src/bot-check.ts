import { ERROR_CODES } from './errors';
import * as z from './z';

/**
 * The bot check of the guest writes (issue 12 §2): POST /reserve and POST /public/large-party carry a proof
 * that the API verifies before anything is written. Which check runs is the API's configuration (BOT_CHECK);
 * the guest site asks GET /public/bot-challenge and answers whatever it is told.
 */
export const BOT_CHECK_MODES = ['altcha', 'recaptcha', 'off'] as const;
export type TBotCheckMode = (typeof BOT_CHECK_MODES)[number];

/** Ours: the spec gives no text for these. */
export const BOT_CHECK_MESSAGES = {
  missing: 'Please wait until the security check has finished, then try again.',
  invalid: ERROR_CODES.BOT_CHECK_FAILED.message,
  expired: 'The security check has expired or was already used. Please try again.',
} as const;

/**
 * An ALTCHA proof-of-work challenge (altcha-lib's format): find `number` in 0..maxnumber with
 * SHA-256(salt + number) = challenge (hex). `signature` is the API's HMAC of `challenge`, so the API keeps
 * nothing until the solution comes back. The salt carries `?expires=<unix seconds>`.
 */
export const ZAltchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type TAltchaChallenge = z.infer<typeof ZAltchaChallenge>;

/** GET /public/bot-challenge: what the guest site must do before it books. */
export const ZBotChallengeResponse = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('altcha'), challenge: ZAltchaChallenge }),
  /** Google reCAPTCHA v3: load its script with `siteKey`, request a token for `action` on submit. */
  z.object({ mode: z.literal('recaptcha'), siteKey: z.string(), action: z.string() }),
  /** No bot check (BOT_CHECK=off, local experiments only). */
  z.object({ mode: z.literal('off') }),
]);
export type TBotChallengeResponse = z.infer<typeof ZBotChallengeResponse>;

/**
 * The proof fields of a guest write: `altcha` is the solved challenge (base64 JSON, as the ALTCHA widget
 * sends it), `recaptchaToken` the reCAPTCHA token of guest spec §7.1. Each check reads its own field.
 */
export const ZBotProofFields = {
  altcha: z.string().max(4000).nullish(),
  recaptchaToken: z.string().max(4000).nullish(),
};
