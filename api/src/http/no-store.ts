import type { RequestHandler } from 'express';
import type { RouteDef } from './route-registry';

/**
 * Answers that carry credentials or a person's data must not be kept by a browser or any cache on the way:
 * every authenticated route, the auth endpoints (tokens, the refresh cookie) and the public routes that answer
 * one guest's data (`guestData`), although they are public.
 */
export const isPrivateAnswer = (route: RouteDef): boolean =>
  route.access !== 'public' || route.path.startsWith('/auth/') || route.guestData === true;

/** Set first, before anything can fail, so error answers carry it too. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
