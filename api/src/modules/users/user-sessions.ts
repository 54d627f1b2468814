import type { EntityManager } from '@mikro-orm/postgresql';
import { RefreshToken } from '../auth/refresh-token.entity';

/** The user's live sessions (refresh-token families with a token neither revoked nor expired). */
export async function liveSessions(tx: EntityManager, userId: number, now: Date): Promise<string[]> {
  const rows = await tx.find(
    RefreshToken,
    { userId, revokedAt: null, expiresAt: { $gt: now } },
    { fields: ['familyId'] },
  );
  return [...new Set(rows.map((row) => row.familyId))];
}

/**
 * Ends every session of the user inside the caller's transaction: all their refresh tokens are revoked, so
 * their access tokens fail at the next request (the principal query checks the session is live). Answers the
 * ended session ids; the caller closes their sockets after the commit (`realtime.disconnectSession`).
 */
export async function endAllSessions(tx: EntityManager, userId: number, now: Date): Promise<string[]> {
  const sessions = await liveSessions(tx, userId, now);
  await tx.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: now });
  return sessions;
}
