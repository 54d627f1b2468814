#!/usr/bin/env node
// The composed system for the Playwright suites, on ports of its own so a running dev stack is not disturbed:
// a fresh database (a new PostgreSQL database when TEST_DATABASE_URL is set, else a fresh embedded one),
// then `start.mjs --no-build` (the suites run after `turbo run build`; start.mjs bundles the API anyway and runs it
// built, with node, as deployed).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLOCK_OFFSET_MS } from '../e2e/clock.mjs';
import { E2E_DATABASE, E2E_PORTS, GUEST_SITE_ORIGIN, SMS_PROVIDER_URL } from '../e2e/ports.mjs';
import { startFakeSmsProvider } from './fake-sms-provider.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(E2E_PORTS).map(([k, v]) => [k, String(v)])),
  // Rate-limit counters of this run only (with REDIS_URL they would outlive it and meet the next run's), and
  // guest bookings from the suites' one address are test data, not abuse.
  REDIS_KEY_PREFIX: `stol-e2e-${randomBytes(4).toString('hex')}`,
  RATE_LIMIT_GUEST_WRITE: process.env.RATE_LIMIT_GUEST_WRITE ?? '10000',
  RATE_LIMIT_BOT_CHALLENGE: process.env.RATE_LIMIT_BOT_CHALLENGE ?? '10000',
  // Every suite's guests hold tables from that one address too (api/test/holds.test.ts checks the limit of 2).
  HOLDS_PER_CLIENT: process.env.HOLDS_PER_CLIENT ?? '10000',
  // The bot check runs as deployed (ALTCHA, BOT_CHECK unset) and the suites solve real challenges, in the browser
  // and through the API (e2e/tests/bot-proof.ts); a lower complexity than the default 50 000 keeps them quick.
  ALTCHA_MAX_NUMBER: process.env.ALTCHA_MAX_NUMBER ?? '5000',
  // SMS go to a local fake of Twilio's API (scripts/fake-sms-provider.mjs), so "the message is delivered" can be
  // checked end to end; the suites read what it received at SMS_PROVIDER_URL/messages.
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'ACe2e',
  TWILIO_AUTH_TOKEN: 'e2e',
  TWILIO_FROM: 'Stol',
  TWILIO_API_URL: SMS_PROVIDER_URL,
  // The guest site of this stack: links in messages point at it, and the seed's hub (restaurants 1 and 2) is
  // served at its origin, so a suite can follow a link from an email and open the hub page.
  PUBLIC_SITE_URL: GUEST_SITE_ORIGIN,
  // TEST ONLY routes (api/src/server.ts mountTestHooks; refused in production), e.g. moving a booking into the
  // past for the review-after-the-visit proof.
  STOL_TEST_HOOKS: '1',
  // Every suite signs in through the API, often: passwords at argon2id's test cost (api/src/modules/auth/password.ts),
  // not a quarter of a second of both cores per sign-in.
  STOL_TEST_PASSWORD_HASHING: '1',
  // The suites book Konoba Stol 11–21 every day with one duration: without the demo's weekly services and turn times.
  STOL_SEED_DEMO_RULES: 'off',
  // The stack lives at noon in Zagreb whenever the suites run (e2e/clock.mjs); the browsers are moved alike.
  STOL_CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
};
await startFakeSmsProvider(E2E_PORTS.SMS_PROVIDER_PORT);

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const database = E2E_DATABASE;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
  env.STOL_DATA_DIR = mkdtempSync(join(tmpdir(), 'stol-e2e-'));
}

const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
