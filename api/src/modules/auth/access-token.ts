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

/** What a valid access token says: whose it is, which session (refresh-token family) it belongs to, until when. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Short-lived HS256 JWT carrying only the user id and the session (`sid`, the refresh-token family): role and
 * tenancy are loaded fresh on every request, and so is whether the session is still live (logout ends it).
 */
export async function signAccessToken(
  claims: { userId: number; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await key(secret));
}

/** The token's claims, or an AppError (TOKEN_EXPIRED / UNAUTHENTICATED; a token without a session is refused). */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) throw new AppError('UNAUTHENTICATED');
    const sessionId = payload.sid;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw new AppError('UNAUTHENTICATED');
    return { userId, sessionId, expiresAt: new Date(payload.exp! * 1000) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHENTICATED');
  }
}
