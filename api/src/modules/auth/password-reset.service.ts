import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { composeMessages } from '../notifications/compose';
import { enqueueMessage } from '../outbox/outbox';
import { User } from '../users/user.entity';
import { normaliseEmail } from '../users/users.service';
import { hashPassword } from './password';
import { PasswordToken, type PASSWORD_TOKEN_PURPOSES } from './password-token.entity';
import { RefreshToken } from './refresh-token.entity';

/** A reset link works this long, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** An invitation works this long, once: the invited person may read it days later. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * POST /auth/request-reset: for a known address, a fresh single-use token (only its hash is stored; earlier
 * unused links stop working) and the email with the link, in one transaction. Unknown addresses get the same
 * answer and nothing is written.
 *
 * The answer must not take longer for a known address (guest spec §2.8: the form tells nobody which addresses
 * have accounts). As login verifies an unknown address's password against a stand-in hash (auth.service.ts),
 * an unknown address here goes through the very same statements for a stand-in user, and the transaction is
 * then rolled back: nothing of it is kept or sent. The token's foreign key is checked at commit in this
 * transaction (the stand-in user does not exist), so the stand-in's insert succeeds like a real one.
 */
export async function requestPasswordReset(em: EntityManager, email: string, deps: Deps): Promise<void> {
  try {
    await em.fork().transactional(async (tx) => {
      await tx.execute('set constraints "password_tokens_user_id_foreign" deferred', [], 'run');
      // The user alone (no assigned restaurants): one statement, found or not.
      const user = await tx.findOne(User, { email: normaliseEmail(email) });
      await issueResetLink(tx, user ?? standIn(email), deps);
      if (!user) throw STAND_IN_DONE;
    });
  } catch (err) {
    if (err !== STAND_IN_DONE) throw err;
  }
}

/** Ends (rolls back) the stand-in's transaction. */
const STAND_IN_DONE = new Error('password reset for an unknown address: rolled back');

/** Whom an unknown address's link is issued to: no user has id 0 (ids are serial, from 1). */
const standIn = (email: string): Pick<User, 'id' | 'email' | 'language'> => ({
  id: 0,
  email,
  language: 'en',
});

async function issueResetLink(tx: EntityManager, user: Pick<User, 'id' | 'email' | 'language'>, deps: Deps) {
  const now = deps.clock.now();
  await tx.nativeUpdate(PasswordToken, { userId: user.id, purpose: 'reset', usedAt: null }, { usedAt: now });
  const raw = randomBytes(32).toString('base64url');
  tx.create(PasswordToken, {
    userId: user.id,
    purpose: 'reset',
    tokenHash: sha256(raw),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    usedAt: null,
  });
  await tx.flush();
  const [message] = composeMessages({
    kind: 'password_reset',
    language: user.language,
    vars: { reset_link: `${deps.config.messaging.publicSiteUrl}/reset?token=${raw}` },
    theme: {},
    email: user.email,
    channels: { email: true, sms: false },
  });
  await enqueueMessage(tx, message!, now);
}

/**
 * A fresh single-use invitation for `userId` (earlier unused ones stop working), inside the caller's
 * transaction; answers the raw token for the link (`/accept?token=`), of which only the hash is stored. The
 * users screens (a later issue) send it by email when they create an account.
 */
export async function createInviteToken(tx: EntityManager, userId: number, now: Date): Promise<string> {
  await tx.nativeUpdate(PasswordToken, { userId, purpose: 'invite', usedAt: null }, { usedAt: now });
  const raw = randomBytes(32).toString('base64url');
  tx.create(PasswordToken, {
    userId,
    purpose: 'invite',
    tokenHash: sha256(raw),
    expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
    usedAt: null,
  });
  await tx.flush();
  return raw;
}

/**
 * POST /auth/reset: a live token sets the new password and is used up; every session of the user ends (their
 * refresh tokens are revoked, so their access tokens stop working at the next request). Answers the ended
 * session ids so their sockets can be closed.
 */
export const resetPassword = (em: EntityManager, token: string, password: string, deps: Deps) =>
  setPasswordByToken(em, 'reset', token, password, deps);

/** POST /auth/accept-invite (guest spec §2.9): the same for an invitation, which activates the account. */
export const acceptInvite = (em: EntityManager, token: string, password: string, deps: Deps) =>
  setPasswordByToken(em, 'invite', token, password, deps);

async function setPasswordByToken(
  em: EntityManager,
  purpose: (typeof PASSWORD_TOKEN_PURPOSES)[number],
  token: string,
  password: string,
  deps: Deps,
): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  return em.fork().transactional(async (tx) => {
    const now = deps.clock.now();
    const row = await tx.findOne(
      PasswordToken,
      { tokenHash: sha256(token), purpose },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!row || row.usedAt || row.expiresAt <= now)
      throw new AppError(purpose === 'reset' ? 'RESET_TOKEN_INVALID' : 'INVITE_TOKEN_INVALID');
    row.usedAt = now;
    const user = await tx.findOneOrFail(User, { id: row.userId });
    user.passwordHash = passwordHash;
    const sessions = await tx.find(
      RefreshToken,
      { userId: user.id, revokedAt: null },
      { fields: ['familyId'] },
    );
    await tx.nativeUpdate(RefreshToken, { userId: user.id, revokedAt: null }, { revokedAt: now });
    await tx.flush();
    return [...new Set(sessions.map((s) => s.familyId))];
  });
}
