import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { AppDeps } from '../deps';
import { verifyAccessToken } from '../modules/auth/access-token';
import { AppError } from './app-error';
import { loadPrincipal, type Principal } from './principal';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves an access token to the current user row (deleted users lose access immediately). */
export async function userFromAccessToken(
  token: string,
  deps: AppDeps,
  em: EntityManager,
): Promise<Principal> {
  const userId = await verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now());
  const user = await loadPrincipal(em, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function authenticate(req: Request, deps: AppDeps, em: EntityManager) {
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHENTICATED');
  return userFromAccessToken(token, deps, em);
}
