import * as z from './z';
import { LOGIN_LIMITS } from './user';

/**
 * Messages to guests and users (issue 10): every email and SMS is a row of the outbox, delivered by the API's
 * dispatcher. GET /reservations/{id}/messages shows staff what was sent for a reservation.
 */
export const MESSAGE_KINDS = [
  'confirmation',
  'modification',
  'cancellation',
  'reminder',
  'review_request',
  'password_reset',
  'waitlist_ready',
  'otp_code',
  /** A new back-office user's invitation (issue 20 §2): the link to the guest site's /accept screen. */
  'invite',
  /** The guest's receipt of a large-party request (issue 23 §5): email, or SMS without one. */
  'large_party_receipt',
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type TMessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * pending: waiting for (another) attempt; sending: claimed by a dispatcher; sent: accepted by the SMTP server or
 * SMS provider; recorded: no provider configured for the channel, kept in the outbox only; failed: gave up after
 * the last attempt (`lastError` says why).
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'recorded', 'failed'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ZMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** The plain-text part of an email, or the SMS text. */
  text: z.string(),
  language: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** GET /reservations/{id}/messages, oldest first. */
export const ZReservationMessagesResponse = z.object({ messages: z.array(ZMessage) });
export type TReservationMessagesResponse = z.infer<typeof ZReservationMessagesResponse>;

/** Guest spec §8.1 texts of the password-reset screen (§2.8). */
export const RESET_MESSAGES = {
  linkSent: 'If the email exists, a link was sent.',
  passwordUpdated: 'Password updated. You can sign in now.',
  passwordTooShort: 'Password must be at least 8 characters',
  /** POST /auth/accept-invite (the invite screen, §2.9). */
  accountActivated: 'Account activated. You can now log in.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** POST /auth/request-reset */
export const ZRequestResetRequest = z.object({
  email: z.string().trim().min(1).max(LOGIN_LIMITS.email),
});
export type TRequestResetRequest = z.infer<typeof ZRequestResetRequest>;

/** A new password by the guest spec's rule (§2.8: at least 8 characters): reset, invite and change share it. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, RESET_MESSAGES.passwordTooShort)
  .max(LOGIN_LIMITS.password);

/** POST /auth/reset */
export const ZResetPasswordRequest = z.object({
  token: z.string().trim().min(1).max(200),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** POST /auth/accept-invite (guest spec §2.9, §7.1): the invitation's token and the new user's password. */
export const ZAcceptInviteRequest = ZResetPasswordRequest;
export type TAcceptInviteRequest = TResetPasswordRequest;

/** Both answer `{ message }` (the spec's text in the caller's language). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Issue 23 §7: a signed-in user changes their own password (the About/profile dialog). Ours, not the spec's. */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Please enter your current password',
  wrongCurrent: 'The current password is not correct. Nothing was changed.',
  changed: 'Password changed. Your other sessions have been signed out.',
} as const;

/**
 * POST /admin/me/password: the current password (checked on the server) and the new one (ZNewPassword).
 * Success ends the user's other sessions and keeps this one; a wrong current password is 400 with a sentence and
 * changes nothing (counted by the login's rate limit per client).
 */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
    .min(1, PASSWORD_CHANGE_MESSAGES.currentRequired)
    .max(LOGIN_LIMITS.password),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
