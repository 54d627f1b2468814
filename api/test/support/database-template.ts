import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Migrating and seeding a database takes seconds (the seed writes about 90 days of demo history), and every test
 * file needs one. So the first file to need a given start builds it once as a template database on the server, and
 * every file gets its own copy of it (`create database … template …`, a file copy, a fraction of a second).
 *
 * A template's name carries a hash of everything that decides its content: the API's and the contracts' sources
 * (migrations, entities' defaults, the seed and its data) and what the caller names (the clock's now, the site
 * URL). The database server outlives a run (CI runs on this machine's PostgreSQL as a session left it), so a
 * changed seed must never be served from an old template: a changed source is a new name. Templates of other
 * sources are dropped when a new one is built, once they are some hours old (another checkout may be using one).
 */

const TEMPLATE_PREFIX = 'stol_tpl_';
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SOURCE_ROOTS = [join(REPO_ROOT, 'api', 'src'), join(REPO_ROOT, 'packages', 'contracts', 'src')];
/**
 * Templates of other sources are dropped once this old: another checkout on the same server (a git worktree, a CI
 * clone) may be using its own right now, and a template is dropped only when nobody can still be copying it.
 */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

let sourceHashCache: string | undefined;

function sourceHash(): string {
  if (sourceHashCache) return sourceHashCache;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      // Paths relative to the repository: two checkouts of one commit share their templates.
      else if (entry.endsWith('.ts')) hash.update(relative(REPO_ROOT, path)).update(readFileSync(path));
    }
  };
  SOURCE_ROOTS.forEach(walk);
  sourceHashCache = hash.digest('hex').slice(0, 10);
  return sourceHashCache;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A 63-bit advisory-lock key from a name (one builder per template across parallel test processes). */
function lockKey(name: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`)).toString();
}

/**
 * The template for `variant` (e.g. the seed's now and site URL), built with `build(url)` by the first caller; later
 * callers, in this process or another, find it. Returns the template's database name.
 */
export async function ensureTemplate(
  serverUrl: string,
  variant: string,
  build: (url: string) => Promise<void>,
): Promise<string> {
  const source = sourceHash();
  const base = `${TEMPLATE_PREFIX}${source}_${createHash('sha256').update(variant).digest('hex').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [lockKey(base)]);
    const found = await admin.query<{ datname: string; datistemplate: boolean }>(
      `select datname, datistemplate from pg_database where datname like $1`,
      [`${base}\\_%`],
    );
    const ready = found.rows.find((row) => row.datistemplate);
    if (ready) return ready.datname;
    // A build that died half-way.
    for (const { datname } of found.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await dropStaleTemplates(admin, source);
    // The name carries when it was built (base 36 seconds), so stale ones can be told apart (STALE_AFTER_SECONDS).
    const name = `${base}_${Math.floor(Date.now() / 1000).toString(36)}`;
    await admin.query(`create database ${name}`);
    try {
      await build(databaseUrl(serverUrl, name));
    } catch (error) {
      await admin.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
    // Marked only once whole: a template is never copied half-built.
    await admin.query(`alter database ${name} is_template true`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await admin.end();
  }
}

/** Templates of other sources built more than STALE_AFTER_SECONDS ago. */
async function dropStaleTemplates(admin: pg.Client, source: string) {
  const others = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1 and datname not like $2`,
    [`${TEMPLATE_PREFIX}%`, `${TEMPLATE_PREFIX}${source}\\_%`],
  );
  const now = Date.now() / 1000;
  for (const { datname } of others.rows) {
    const builtAt = parseInt(datname.split('_').pop() ?? '', 36);
    if (Number.isFinite(builtAt) && builtAt <= now && now - builtAt < STALE_AFTER_SECONDS) continue;
    await admin
      .query(`alter database ${datname} is_template false`)
      .then(() => admin.query(`drop database ${datname}`))
      .catch(() => undefined);
  }
}
