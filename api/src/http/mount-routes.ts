import type { Express, Request, Response } from 'express';
import type { AppDeps } from '../deps';
import { authenticate } from './authenticate';
import { authorize } from './authorize';
import { answerIdempotently } from './idempotency/idempotent-answer';
import { isPrivateAnswer, noStore } from './no-store';
import { rateLimiters } from './rate-limiter';
import type { RouteDef } from './route-registry';
import { sendResult } from './send-result';
import { rejectUnsafeText } from './unsafe-text';

/**
 * Mounts the registry: each route gets its rate limits, its own fork of the entity manager, authentication and
 * authorization, `Cache-Control: no-store` when its answers are private (see no-store.ts), and Idempotency-Key
 * handling when it declares `idempotent: true` (see idempotency/).
 */
export function mountRoutes(app: Express, routes: readonly RouteDef[], deps: AppDeps): void {
  const limiter = rateLimiters(deps);
  for (const route of routes) {
    const extra = [
      ...(isPrivateAnswer(route) ? [noStore] : []),
      rejectUnsafeText,
      ...(route.rateLimits ?? []).map(limiter),
      ...(route.middleware?.(deps) ?? []),
    ];
    app[route.method](route.path, ...extra, async (req: Request, res: Response) => {
      const em = deps.orm.em.fork();
      let run: () => Promise<unknown>;
      // Whose idempotency keys these are (see http/idempotency): the user when signed in, else the client IP.
      let client: string;
      if (route.access === 'public') {
        run = async () => route.handler(req, res, { deps, em });
        client = `ip:${req.ip ?? 'unknown'}`;
      } else {
        const user = await authenticate(req, deps, em);
        const restaurantId = await authorize(route.access, user, req, em);
        run = async () => route.handler(req, res, { deps, em, user, restaurantId });
        client = `user:${user.id}`;
      }
      if (route.idempotent) await answerIdempotently(req, res, deps, client, run);
      else sendResult(res, await run());
    });
  }
}
