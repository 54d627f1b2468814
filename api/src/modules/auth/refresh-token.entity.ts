import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A refresh token (stored as its sha256 hash). Tokens rotate on each use: the used row gets revokedAt and
 * replacedById; all rows of one login share familyId so a replayed token can revoke the whole family.
 */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.integer().primary(),
    tokenHash: p.string().length(64).unique(),
    familyId: p.uuid().index(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    /** Remember-me: the cookie carries Max-Age; otherwise it is a browser-session cookie. */
    persistent: p.boolean().default(false),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    replacedById: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RefreshToken = InferEntity<typeof RefreshToken>;
