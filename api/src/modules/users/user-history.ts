import type { EntityManager } from '@mikro-orm/postgresql';
import type { THistoryKind } from '@stol/contracts';
import { diffFields, recordChange } from '../history/history.service';
import { INVITED_PASSWORD_HASH } from './user-invite';
import type { User } from './user.entity';

/** The fields of a user the history compares (issue 20 §4); `password` is kept only as '(set)'. */
const USER_HISTORY_FIELDS = [
  'email',
  'role',
  'plan',
  'language',
  'restaurantId',
  'restaurantIds',
  'password',
];

export interface UserSnapshot {
  email: string;
  role: string;
  plan: string;
  language: string;
  restaurantId: number | null;
  restaurantIds: number[];
  /**
   * The hash itself, only ever compared (a new hash differs from the old one, salt included) and turned into
   * '(set)' by historyValue before it is stored; null while the user has no password (invited).
   */
  password: string | null;
}

/** What the history compares of a user. `restaurants` must be loaded. */
export const snapshotUser = (user: User): UserSnapshot => ({
  email: user.email,
  role: user.role,
  plan: user.plan,
  language: user.language,
  restaurantId: user.restaurantId ?? null,
  restaurantIds: user.restaurants
    .getItems()
    .map((r) => r.id)
    .sort((a, b) => a - b),
  password: user.passwordHash === INVITED_PASSWORD_HASH ? null : user.passwordHash,
});

const restaurantsOf = (s: UserSnapshot | null) =>
  s ? [...(s.restaurantId ? [s.restaurantId] : []), ...s.restaurantIds] : [];

/**
 * Records a user change in every restaurant the user had before or has after (a user of no restaurant: one
 * record without one). Nothing is recorded for an update that changed nothing.
 */
export function recordUserChange(
  tx: EntityManager,
  change: {
    kind: Extract<THistoryKind, `user_${string}`>;
    actor: { id: number; email: string };
    before: UserSnapshot | null;
    after: UserSnapshot | null;
    at: Date;
  },
): void {
  const { before, after } = change;
  const changes =
    change.kind === 'user_invited'
      ? []
      : diffFields(
          (before ?? {}) as unknown as Record<string, unknown>,
          (after ?? {}) as unknown as Record<string, unknown>,
          USER_HISTORY_FIELDS,
        );
  if (change.kind === 'user_updated' && changes.length === 0) return;
  recordChange(tx, {
    restaurantIds: [...new Set([...restaurantsOf(before), ...restaurantsOf(after)])],
    actor: change.actor,
    kind: change.kind,
    target: (after ?? before)!.email,
    changes,
    at: change.at,
  });
}
