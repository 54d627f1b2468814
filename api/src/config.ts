import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOLDS_PER_CLIENT } from '@stol/contracts';
import { z } from 'zod';
import { botCheckFromEnv, type BotCheckConfig } from './modules/bot-check/bot-check.config';
import { optionalString } from './env-schema';
import { rateLimitSettingsFromEnv, type RateLimitSettings } from './http/rate-limits';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

/**
 * <repo root>: the folder above api/. This module runs from api/src/config.ts (tsx, jest) or bundled into
 * api/dist/main.js (the built server), so the path is found by looking up for api/package.json.
 */
export const REPO_ROOT = repoRootAbove(dirname(fileURLToPath(import.meta.url)));

function repoRootAbove(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'api', 'package.json'))) return dir;
  }
  return resolve(start, '..', '..');
}

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3100].map((p) => `http://localhost:${p}`);

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  /** Prefix of everything the API keeps in Redis: Socket.IO channels, rate-limit counters (lets several
   * deployments or test runs share one Redis). */
  REDIS_KEY_PREFIX: z.string().default('socket.io'),
  /** How many proxies in front of the API may set X-Forwarded-For (see http/trust-proxy.ts). */
  TRUST_PROXY: optionalString,
  /** While PostgreSQL is unreachable, connecting (or waiting for a pooled connection) gives up after this. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Server-side cap on one statement, in ms (0 = none). The migrations at startup run without it (a long data
   * migration must not be cut off). Not applied to embedded PGlite.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Client-side cap on waiting for one query's answer, in ms (0 = none): through a network partition (packets
   * held, socket open) the request answers 503 after this instead of hanging. Longer than the statement timeout,
   * so a slow statement is cut by the server (which keeps the connection) before this drops the connection.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(11_000),
  JWT_SECRET: optionalString,
  CORS_ORIGINS: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  STOL_DATA_DIR: optionalString,
  /** Port of the embedded PostgreSQL (PGlite) socket when DATABASE_URL is unset; 0 = any free port. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** SMTP server for email (smtp://user:pass@host:port, smtps://…); unset → messages are only recorded in the outbox. */
  SMTP_URL: optionalString,
  /** Default sender of email when a restaurant names none (theme.notifications.emailFrom). */
  MAIL_FROM: z.string().trim().min(1).default('Stol <no-reply@stol.localhost>'),
  /** SMS provider: 'twilio' (with the TWILIO_* variables) or unset → SMS are only recorded in the outbox. */
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /** Sender number or alphanumeric ID when a restaurant names none (theme.notifications.smsFrom). */
  TWILIO_FROM: optionalString,
  /** Base URL of the Twilio REST API (tests point it at a local server). */
  TWILIO_API_URL: z.string().trim().url().default('https://api.twilio.com'),
  /** Where the guest site lives when a restaurant has no publicOrigin (links in messages). */
  PUBLIC_SITE_URL: z.string().trim().url().default('http://localhost:3100'),
  /** How often an idle job worker and the outbox dispatcher look for due work, in seconds. */
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * Timed jobs of one kind, and outbox messages, worked at once by one instance (each holds a database connection
   * while it runs, so it is capped at the pool's size less two, and is 1 on embedded PGlite).
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  /** Hours before the visit a reminder is sent; hours after its end a review request is sent. */
  REMINDER_HOURS_BEFORE: z.coerce.number().min(0).max(168).default(24),
  REVIEW_REQUEST_HOURS_AFTER: z.coerce.number().min(0).max(168).default(2),
  /** Live table holds one client (address) may keep at once (issue 19 §11); raised only by load tests. */
  HOLDS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(HOLDS_PER_CLIENT),
  /**
   * `off`: analytics answers are computed on every request instead of cached (modules/analytics/analytics-cache.ts);
   * the bench's cold figures run the API so.
   */
  ANALYTICS_CACHE: z.enum(['on', 'off']).default('on'),
  /** Test-only HTTP hook to emit socket events; main.ts refuses it in production. */
  STOL_TEST_HOOKS: optionalString,
  /**
   * Test-only: the API's clock runs this many milliseconds ahead of (or behind) the machine's, so the e2e stack can
   * put "now" at a fixed hour of the restaurant's day whenever the suite runs. Needs STOL_TEST_HOOKS=1.
   */
  STOL_CLOCK_OFFSET_MS: z.coerce
    .number()
    .int()
    .min(-7 * 86_400_000)
    .max(7 * 86_400_000)
    .default(0),
  /**
   * Whether the demo seed gives Konoba Stol its weekly services and turn times (issue 24). 'off' for the e2e
   * stack, whose suites book it 11–21 every day with one duration.
   */
  STOL_SEED_DEMO_RULES: z.enum(['on', 'off']).default('on'),
  /**
   * Test-only: passwords hashed at argon2id's test cost (modules/auth/password.ts reads it, since the seed hashes
   * before any app exists); the suites sign in thousands of times. Needs STOL_TEST_HOOKS=1.
   */
  STOL_TEST_PASSWORD_HASHING: optionalString,
});

export interface AppConfig {
  nodeEnv: string;
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  trustProxy: TrustProxy;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbQueryTimeoutMs: number;
  jwtSecret: string;
  corsOrigins: string[];
  accessTokenTtlSeconds: number;
  /** Limit and window of each abuse-limit policy (RATE_LIMIT_* variables, see http/rate-limits.ts). */
  rateLimits: RateLimitSettings;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: string;
  smtpUrl: string | undefined;
  messaging: MessagingConfig;
  /** The bot check of the guest writes (BOT_CHECK and its keys, see modules/bot-check). */
  botCheck: BotCheckConfig;
  /** HOLDS_PER_CLIENT: how many live table holds one client address may keep (POST /public/holds). */
  holdsPerClient: number;
  /** ANALYTICS_CACHE: analytics answers cached per minute and change counter (false = computed every time). */
  analyticsCache: boolean;
  testHooks: boolean;
  /** STOL_CLOCK_OFFSET_MS: how far the API's clock is moved from the machine's (0 outside the e2e stack). */
  clockOffsetMs: number;
  /** STOL_SEED_DEMO_RULES: the demo seed's rules only the demo shows (Konoba Stol's services and turn times). */
  seedDemoRules: boolean;
}

/** Email, SMS and timed-work settings (see README "Messages"). */
export interface MessagingConfig {
  mailFrom: string;
  sms: {
    provider: 'twilio';
    accountSid: string;
    authToken: string;
    from: string | undefined;
    apiUrl: string;
  } | null;
  publicSiteUrl: string;
  pollingIntervalSeconds: number;
  /** JOB_CONCURRENCY: jobs of one kind and outbox messages worked at once (see modules/jobs/bounded.ts). */
  jobConcurrency: number;
  reminderHoursBefore: number;
  reviewRequestHoursAfter: number;
}

export const DEFAULT_MESSAGING: MessagingConfig = {
  mailFrom: 'Stol <no-reply@stol.localhost>',
  sms: null,
  publicSiteUrl: 'http://localhost:3100',
  pollingIntervalSeconds: 2,
  jobConcurrency: 5,
  reminderHoursBefore: 24,
  reviewRequestHoursAfter: 2,
};

function smsSettings(e: z.infer<typeof ZEnv>): MessagingConfig['sms'] {
  if (!e.SMS_PROVIDER) return null;
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  }
  return {
    provider: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    apiUrl: e.TWILIO_API_URL,
  };
}

/**
 * In development a missing JWT_SECRET is generated once and kept under the data dir, so restarting the
 * API does not sign everybody out. Production must configure it.
 */
function resolveJwtSecret(explicit: string | undefined, nodeEnv: string, dataDir: string): string {
  if (explicit) return explicit;
  if (nodeEnv === 'production') throw new Error('JWT_SECRET must be set in production');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = ZEnv.parse(env);
  const dataDir = resolve(e.STOL_DATA_DIR ?? join(REPO_ROOT, '.data'));
  const jwtSecret = resolveJwtSecret(e.JWT_SECRET, e.NODE_ENV, dataDir);
  if (e.STOL_CLOCK_OFFSET_MS !== 0 && e.STOL_TEST_HOOKS !== '1') {
    throw new Error('STOL_CLOCK_OFFSET_MS moves the clock for tests only: it needs STOL_TEST_HOOKS=1');
  }
  if (e.STOL_TEST_PASSWORD_HASHING === '1' && e.STOL_TEST_HOOKS !== '1') {
    throw new Error(
      'STOL_TEST_PASSWORD_HASHING weakens password hashes for tests only: it needs STOL_TEST_HOOKS=1',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.API_PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    jwtSecret,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    rateLimits: rateLimitSettingsFromEnv(env),
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    messaging: {
      mailFrom: e.MAIL_FROM,
      sms: smsSettings(e),
      publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
      pollingIntervalSeconds: e.JOB_POLLING_INTERVAL_SECONDS,
      jobConcurrency: e.JOB_CONCURRENCY,
      reminderHoursBefore: e.REMINDER_HOURS_BEFORE,
      reviewRequestHoursAfter: e.REVIEW_REQUEST_HOURS_AFTER,
    },
    botCheck: botCheckFromEnv(env, jwtSecret),
    holdsPerClient: e.HOLDS_PER_CLIENT,
    analyticsCache: e.ANALYTICS_CACHE === 'on',
    testHooks: e.STOL_TEST_HOOKS === '1',
    clockOffsetMs: e.STOL_CLOCK_OFFSET_MS,
    seedDemoRules: e.STOL_SEED_DEMO_RULES === 'on',
  };
}
