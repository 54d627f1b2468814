import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
 * changed seed must never be served from an old template: a changed source is a new name, and templates of other
 * sources are dropped when a new one is built.
 */

const TEMPLATE_PREFIX = 'stol_tpl_';
const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_ROOTS = [join(here, '..', '..', 'src'), join(here, '..', '..', '..', 'packages', 'contracts', 'src')];

let sourceHashCache: string | undefined;

function sourceHash(): string {
  if (sourceHashCache) return sourceHashCache;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts')) hash.update(path).update(readFileSync(path));
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
  const name = `${TEMPLATE_PREFIX}${source}_${createHash('sha256').update(variant).digest('hex').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [lockKey(name)]);
    const found = await admin.query('select datistemplate from pg_database where datname = $1', [name]);
    if (found.rows[0]?.datistemplate) return name;
    if (found.rowCount) await admin.query(`drop database ${name} with (force)`); // a build that died half-way
    await dropTemplatesOfOtherSources(admin, source);
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

async function dropTemplatesOfOtherSources(admin: pg.Client, source: string) {
  const stale = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1 and datname not like $2`,
    [`${TEMPLATE_PREFIX}%`, `${TEMPLATE_PREFIX}${source}_%`],
  );
  for (const { datname } of stale.rows) {
    // Another process may still be copying an old one (a run started before an edit): skip it then.
    await admin
      .query(`alter database ${datname} is_template false`)
      .then(() => admin.query(`drop database ${datname}`))
      .catch(() => undefined);
  }
}
