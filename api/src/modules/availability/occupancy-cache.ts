import type { EntityManager } from '@mikro-orm/postgresql';
import { INT4_MAX } from '@stol/contracts';
import type { Response } from 'express';
import { batchedPerTurn, perDatabase } from '../../db/per-database';

/**
 * The public day reads (availability, the day's bookings) are the API's busiest requests and are asked far
 * more often than a restaurant's bookings change. Their JSON answers are cached in memory under the
 * restaurant's change counter (occupancy_versions, bumped by database triggers on every write to
 * restaurants, tables, reservations and occupancy rows, see the migration). Every request has the counter
 * read from the database after it arrived, so a cached answer is only served while nothing it was computed
 * from has changed, whichever process or script changed it. See api/bench for the figures that asked for it.
 */

/** The counters of a turn's restaurants in one query (see batchedPerTurn). */
const readVersions = batchedPerTurn(async (em, restaurantIds: number[]) => {
  const rows = await em.execute<{ restaurant_id: number; version: string }[]>(
    'select restaurant_id, version from occupancy_versions where restaurant_id = any(?::int[])',
    [`{${restaurantIds.join(',')}}`],
  );
  return new Map(rows.map((r) => [Number(r.restaurant_id), Number(r.version)]));
});

/**
 * The restaurant's change counter (0 when nothing changed since the counters exist). Requests arriving in
 * the same turn of the event loop share one query for all their restaurants (batchedPerTurn).
 */
async function occupancyVersion(em: EntityManager, restaurantId: number): Promise<number> {
  // The batch is shared by other clients' requests: an id that no row can have must not take it down.
  if (!Number.isInteger(restaurantId) || restaurantId < 1 || restaurantId > INT4_MAX) return 0;
  const versions = await readVersions(em, String(restaurantId), restaurantId);
  return versions.get(restaurantId) ?? 0;
}

/** A cached answer: the JSON bytes, and their ETag once computed (per ETag function, normally one). */
export interface CachedJson {
  body: Buffer;
  etagFn?: unknown;
  etag?: string;
}

interface Entry<M> extends CachedJson {
  version: number;
  meta: M;
}

/** Bounded: the oldest entry goes first once full (about 25 KB per availability answer). */
const MAX_ENTRIES = 500;

class VersionedCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Answers being computed, by key and version: requests asking at once share one computation. */
  readonly inFlight = new Map<string, Promise<CachedJson>>();

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string, version: number): Entry<unknown> | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : undefined;
  }

  set(key: string, entry: Entry<unknown>): void {
    const current = this.entries.get(key);
    // A slower request that read an older counter must not replace a newer answer.
    if (current && current.version > entry.version) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

/** The caches of one database, by namespace. */
const cachesOf = perDatabase(() => new Map<string, VersionedCache>());

function cacheFor(em: EntityManager, namespace: string): VersionedCache {
  const byNamespace = cachesOf(em);
  let cache = byNamespace.get(namespace);
  if (!cache) byNamespace.set(namespace, (cache = new VersionedCache()));
  return cache;
}

/**
 * The sum of the restaurants' change counters. Each counter only grows, so for one fixed set of restaurants
 * (part of every cache key) an equal sum means equal counters: the sum is a faithful version of the set.
 */
async function versionOf(em: EntityManager, restaurantIds: readonly number[]): Promise<number> {
  const versions = await Promise.all(restaurantIds.map((id) => occupancyVersion(em, id)));
  return versions.reduce((sum, v) => sum + v, 0);
}

/**
 * The JSON of `compute()`'s answer about some restaurants (`key` tells their answers apart), from the cache
 * while the restaurants' counters are unchanged and `isFresh(meta)` holds (for answers that also depend on
 * the clock). The counters are read before anything is computed, so an answer is never filed under a newer
 * version than its data.
 */
export async function versionedJson<M>(
  em: EntityManager,
  namespace: string,
  restaurants: number | readonly number[],
  key: string,
  compute: () => Promise<{ value: unknown; meta: M }>,
  isFresh: (meta: M) => boolean = () => true,
): Promise<CachedJson> {
  const restaurantIds =
    typeof restaurants === 'number' ? [restaurants] : [...new Set(restaurants)].sort((a, b) => a - b);
  const cache = cacheFor(em, namespace);
  const entryKey = `${restaurantIds.join(',')}|${key}`;
  const version = await versionOf(em, restaurantIds);
  const hit = cache.get(entryKey, version);
  if (hit && isFresh(hit.meta as M)) return hit;
  // When an answer expires under load (a write, the clock's minute turning), every request arriving before it is
  // computed again would compute it too: they wait for the one computation instead. It started after they read
  // the same counter, so its answer is as new as theirs would be.
  const flightKey = `${entryKey}@${version}`;
  const pending = cache.inFlight.get(flightKey);
  if (pending) return pending;
  const computing = compute()
    .then(({ value, meta }) => store(cache, entryKey, version, JSON.stringify(value), meta))
    .finally(() => cache.inFlight.delete(flightKey));
  cache.inFlight.set(flightKey, computing);
  return computing;
}

/**
 * versionedJson for an answer about one restaurant whose `compute()` reads the restaurant's change counter in
 * the same statement as its data, and returns it with the answer's JSON text: the answer is filed under
 * exactly the version it was computed from. When nothing is cached under the key (a guest's first look at a day, the common case), the
 * separate counter read is skipped and the answer costs that one statement.
 */
export async function selfVersionedJson<M>(
  em: EntityManager,
  namespace: string,
  restaurantId: number,
  key: string,
  compute: () => Promise<{ json: string; meta: M; version: number }>,
  isFresh: (meta: M) => boolean = () => true,
): Promise<CachedJson> {
  const cache = cacheFor(em, namespace);
  const entryKey = `${restaurantId}|${key}`;
  if (cache.has(entryKey)) {
    const hit = cache.get(entryKey, await occupancyVersion(em, restaurantId));
    if (hit && isFresh(hit.meta as M)) return hit;
  }
  const { json, meta, version } = await compute();
  return store(cache, entryKey, version, json, meta);
}

function store<M>(cache: VersionedCache, key: string, version: number, json: string, meta: M): CachedJson {
  const entry: Entry<M> = { version, body: Buffer.from(json), meta };
  cache.set(key, entry);
  return entry;
}

/**
 * Sends a cached answer exactly as res.json would (same Content-Type, same ETag, 304 when fresh), without
 * serialising, encoding and hashing the same bytes again on every request.
 */
export function sendCachedJson(res: Response, cached: CachedJson): void {
  const etagFn: unknown = res.app.get('etag fn');
  if (cached.etagFn !== etagFn) {
    cached.etagFn = etagFn;
    cached.etag = typeof etagFn === 'function' ? (etagFn(cached.body) as string | undefined) : undefined;
  }
  if (cached.etag) res.set('ETag', cached.etag);
  res.type('json').send(cached.body);
}
