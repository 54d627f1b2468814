import type { EntityManager } from '@mikro-orm/postgresql';
import type { TUser } from '@stol/contracts';

/**
 * The caller of an authenticated request: the user as the API answers it (ZUser), read fresh on every
 * request so a deleted user or a changed role or assignment takes effect at once. A plain value, not an
 * entity: it is read on every authenticated call, and one query of plain columns costs a fraction of
 * loading the entity with its collection (see api/bench). Writes to a user load the entity themselves.
 *
 * The same query checks that the access token's session is still live, so a logout (or a replayed refresh
 * token) ends its access tokens at once: some refresh token of the family is neither revoked nor expired.
 * Rotation revokes the old token and inserts the new one in one transaction, so a live family always has one;
 * the partial index refresh_tokens_live_family_idx makes this a point lookup.
 */
export type Principal = TUser;

interface PrincipalRow {
  id: number;
  email: string;
  role: TUser['role'];
  plan: TUser['plan'];
  restaurant_id: number | null;
  language: TUser['language'];
  restaurant_ids: number[];
}

export async function loadPrincipal(
  em: EntityManager,
  session: { userId: number; sessionId: string },
  now: Date,
): Promise<Principal | null> {
  const [row] = await em.execute<PrincipalRow[]>(
    `select u.id, u.email, u.role, u.plan, u.restaurant_id, u.language,
       array(select ur.restaurant_id from user_restaurants ur where ur.user_id = u.id order by 1) as restaurant_ids
     from users u
     where u.id = ? and exists (
       select 1 from refresh_tokens rt
       where rt.family_id = ? and rt.user_id = u.id and rt.revoked_at is null and rt.expires_at > ?)`,
    [session.userId, session.sessionId, now.toISOString()],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    plan: row.plan,
    restaurantId: row.restaurant_id === null ? null : Number(row.restaurant_id),
    restaurantIds: row.restaurant_ids.map(Number),
    language: row.language,
  };
}
