import * as z from './z';
import { ZId } from './primitives';
import { COUNTRY_CODES } from './guest-constants';
import { ZLanguage } from './roles';

/**
 * One-time codes for the guest site (guest spec §5.1, §7.1, §8.1; issue 12 §2): a restaurant verifies guests by
 * phone (`theme.featureFlags.enableOtp`) or by email (`enableEmailOtp`; email first should both be on). A
 * verified code yields a short-lived proof that POST /reserve requires while the restaurant's flag is on.
 */

export const OTP_MESSAGES = {
  sendFailed: 'Failed to send OTP. Please try again.',
  invalid: 'Invalid OTP code. Please try again.',
  notEnabled: 'Verification is not enabled',
  verifyFirst: 'Please verify with the OTP code first',
  sentEmail: 'OTP sent to your email',
  sentPhone: 'OTP sent to your phone',
  emailVerified: 'Email verified!',
  phoneVerified: 'Phone number verified!',
  /** Ours: the spec gives no text for these. */
  expired: 'This code has expired. Please request a new one.',
  tooManyAttempts: 'Too many wrong codes. Please request a new one.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
} as const;

export const OTP_LIMITS = {
  /** Digits of a code (guest spec §9). */
  digits: 6,
  /** How long a code is valid (the message says 10 minutes). */
  ttlMinutes: 10,
  /** Wrong codes a challenge takes before it is spent. */
  maxAttempts: 5,
  /** Between two codes to the same phone or email. */
  resendCooldownSeconds: 60,
  /** How long a verified phone or email may book with its proof. */
  proofMinutes: 30,
} as const;

const ZCode = z
  .string({ error: OTP_MESSAGES.invalid })
  .trim()
  .regex(/^\d{6}$/, OTP_MESSAGES.invalid);
const ZPhone = z.string({ error: 'Please enter a phone number first' }).trim().min(1).max(50);
const ZEmail = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .email('Please enter a valid email address')
  .max(320);

/** POST /public/request-otp. */
export const ZOtpPhoneRequest = z.object({
  restaurantId: ZId,
  phone: ZPhone,
  countryCode: z.enum(COUNTRY_CODES).optional(),
  language: ZLanguage.optional(),
});
/** POST /public/request-email-otp. */
export const ZOtpEmailRequest = z.object({
  restaurantId: ZId,
  email: ZEmail,
  language: ZLanguage.optional(),
});
/** POST /public/verify-otp. */
export const ZOtpPhoneVerify = z.object({
  restaurantId: ZId,
  phone: ZPhone,
  countryCode: z.enum(COUNTRY_CODES).optional(),
  code: ZCode,
});
/** POST /public/verify-email-otp. */
export const ZOtpEmailVerify = z.object({ restaurantId: ZId, email: ZEmail, code: ZCode });

/** A code was sent: when it expires and when another may be asked for (ISO 8601). */
export const ZOtpSentResponse = z.object({
  message: z.string(),
  expiresAt: z.string(),
  resendAfter: z.string(),
});
export type TOtpSentResponse = z.infer<typeof ZOtpSentResponse>;

/** A code was right: the proof POST /reserve takes as `otpProof`, valid until `expiresAt`. */
export const ZOtpVerifiedResponse = z.object({
  message: z.string(),
  otpProof: z.string(),
  expiresAt: z.string(),
});
export type TOtpVerifiedResponse = z.infer<typeof ZOtpVerifiedResponse>;
