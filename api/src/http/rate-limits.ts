import { z } from 'zod';

/** What a policy counts a request by. */
export type RateLimitKey = 'ip' | 'email' | 'ip+email' | 'phone';

export interface RateLimitPolicy {
  /** What the client is identified by (the email is the login form's, lowercased). */
  key: RateLimitKey;
  /** 'failures' = only answers with status >= 400 count (a user who gets it right is never slowed down). */
  counts: 'all' | 'failures';
  /** Defaults; each is overridable by RATE_LIMIT_<NAME> and RATE_LIMIT_<NAME>_WINDOW_SECONDS. */
  limit: number;
  windowSeconds: number;
}

/**
 * THE abuse limits of the API, one named policy each. A route joins a policy by naming it in its definition
 * (`rateLimits: ['guestWrite']`); routes naming the same policy share its counters. Counters live in Redis
 * when REDIS_URL is set (shared by all API instances), else in this process.
 */
export const RATE_LIMIT_POLICIES = {
  /** Password guessing against one account from one client. */
  loginPerIpEmail: { key: 'ip+email', counts: 'failures', limit: 10, windowSeconds: 15 * 60 },
  /** Password spraying: one client trying many accounts (kept high: a restaurant's staff may share one NAT). */
  loginPerIp: { key: 'ip', counts: 'failures', limit: 50, windowSeconds: 15 * 60 },
  /** Distributed guessing: one account tried from many clients. */
  loginPerEmail: { key: 'email', counts: 'failures', limit: 30, windowSeconds: 15 * 60 },
  /** Guest endpoints that create something (a booking, a request, a review): every call counts. */
  guestWrite: { key: 'ip', counts: 'all', limit: 20, windowSeconds: 10 * 60 },
  /** Bot-check challenges handed to one client (each booking attempt takes one): every call counts. */
  botChallenge: { key: 'ip', counts: 'all', limit: 60, windowSeconds: 10 * 60 },
  /**
   * Endpoints that look something up by a secret (refresh cookie, guest link token, OTP code): failed
   * lookups count, so guessing is slow while a guest opening their own link is never limited.
   */
  tokenLookup: { key: 'ip', counts: 'failures', limit: 30, windowSeconds: 15 * 60 },
  /** Password-reset requests from one client (each may send an email): every call counts. */
  resetRequestPerIp: { key: 'ip', counts: 'all', limit: 10, windowSeconds: 15 * 60 },
  /** Reset emails to one address, whoever asks (no mailbox flooding). */
  resetRequestPerEmail: { key: 'email', counts: 'all', limit: 3, windowSeconds: 15 * 60 },
  /** One-time codes asked for from one client (each sends an SMS or an email): every call counts. */
  otpRequestPerIp: { key: 'ip', counts: 'all', limit: 10, windowSeconds: 15 * 60 },
  /** Codes to one phone, whoever asks (no SMS flooding, no paying for someone's spam). */
  otpRequestPerPhone: { key: 'phone', counts: 'all', limit: 5, windowSeconds: 15 * 60 },
  /** Codes to one email address, whoever asks. */
  otpRequestPerEmail: { key: 'email', counts: 'all', limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_POLICIES) as RateLimitName[];

export interface RateLimitSetting {
  limit: number;
  windowSeconds: number;
}

export type RateLimitSettings = Record<RateLimitName, RateLimitSetting>;

/** loginPerIpEmail → LOGIN_PER_IP_EMAIL */
const envStem = (name: RateLimitName): string => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

export const rateLimitEnvNames = (name: RateLimitName) => ({
  limit: `RATE_LIMIT_${envStem(name)}`,
  windowSeconds: `RATE_LIMIT_${envStem(name)}_WINDOW_SECONDS`,
});

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Each policy's limit and window: the env's RATE_LIMIT_* variables, else the defaults above. */
export function rateLimitSettingsFromEnv(env: NodeJS.ProcessEnv): RateLimitSettings {
  const settings = {} as RateLimitSettings;
  for (const name of RATE_LIMIT_NAMES) {
    const vars = rateLimitEnvNames(name);
    const policy = RATE_LIMIT_POLICIES[name];
    const read = (variable: string, fallback: number) => {
      const raw = env[variable]?.trim();
      const parsed = positiveInt(fallback).safeParse(raw ? raw : undefined);
      if (!parsed.success) throw new Error(`${variable} must be a positive whole number, got "${raw}"`);
      return parsed.data;
    };
    settings[name] = {
      limit: read(vars.limit, policy.limit),
      windowSeconds: read(vars.windowSeconds, policy.windowSeconds),
    };
  }
  return settings;
}

/** Every policy at `limit` per window (tests: high enough never to trip unless a test means it to). */
export function uniformRateLimits(limit: number, windowSeconds = 15 * 60): RateLimitSettings {
  return Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [name, { limit, windowSeconds }]),
  ) as RateLimitSettings;
}
