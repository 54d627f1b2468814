import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIMITS } from '@stol/contracts';
import type { TOtpChannel } from './otp-channel';

/** A uniformly random code of OTP_LIMITS.digits digits. */
export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_LIMITS.digits)).padStart(OTP_LIMITS.digits, '0');

/**
 * What is stored of a code: an HMAC under the server's secret, bound to the channel and target, so a database
 * read does not reveal codes (six digits would fall to a plain hash's brute force in a blink).
 */
export const hashOtpCode = (secret: string, channel: TOtpChannel, target: string, code: string): string =>
  createHmac('sha256', secret).update(`otp|${channel}|${target}|${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface ProofClaims {
  channel: TOtpChannel;
  target: string;
  restaurantId: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** A verified code's proof: its claims and their HMAC, `base64url(json).base64url(mac)`. */
export function signOtpProof(secret: string, claims: ProofClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`otp-proof|${body}`).digest('base64url');
  return `${body}.${mac}`;
}

/** The proof's claims when it is genuine and not expired, else null. */
export function readOtpProof(secret: string, proof: string, now: Date): ProofClaims | null {
  const [body, mac, extra] = proof.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`otp-proof|${body}`).digest('base64url');
  if (!sameHash(mac, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ProofClaims;
    return claims.exp > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
