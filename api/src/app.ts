import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { corsByRoute } from './http/cors';
import { errorMiddleware, notFoundHandler } from './http/error-middleware';
import { mountRoutes } from './http/mount-routes';
import { useRequestLogger } from './http/request-logger';
import type { RouteDef } from './http/route-registry';
import { ROUTES } from './http/routes';

export interface CreateAppOptions {
  /** Extra routes outside the registry (test hooks only; main.ts refuses them in production). */
  extraRoutes?: (app: Express) => void;
  routes?: readonly RouteDef[];
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For decides the client IP (rate limits) only behind proxies TRUST_PROXY names; default: ignored.
  app.set('trust proxy', deps.config.trustProxy);
  useRequestLogger(app, deps.logger);
  app.use(helmet());
  const routes = options.routes ?? ROUTES;
  app.use(corsByRoute(routes, deps.config.corsOrigins));
  app.use(express.json({ limit: '100kb' }));
  app.use(cookieParser());
  mountRoutes(app, routes, deps);
  options.extraRoutes?.(app);
  app.use(notFoundHandler);
  app.use(errorMiddleware(deps.databaseOutage));
  return app;
}
