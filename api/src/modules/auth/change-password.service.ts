import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PASSWORD_CHANGE_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { User } from '../users/user.entity';
import { hashPassword, verifyPassword } from './password';
import { RefreshToken } from './refresh-token.entity';

/**
 * POST /admin/me/password (issue 23 §7): a signed-in user sets a new password after proving the current one.
 * In one transaction on the locked user row: a wrong current password changes nothing (400); otherwise the new
 * hash is stored and every other session of the user ends (its refresh tokens are revoked, so its access tokens
 * stop at their next request), while `sessionId`, the session asking, stays signed in. Answers the ended
 * sessions so their sockets can be closed.
 */
export async function changePassword(
  em: EntityManager,
  input: { userId: number; sessionId: string; currentPassword: string; newPassword: string; now: Date },
): Promise<string[]> {
  const passwordHash = await hashPassword(input.newPassword);
  return em.fork().transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: input.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw new AppError('VALIDATION_FAILED', PASSWORD_CHANGE_MESSAGES.wrongCurrent);
    user.passwordHash = passwordHash;
    const others = { userId: user.id, revokedAt: null, familyId: { $ne: input.sessionId } };
    const sessions = await tx.find(RefreshToken, others, { fields: ['familyId'] });
    await tx.nativeUpdate(RefreshToken, others, { revokedAt: input.now });
    await tx.flush();
    return [...new Set(sessions.map((s) => s.familyId))];
  });
}
