import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/app-error';

const ISSUER = 'stol-api';
const key = (secret: string) => new TextEncoder().encode(secret);

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
    .sign(key(secret));
}

/** The user id, or an AppError (TOKEN_EXPIRED / UNAUTHENTICATED). */
export async function verifyAccessToken(token: string, secret: string, now: Date): Promise<number> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
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
