import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../deps';
import { authenticate } from './authenticate';
import { authorize } from './authorize';
import { rateLimiters } from './rate-limiter';
import type { RouteDef } from './route-registry';

/**
 * Mounts the registry: each route gets its rate limits, its own fork of the entity manager, authentication
 * and authorization.
 */
export function mountRoutes(app: Express, routes: readonly RouteDef[], deps: AppDeps): void {
  const limiter = rateLimiters(deps);
  for (const route of routes) {
    const limits = (route.rateLimits ?? []).map(limiter);
    const extra = route.middleware?.(deps) ?? [];
    app[route.method](route.path, ...limits, ...extra, async (req: Request, res: Response) => {
      const em = deps.orm.em.fork();
      let result: unknown;
      if (route.access === 'public') {
        result = await route.handler(req, res, { deps, em });
      } else {
        const user = await authenticate(req, deps, em);
        const restaurantId = await authorize(route.access, user, req, em);
        result = await route.handler(req, res, { deps, em, user, restaurantId });
      }
      // Handlers either answer themselves (cookies, status codes) or return the JSON body.
      if (!res.headersSent) {
        if (result === undefined) res.status(204).end();
        else res.json(result);
      }
    });
  }
}
