import { createOrm, migrate, type Orm } from '../../src/db/orm';
import { runSeed } from '../../src/db/seed';
import { passwordHashCost } from '../../src/modules/auth/password';
import { ensureTemplate } from './database-template';

/** The clock's start when a test names none (12:00 in Zagreb on Wednesday 10 June 2026). */
export const DEFAULT_TEST_NOW = '2026-06-10T10:00:00Z';

/** What a test file's database starts from: migrated, and seeded at `now` for the guest site at `siteUrl`. */
export interface DatabaseStart {
  seeded: boolean;
  now: Date;
  siteUrl: string;
}

/** Migrates and (when asked) seeds the database behind `orm`, as main.ts does at start. */
export async function prepareDatabase(orm: Orm, start: DatabaseStart): Promise<void> {
  await migrate(orm);
  // As main.ts: the demo hub lives at the guest site's address. Without the demo-only rules: the suites book
  // Konoba Stol 11–21 on any weekday with one duration (service-rules.test.ts seeds them on their own).
  if (start.seeded) await runSeed(orm, start.now, start.siteUrl, { demoServiceRules: false });
}

/** The template database for `start` on the server at `serverUrl` (built by the first to ask; see ensureTemplate). */
export function templateFor(serverUrl: string, start: DatabaseStart): Promise<string> {
  // The demo users' password hashes follow the process's hashing cost (STOL_TEST_PASSWORD_HASHING).
  const variant = start.seeded
    ? `seed ${start.now.toISOString()} ${start.siteUrl} ${passwordHashCost()}`
    : 'migrated';
  return ensureTemplate(serverUrl, variant, async (url) => {
    const orm = await createOrm({ clientUrl: url, poolMax: 2 });
    await prepareDatabase(orm, start).finally(() => orm.close());
  });
}
