import {
  ANALYTICS_ACCESS_DENIED,
  canUseAnalytics,
  ROLES,
  ZAnalyticsQuery,
  ZReturningGuestsQuery,
  type TAnalyticsPeriod,
} from '@stol/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseOrFail } from '../../http/parse-body';
import { queryRestaurantId } from '../../http/query-restaurant';
import { defineRoute, type AuthedRouteDef } from '../../http/route-registry';
import { sendAnalyticsAnswer } from './analytics-cache';
import { heatmap } from './heatmap';
import { noShowStats } from './no-show-stats';
import { returningGuests } from './returning-guests';
import { turnTimes } from './turn-times';
import { walkInStats } from './walk-in-stats';

/**
 * Analytics (guest spec §2.15, issue 21 §3): a superadmin, or a restaurant manager on plan premium
 * (contracts `canUseAnalytics`, the rule the shell uses too), on a restaurant of their own; everyone else is
 * refused with the spec's sentence. The access check reads `restaurantId` from the query; the contracts schema
 * then requires it (400 when missing).
 */
const access = {
  roles: ROLES,
  allow: { rule: canUseAnalytics, refusal: ANALYTICS_ACCESS_DENIED },
  scope: 'restaurant',
  restaurant: queryRestaurantId,
} as const;

/** A route answering one period of one restaurant (the four that take `period`). */
const periodRoute = (
  path: string,
  figures: (em: EntityManager, restaurantId: number, period: TAnalyticsPeriod, now: Date) => Promise<unknown>,
): AuthedRouteDef =>
  defineRoute({
    method: 'get',
    path,
    access,
    handler(req, res, ctx) {
      const { restaurantId, period } = parseOrFail(ZAnalyticsQuery, req.query);
      return sendAnalyticsAnswer(res, ctx, path, restaurantId, period, (now) =>
        figures(ctx.em, restaurantId, period, now),
      );
    },
  });

export const analyticsRoutes = [
  periodRoute('/analytics/heatmap', heatmap),
  defineRoute({
    method: 'get',
    path: '/analytics/returning-guests',
    access,
    handler(req, res, ctx) {
      const { restaurantId, page } = parseOrFail(ZReturningGuestsQuery, req.query);
      return sendAnalyticsAnswer(res, ctx, '/analytics/returning-guests', restaurantId, String(page), (now) =>
        returningGuests(ctx.em, restaurantId, page, now),
      );
    },
  }),
  periodRoute('/analytics/no-shows', noShowStats),
  periodRoute('/analytics/walk-ins', walkInStats),
  periodRoute('/analytics/turn-times', turnTimes),
];
