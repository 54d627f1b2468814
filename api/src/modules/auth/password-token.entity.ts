import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'invite'] as const;

/** Password reset and invitation links; only the sha256 hash of the token is stored. */
export const PasswordToken = defineEntity({
  name: 'PasswordToken',
  tableName: 'password_tokens',
  properties: {
    id: p.integer().primary(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    purpose: p.enum(PASSWORD_TOKEN_PURPOSES),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PasswordToken = InferEntity<typeof PasswordToken>;
