import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * The idempotency_keys table (raw SQL; the ORM does not map it).
 *
 * Scope of a key: the client that sent it, i.e. one row per (client, key), whatever the route. The client is
 * the caller's user for authenticated routes and the client IP (`req.ip`) for public ones, so one client can
 * neither read nor block another's keys by guessing them. A key names one request: method, path (with query)
 * and the body's fingerprint; the same key on another path or with another body is a misuse (422).
 */

/** Keys are kept 24 hours (as Stripe does); an expired key counts as never seen. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key still in progress this long after its claim belongs to a request that died with its process (a deploy,
 * a crash); the identical request may claim it again rather than meeting 409 for a day.
 */
export const IN_PROGRESS_ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** Expired rows removed per claim: cleanup rides along with the writes, no scheduled job needed. */
const PURGE_BATCH = 100;

export interface KeyedRequest {
  client: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim =
  /** This request owns the key now: run it, then complete or release with `owner`. */
  | { kind: 'claimed'; owner: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in_progress' }
  /** The key was first used for a different request. */
  | { kind: 'reused' };

interface KeyRow {
  method: string;
  path: string;
  fingerprint: string;
  status: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: unknown;
}

/**
 * Claims the key for this request in one statement, or reports what holds it. A new key inserts; an expired
 * one (or an abandoned claim of the identical request) is taken over; a live one is left as it is. Two
 * concurrent claims of one key serialise on the primary key: exactly one gets the row.
 */
export async function claimKey(em: EntityManager, request: KeyedRequest, now: Date): Promise<Claim> {
  // A key deleted between the failed claim and the read (a released failure) is simply claimed again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const owner = randomUUID();
    const claimed = await em.execute<{ owner: string }[]>(
      `with purged as (
         delete from idempotency_keys
         where (client, key) in (
           select client, key from idempotency_keys
           where expires_at <= ? and not (client = ? and key = ?)
           limit ${PURGE_BATCH} for update skip locked))
       insert into idempotency_keys as k
         (client, key, method, path, fingerprint, owner, status, created_at, expires_at)
       values (?, ?, ?, ?, ?, ?, 'in_progress', ?, ?)
       on conflict (client, key) do update set
         method = excluded.method, path = excluded.path, fingerprint = excluded.fingerprint,
         owner = excluded.owner, status = 'in_progress', response_status = null, response_body = null,
         created_at = excluded.created_at, expires_at = excluded.expires_at
       where k.expires_at <= excluded.created_at
          or (k.status = 'in_progress' and k.created_at <= ?
              and k.method = excluded.method and k.path = excluded.path and k.fingerprint = excluded.fingerprint)
       returning k.owner`,
      [
        now.toISOString(),
        request.client,
        request.key,
        request.client,
        request.key,
        request.method,
        request.path,
        request.fingerprint,
        owner,
        now.toISOString(),
        new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
        new Date(now.getTime() - IN_PROGRESS_ABANDONED_AFTER_MS).toISOString(),
      ],
    );
    if (claimed.length > 0) return { kind: 'claimed', owner };

    const [row] = await em.execute<KeyRow[]>(
      `select method, path, fingerprint, status, response_status, response_body
       from idempotency_keys where client = ? and key = ?`,
      [request.client, request.key],
    );
    if (!row) continue;
    if (
      row.method !== request.method ||
      row.path !== request.path ||
      row.fingerprint !== request.fingerprint
    ) {
      return { kind: 'reused' };
    }
    if (row.status === 'in_progress') return { kind: 'in_progress' };
    return { kind: 'replay', answer: { status: Number(row.response_status), body: row.response_body } };
  }
  return { kind: 'in_progress' };
}

/**
 * Remembers the answer of the request that owns the key. Stored as `json`, not `jsonb`: json keeps the text
 * as written, so a replay answers the same bytes (jsonb would reorder the keys).
 */
export async function completeKey(
  em: EntityManager,
  request: KeyedRequest,
  owner: string,
  answer: StoredAnswer,
): Promise<void> {
  await em.execute(
    `update idempotency_keys set status = 'completed', response_status = ?, response_body = ?::json
     where client = ? and key = ? and owner = ?`,
    [answer.status, JSON.stringify(answer.body ?? null), request.client, request.key, owner],
  );
}

/** Frees the key after a failure that must not be replayed, so a retry runs the request again. */
export async function releaseKey(em: EntityManager, request: KeyedRequest, owner: string): Promise<void> {
  await em.execute(`delete from idempotency_keys where client = ? and key = ? and owner = ?`, [
    request.client,
    request.key,
    owner,
  ]);
}
