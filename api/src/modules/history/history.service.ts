import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFieldChange, THistoryEntry, THistoryKind } from '@stol/contracts';
import { ChangeRecord } from './change-record.entity';

/** Fields whose values are never written to the history: only that they changed. */
const SECRET_FIELDS = new Set(['password', 'passwordHash']);
/** Template bodies and images (data URLs) are summarised by their length, not copied. */
const SUMMARISED_FIELDS = new Set(['emailTemplate', 'smsTemplate', 'coverImage', 'hubLogo', 'svgUrl']);
const LONG_TEXT = 200;

const lastSegment = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/** What the history keeps of one value of `field`. */
export function historyValue(field: string, value: unknown): unknown {
  const name = lastSegment(field);
  if (SECRET_FIELDS.has(name)) return value == null ? null : '(set)';
  if (typeof value === 'string' && (SUMMARISED_FIELDS.has(name) || value.length > LONG_TEXT))
    return `(${value.length} characters)`;
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changed fields between two snapshots, as dotted paths down to the leaves of nested documents (so a
 * changed flag reads `theme.featureFlags.enableOtp: false → true`, not the whole theme twice). Only `fields`
 * of the top level are compared.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): TFieldChange[] {
  const changes: TFieldChange[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (same(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(`${path}.${key}`, a[key], b[key]);
      return;
    }
    changes.push({ field: path, before: historyValue(path, a), after: historyValue(path, b) });
  };
  for (const field of fields) walk(field, before[field], after[field]);
  return changes;
}

export interface ChangeToRecord {
  /** The restaurants the change concerns: one record each (none → one record with no restaurant). */
  restaurantIds: readonly number[];
  actor: { id: number; email: string };
  kind: THistoryKind;
  target?: string | null;
  changes: readonly TFieldChange[];
  at: Date;
}

/** Records a change inside the caller's transaction, so it is kept exactly when the change is. */
export function recordChange(tx: EntityManager, change: ChangeToRecord): void {
  if (change.changes.length === 0 && change.kind === 'settings') return;
  const restaurantIds = change.restaurantIds.length ? [...new Set(change.restaurantIds)] : [null];
  for (const restaurantId of restaurantIds)
    tx.create(ChangeRecord, {
      restaurantId,
      actorId: change.actor.id,
      actorEmail: change.actor.email,
      kind: change.kind,
      target: change.target ?? null,
      changes: [...change.changes],
      createdAt: change.at,
    });
}

/** GET /restaurants/{id}/history: newest first. */
export async function listHistory(em: EntityManager, restaurantId: number, limit = 200): Promise<THistoryEntry[]> {
  const rows = await em.find(
    ChangeRecord,
    { restaurantId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    kind: row.kind,
    target: row.target ?? null,
    changes: row.changes,
  }));
}
