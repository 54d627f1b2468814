import cors, { type CorsOptions, type CorsOptionsDelegate } from 'cors';
import type { Request, RequestHandler } from 'express';
import type { RouteDef } from './route-registry';

/**
 * Which origins a browser may read the API from, decided per route by the route registry.
 *
 * - The back office's origins (CORS_ORIGINS) may call everything, with credentials (the refresh cookie).
 * - The guest-facing routes (public in the registry: /public/*, /reserve, GET /restaurants/{id}, …) carry no
 *   credentials: any origin may call them, without Access-Control-Allow-Credentials. A restaurant's own site
 *   (its publicOrigin, e.g. Riva Split at 127.0.0.1:3100) works the moment the restaurant is saved, no restart.
 * - Public routes that read or set the refresh cookie (`credentialed: true`: login, refresh, logout) and every
 *   signed-in route keep the allowlist.
 *
 * A preflight (OPTIONS) is decided by the method it asks for (Access-Control-Request-Method).
 */
export function corsByRoute(routes: readonly RouteDef[], allowlist: readonly string[]): RequestHandler {
  const isOpen = openRouteMatcher(routes);
  const trusted = new Set(allowlist);
  const backOffice: CorsOptions = { origin: [...allowlist], credentials: true };
  const anyOrigin: CorsOptions = { origin: '*' };
  const middleware = cors((req, callback) => {
    const request = req as Request;
    const origin = request.headers.origin;
    if (origin !== undefined && !trusted.has(origin) && isOpen(request)) {
      // The answer differs by origin (the back office's get credentials): caches must keep them apart.
      request.res?.vary('Origin');
      return callback(null, anyOrigin);
    }
    callback(null, backOffice);
  });
  return middleware;
}

/** Public routes that browsers may call from any origin: no cookie read or set. */
export const isOpenRoute = (route: RouteDef): boolean =>
  route.access === 'public' && route.credentialed !== true;

type Matcher = (req: Pick<Request, 'method' | 'path' | 'headers'>) => boolean;

/**
 * Whether a request (or the request a preflight announces) goes to an open route. Registry paths are literal
 * segments and `:params` only; matched as Express does (case-insensitive, a trailing slash allowed).
 */
export function openRouteMatcher(routes: readonly RouteDef[]): Matcher {
  const open = routes.filter(isOpenRoute).map((route) => {
    const segments = route.path.toLowerCase().split('/').slice(1);
    for (const segment of segments)
      if (!/^(:[a-z_][a-z0-9_]*|[a-z0-9_.-]*)$/i.test(segment))
        throw new Error(`CORS cannot match the route path ${route.path}`);
    return { method: route.method.toUpperCase(), segments };
  });
  return (req) => {
    const asked = req.method === 'OPTIONS' ? req.headers['access-control-request-method'] : req.method;
    if (typeof asked !== 'string') return false;
    const method = asked.toUpperCase() === 'HEAD' ? 'GET' : asked.toUpperCase();
    const parts = req.path
      .toLowerCase()
      .replace(/(.)\/+$/, '$1')
      .split('/')
      .slice(1);
    return open.some(
      (route) =>
        route.method === method &&
        route.segments.length === parts.length &&
        route.segments.every((s, i) => (s.startsWith(':') ? parts[i] !== '' : s === parts[i])),
    );
  };
}

/**
 * CORS of the Socket.IO transport (engine.io), which serves every namespace through one URL: the back office's
 * origins with credentials, any other origin without (the guest site's public namespace, issue 19 §21). The
 * signed-in namespace refuses those other origins itself (socketOriginAllowed), once it knows the namespace.
 */
export function socketCors(allowlist: readonly string[]): CorsOptionsDelegate {
  const trusted = new Set(allowlist);
  return (req, callback) => {
    const origin = req.headers.origin;
    callback(
      null,
      origin === undefined || trusted.has(origin)
        ? { origin: [...allowlist], credentials: true }
        : { origin: '*' },
    );
  };
}

/**
 * Whether a socket of the signed-in namespace may connect from the origin of its handshake: a back-office origin,
 * or none (not a browser; the access token still decides).
 */
export const socketOriginAllowed = (origin: string | undefined, allowlist: readonly string[]): boolean =>
  origin === undefined || allowlist.includes(origin);
