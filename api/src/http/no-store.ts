import type { RequestHandler } from 'express';
import type { RouteDef } from './route-registry';

/**
 * Answers that carry credentials or a signed-in user's data must not be kept by a browser or any cache on the
 * way: every authenticated route, and the auth endpoints (tokens, the refresh cookie) although they are public.
 */
export const isPrivateAnswer = (route: Pick<RouteDef, 'access' | 'path'>): boolean =>
  route.access !== 'public' || route.path.startsWith('/auth/');

/** Set first, before anything can fail, so error answers carry it too. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
