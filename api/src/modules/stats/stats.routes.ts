import { ROLES } from '@stol/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { defineRoute, type AuthedContext } from '../../http/route-registry';
import { requestScope } from '../../http/tenancy';
import { perRestaurantStats, reservationStats, type StatsScope } from './stats.service';

const ZStatsQuery = z.object({ restaurantId: z.coerce.number().int().positive().optional() });

/** Optional `?restaurantId=` narrows the counts to one restaurant (authorized like any restaurant route). */
const locateRestaurant = (req: Request) => ZStatsQuery.parse(req.query).restaurantId ?? null;

const scopeFor = ({ user, restaurantId }: AuthedContext): StatsScope => requestScope(user, restaurantId);

export const statsRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/stats',
    access: { roles: ROLES, scope: 'restaurant', restaurant: locateRestaurant },
    handler: (_req, _res, ctx) => reservationStats(ctx.em, scopeFor(ctx), ctx.deps.clock.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/stats/restaurants',
    access: { roles: ROLES, scope: 'restaurant', restaurant: locateRestaurant },
    handler: (_req, _res, ctx) => perRestaurantStats(ctx.em, scopeFor(ctx), ctx.deps.clock.now()),
  }),
];
