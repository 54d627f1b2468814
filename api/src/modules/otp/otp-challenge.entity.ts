import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const OTP_CHANNELS = ['sms', 'email'] as const;

/** A one-time code sent to a phone or email; only its hash is stored. */
export const OtpChallenge = defineEntity({
  name: 'OtpChallenge',
  tableName: 'otp_challenges',
  properties: {
    id: p.integer().primary(),
    channel: p.enum(OTP_CHANNELS),
    target: p.string().length(320).index(),
    codeHash: p.string().length(128),
    expiresAt: p.datetime(),
    attempts: p.integer().default(0),
    verifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OtpChallenge = InferEntity<typeof OtpChallenge>;
