import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { AppDeps } from '../deps';
import { verifyAccessToken, type AccessClaims } from '../modules/auth/access-token';
import { AppError } from './app-error';
import { loadPrincipal, type Principal } from './principal';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves an access token to the current user row and its claims. Deleted users and ended sessions (logout,
 * a replayed refresh token) lose access immediately.
 */
export async function userFromAccessToken(
  token: string,
  deps: AppDeps,
  em: EntityManager,
): Promise<{ user: Principal; claims: AccessClaims }> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(token, deps.config.jwtSecret, now);
  const user = await loadPrincipal(em, claims, now);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return { user, claims };
}

export async function authenticate(req: Request, deps: AppDeps, em: EntityManager) {
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHENTICATED');
  return (await userFromAccessToken(token, deps, em)).user;
}

/**
 * For a public route whose answer is richer for staff: the signed-in user, or null when the request carries no
 * access token. A token that is there but no longer valid is refused (401) as on any signed-in route, so the
 * back office refreshes it and asks again instead of getting the anonymous answer.
 */
export async function authenticateIfPresent(req: Request, deps: AppDeps, em: EntityManager) {
  return req.headers.authorization === undefined ? null : authenticate(req, deps, em);
}
