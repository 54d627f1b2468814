import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  OTP_LIMITS,
  OTP_MESSAGES,
  type TLanguage,
  type TOtpSentResponse,
  type TOtpVerifiedResponse,
} from '@stol/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { queueOtpCode } from '../notifications/guest-messages';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { verificationChannel, type TOtpChannel } from './otp-channel';
import { hashOtpCode, newOtpCode, sameHash, signOtpProof } from './otp-crypto';
import { OtpChallenge } from './otp-challenge.entity';

type Deps = Pick<AppDeps, 'clock' | 'config'>;

const MINUTE = 60_000;

/** The restaurant must verify by this channel, else 'Verification is not enabled'. */
async function assertChannel(em: EntityManager, restaurantId: number, channel: TOtpChannel): Promise<void> {
  const restaurant = await getRestaurantOrFail(em, restaurantId);
  if (verificationChannel(restaurant.theme) !== channel)
    throw new AppError('VALIDATION_FAILED', OTP_MESSAGES.notEnabled);
}

/**
 * Sends a fresh code to a phone or email (through the outbox, in the same transaction as its challenge). One
 * target's requests are serialised by an advisory lock, so the resend cooldown holds under concurrent calls;
 * a new code replaces the target's earlier ones.
 */
export async function requestOtpCode(
  em: EntityManager,
  input: { restaurantId: number; channel: TOtpChannel; target: string; language?: TLanguage },
  deps: Deps,
): Promise<TOtpSentResponse> {
  await assertChannel(em, input.restaurantId, input.channel);
  const now = deps.clock.now();
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_LIMITS.ttlMinutes * MINUTE);
  const resendAfter = new Date(now.getTime() + OTP_LIMITS.resendCooldownSeconds * 1000);
  await em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp|${input.channel}|${input.target}`]);
    const last = await tx.findOne(
      OtpChallenge,
      { channel: input.channel, target: input.target },
      { orderBy: { createdAt: 'desc' } },
    );
    const wait = last
      ? last.createdAt.getTime() + OTP_LIMITS.resendCooldownSeconds * 1000 - now.getTime()
      : 0;
    if (wait > 0) throw new AppError('RATE_LIMITED', OTP_MESSAGES.cooldown(Math.ceil(wait / 1000)));
    await tx.nativeDelete(OtpChallenge, { channel: input.channel, target: input.target, verifiedAt: null });
    tx.create(OtpChallenge, {
      channel: input.channel,
      target: input.target,
      codeHash: hashOtpCode(deps.config.jwtSecret, input.channel, input.target, code),
      expiresAt,
      createdAt: now,
    });
    await tx.flush();
    await queueOtpCode(
      tx,
      {
        restaurantId: input.restaurantId,
        channel: input.channel,
        recipient: input.target,
        code,
        language: input.language,
      },
      deps,
    );
  });
  return {
    message: input.channel === 'email' ? OTP_MESSAGES.sentEmail : OTP_MESSAGES.sentPhone,
    expiresAt: expiresAt.toISOString(),
    resendAfter: resendAfter.toISOString(),
  };
}

/**
 * Checks a code against the target's live challenge (row locked: concurrent guesses count one by one). A wrong
 * code spends an attempt, committed even though the answer is a 400; the fifth spends the challenge. A right one
 * marks it verified and answers a proof for POST /reserve.
 */
export async function verifyOtpCode(
  em: EntityManager,
  input: { restaurantId: number; channel: TOtpChannel; target: string; code: string },
  deps: Deps,
): Promise<TOtpVerifiedResponse> {
  await assertChannel(em, input.restaurantId, input.channel);
  const now = deps.clock.now();
  const refusal = await em.fork().transactional(async (tx) => {
    const challenge = await tx.findOne(
      OtpChallenge,
      { channel: input.channel, target: input.target, verifiedAt: null },
      { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!challenge) return OTP_MESSAGES.invalid;
    if (challenge.expiresAt <= now) return OTP_MESSAGES.expired;
    if (challenge.attempts >= OTP_LIMITS.maxAttempts) return OTP_MESSAGES.tooManyAttempts;
    const hash = hashOtpCode(deps.config.jwtSecret, input.channel, input.target, input.code);
    if (!sameHash(hash, challenge.codeHash)) {
      challenge.attempts += 1;
      await tx.flush();
      return challenge.attempts >= OTP_LIMITS.maxAttempts
        ? OTP_MESSAGES.tooManyAttempts
        : OTP_MESSAGES.invalid;
    }
    challenge.verifiedAt = now;
    await tx.flush();
    return null;
  });
  if (refusal) throw new AppError('VALIDATION_FAILED', refusal);
  const expiresAt = new Date(now.getTime() + OTP_LIMITS.proofMinutes * MINUTE);
  return {
    message: input.channel === 'email' ? OTP_MESSAGES.emailVerified : OTP_MESSAGES.phoneVerified,
    otpProof: signOtpProof(deps.config.jwtSecret, {
      channel: input.channel,
      target: input.target,
      restaurantId: input.restaurantId,
      exp: expiresAt.getTime(),
    }),
    expiresAt: expiresAt.toISOString(),
  };
}
