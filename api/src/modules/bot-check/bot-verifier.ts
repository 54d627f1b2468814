import type { EntityManager } from '@mikro-orm/postgresql';
import type { TBotChallengeResponse } from '@stol/contracts';

/** The proof fields of a guest write (contracts' ZBotProofFields); each check reads its own. */
export interface BotProof {
  altcha?: string | null;
  recaptchaToken?: string | null;
}

export interface VerifyContext {
  em: EntityManager;
  now: Date;
  /** The client's address, passed on to a provider that scores it (reCAPTCHA's remoteip). */
  ip: string | undefined;
}

/**
 * A pluggable bot check (issue 12 §2): what the guest site must do (`challenge`) and the server's check of its
 * answer (`verify`, which throws a 4xx AppError — or a 503 when a provider is unreachable — and lets the write
 * go on only when it passes).
 */
export interface BotVerifier {
  challenge(ctx: { now: Date }): Promise<TBotChallengeResponse>;
  verify(proof: BotProof, ctx: VerifyContext): Promise<void>;
}
