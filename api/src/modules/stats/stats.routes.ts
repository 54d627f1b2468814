import { ROLES } from '@stol/contracts';
import { queryRestaurantId } from '../../http/query-restaurant';
import { defineRoute, type AuthedContext } from '../../http/route-registry';
import { requestScope } from '../../http/tenancy';
import { perRestaurantStats, reservationStats, type StatsScope } from './stats.service';

const scopeFor = ({ user, restaurantId }: AuthedContext): StatsScope => requestScope(user, restaurantId);

export const statsRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/stats',
    access: { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    handler: (_req, _res, ctx) => reservationStats(ctx.em, scopeFor(ctx), ctx.deps.clock.now()),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/stats/restaurants',
    access: { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    handler: (_req, _res, ctx) => perRestaurantStats(ctx.em, scopeFor(ctx), ctx.deps.clock.now()),
  }),
];
