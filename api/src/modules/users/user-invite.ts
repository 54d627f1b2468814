import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../deps';
import { createInviteToken } from '../auth/password-reset.service';
import { PasswordToken } from '../auth/password-token.entity';
import { composeMessages } from '../notifications/compose';
import { enqueueMessage } from '../outbox/outbox';
import type { User } from './user.entity';

/**
 * The password hash of an invited user who has not chosen a password yet. It is no argon2 hash, so no password
 * verifies against it (verifyPassword answers false for a malformed hash): the account cannot log in until its
 * invitation is accepted (POST /auth/accept-invite) or a superadmin sets a password.
 */
export const INVITED_PASSWORD_HASH = '!invited: no password yet';

/**
 * A fresh single-use invitation (earlier links of the user stop working) and its email, in the user's language,
 * inside the caller's transaction: the link goes to the guest site's /accept screen, at the same site the
 * password-reset email links to.
 */
export async function sendInvite(
  tx: EntityManager,
  user: Pick<User, 'id' | 'email' | 'language'>,
  deps: Pick<AppDeps, 'config'>,
  now: Date,
): Promise<void> {
  const token = await createInviteToken(tx, user.id, now);
  const [message] = composeMessages({
    kind: 'invite',
    language: user.language,
    vars: {
      invite_link: `${deps.config.messaging.publicSiteUrl}/accept/${token}`,
      email: user.email,
    },
    theme: {},
    email: user.email,
    channels: { email: true, sms: false },
  });
  await enqueueMessage(tx, message!, now);
}

/** Invitation links of the user still open stop working (a superadmin set the password, so it is active). */
export const closeInvites = (tx: EntityManager, userId: number, now: Date) =>
  tx.nativeUpdate(PasswordToken, { userId, purpose: 'invite', usedAt: null }, { usedAt: now });

/** Of `userIds`, those holding an unused, unexpired invitation. */
export async function usersWithLiveInvite(
  em: EntityManager,
  userIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await em.find(
    PasswordToken,
    { userId: { $in: [...userIds] }, purpose: 'invite', usedAt: null, expiresAt: { $gt: now } },
    { fields: ['userId'] },
  );
  return new Set(rows.map((row) => row.userId));
}

/** ZAdminUser.invitePending: never chose a password, or holds a live invitation. */
export const invitePending = (user: Pick<User, 'id' | 'passwordHash'>, liveInvites: Set<number>) =>
  user.passwordHash === INVITED_PASSWORD_HASH || liveInvites.has(user.id);
