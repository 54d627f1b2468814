import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRole } from '@stol/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../deps';
import type { Principal } from './principal';
import type { RateLimitName } from './rate-limits';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * How to find the restaurant a request targets. `null` = the request names no single restaurant
 * (the handler then works over the user's whole scope).
 */
export type RestaurantLocator = (req: Request, em: EntityManager) => number | null | Promise<number | null>;

interface RoleAccess {
  roles: readonly TRole[];
  /**
   * What a signed-in user whose role is not listed is told (403 FORBIDDEN), when the spec gives a sentence for
   * it (e.g. staff spec §6: 'Only superadmin and restaurant managers can delete tables'); else the generic one.
   */
  roleRefusal?: string;
  /**
   * When the body decides who may send it (PATCH /reservations/{id}: staff change guest details, not a table, a
   * date or a status): the roles admitted for this body, within `roles`. Checked with the role, refused with
   * `roleRefusal`. The authorization test walks every such route by body kind.
   */
  rolesByBody?: (body: unknown) => readonly TRole[];
  /**
   * A further rule on the caller beyond its role (e.g. analytics: a restaurant manager on plan premium,
   * contracts `canUseAnalytics`), checked after the role and before the tenant scope; a caller it refuses is
   * told `refusal` (403 FORBIDDEN). One rule shared with the screens, declared on the route like the roles.
   */
  allow?: { rule: (user: Principal) => boolean; refusal: string };
}

export type Access =
  | 'public'
  /** Any listed role; the handler scopes its answer to the user's restaurants itself. */
  | (RoleAccess & { scope: 'none' })
  /** Any listed role acting on itself (`:id` = own user id); superadmin may act on anyone. */
  | (RoleAccess & { scope: 'self' })
  /** Any listed role, and the located restaurant must be inside the user's tenant scope. */
  | (RoleAccess & { scope: 'restaurant'; restaurant: RestaurantLocator });

export interface PublicContext {
  deps: AppDeps;
  em: EntityManager;
}

export interface AuthedContext extends PublicContext {
  user: Principal;
  /** The restaurant the request targets, when the route's access names one. */
  restaurantId: number | null;
}

interface RouteBase {
  method: HttpMethod;
  /** Express path, e.g. `/admin/users/:id`. */
  path: string;
  /**
   * Abuse limits the route counts against (policies of http/rate-limits.ts), checked before anything else.
   * Every public write must name at least one (a test walks the registry).
   */
  rateLimits?: readonly RateLimitName[];
  /** Extra middleware created once per app. */
  middleware?: (deps: AppDeps) => RequestHandler[];
  /**
   * Honours the Idempotency-Key header (IETF draft, as Stripe does): a retry with the same key replays the
   * first answer instead of running again. For writes a client may safely retry; the handler answers JSON.
   */
  idempotent?: boolean;
}

export interface PublicRouteDef extends RouteBase {
  access: 'public';
  /**
   * The answer carries one guest's own data (a guest link's booking): no browser, proxy or service worker may
   * keep it (`Cache-Control: no-store`, like every signed-in answer).
   */
  guestData?: boolean;
  /**
   * The route reads or sets the refresh cookie (login, refresh, logout): browsers may call it from the back
   * office's origins only (CORS_ORIGINS, with credentials). Every other public route is open to any origin
   * without credentials (http/cors.ts), as a restaurant's own guest site needs.
   */
  credentialed?: boolean;
  handler: (req: Request, res: Response, ctx: PublicContext) => Promise<unknown> | unknown;
}

export interface AuthedRouteDef extends RouteBase {
  access: Exclude<Access, 'public'>;
  handler: (req: Request, res: Response, ctx: AuthedContext) => Promise<unknown> | unknown;
}

export type RouteDef = PublicRouteDef | AuthedRouteDef;

/** Declares a route once, with its access policy; typing keeps the handler's context honest. */
export function defineRoute(route: PublicRouteDef): PublicRouteDef;
export function defineRoute(route: AuthedRouteDef): AuthedRouteDef;
export function defineRoute(route: RouteDef): RouteDef {
  return route;
}

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;
