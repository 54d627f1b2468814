import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { RefreshToken } from './refresh-token.entity';

/** Server-side lifetime of a refresh token (the remember-me cookie lives as long). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newRawToken = () => randomBytes(32).toString('base64url'); // 256 bits

export interface IssuedRefreshToken {
  raw: string;
  row: RefreshToken;
}

function createRow(
  em: EntityManager,
  userId: number,
  familyId: string,
  persistent: boolean,
  now: Date,
): IssuedRefreshToken {
  const raw = newRawToken();
  const row = em.create(RefreshToken, {
    tokenHash: sha256(raw),
    familyId,
    userId,
    persistent,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return { raw, row };
}

/** A new login starts a new token family. */
export async function issueRefreshToken(em: EntityManager, userId: number, persistent: boolean, now: Date) {
  const issued = createRow(em, userId, randomUUID(), persistent, now);
  await em.flush();
  return issued;
}

async function revokeFamily(em: EntityManager, familyId: string, now: Date): Promise<void> {
  await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: now });
}

/**
 * A refresh token was presented again after it had been rotated (stolen or duplicated). Its family is already
 * revoked when this is thrown; the caller also ends the family's live connections.
 */
export class RefreshTokenReplayError extends AppError {
  constructor(readonly familyId: string) {
    super('REFRESH_INVALID');
  }
}

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already rotated is a
 * replay (stolen or duplicated): the whole family is revoked, so the newest token stops working too.
 */
export async function rotateRefreshToken(
  em: EntityManager,
  raw: string,
  now: Date,
): Promise<IssuedRefreshToken> {
  const current = await em.findOne(RefreshToken, { tokenHash: sha256(raw) });
  if (!current) throw new AppError('REFRESH_INVALID');
  if (current.revokedAt) {
    if (!current.replacedById) throw new AppError('REFRESH_INVALID'); // logged out, nothing more to revoke
    await revokeFamily(em, current.familyId, now);
    throw new RefreshTokenReplayError(current.familyId);
  }
  if (current.expiresAt <= now) throw new AppError('REFRESH_INVALID');

  const next = await em.transactional(async (tx) => {
    // Conditional update: of two concurrent refreshes with one token, only one wins; the other is a replay.
    const claimed = await tx.nativeUpdate(
      RefreshToken,
      { id: current.id, revokedAt: null },
      { revokedAt: now },
    );
    if (claimed === 0) {
      // Returned, not thrown: a throw would roll the revocation back with the transaction, leaving the
      // winner's new token alive. The winner has committed by now (this update waited for its row lock),
      // so its new row is revoked too.
      await revokeFamily(tx, current.familyId, now);
      return null;
    }
    const issued = createRow(tx, current.userId, current.familyId, current.persistent, now);
    await tx.flush();
    await tx.nativeUpdate(RefreshToken, { id: current.id }, { replacedById: issued.row.id });
    return issued;
  });
  if (!next) throw new RefreshTokenReplayError(current.familyId);
  return next;
}

/**
 * Logout: the presented token's whole family (its session) stops working. Unknown tokens are ignored.
 * Returns the family id, so the caller can end the session's open connections.
 */
export async function revokeRefreshTokenFamily(
  em: EntityManager,
  raw: string,
  now: Date,
): Promise<string | null> {
  const row = await em.findOne(RefreshToken, { tokenHash: sha256(raw) });
  if (!row) return null;
  await revokeFamily(em, row.familyId, now);
  return row.familyId;
}
