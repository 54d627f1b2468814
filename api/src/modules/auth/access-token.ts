import { errors, jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import { AppError } from '../../http/app-error';

const ISSUER = 'stol-api';
/**
 * The HMAC key of a secret, imported once: jose would import raw bytes into a CryptoKey on every verify,
 * which was the largest single cost of an authenticated request (see api/bench).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

/** Short-lived HS256 JWT carrying only the user id: role and tenancy are loaded fresh on every request. */
export async function signAccessToken(
  userId: number,
  secret: string,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

/** The user id, or an AppError (TOKEN_EXPIRED / UNAUTHENTICATED). */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) throw new AppError('UNAUTHENTICATED');
    return id;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
