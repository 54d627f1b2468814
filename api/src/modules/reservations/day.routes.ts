import {
  RESERVATION_DAY_MAX,
  ROLES,
  ZReservationDayQuery,
  type TReservationDayResponse,
} from '@stol/contracts';
import { queryRestaurantId } from '../../http/query-restaurant';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { sendCachedJson, versionedJson } from '../availability/occupancy-cache';
import { pendingFlagsHold } from './reservation-item';
import { findListItemPage } from './reservations-query';

/**
 * GET /reservations/day (issue 22 §4): one restaurant's whole Zagreb day for the day view, every role of the
 * restaurant. The list's paging (100 at most) would cut a busy day short. Cached like the list, under the
 * restaurant's change counter: every open day view reloads it on each live event.
 */
export const dayRoutes = [
  defineRoute({
    method: 'get',
    path: '/reservations/day',
    access: { roles: ROLES, scope: 'restaurant', restaurant: queryRestaurantId },
    async handler(req, res, ctx) {
      const { restaurantId, date } = parseOrFail(ZReservationDayQuery, req.query);
      const compute = async (): Promise<{ value: TReservationDayResponse; meta: number | null }> => {
        const { items, freshUntil } = await findListItemPage(
          ctx.em,
          { restaurantId, date, status: 'all' },
          { all: false, ids: [restaurantId] },
          { offset: 0, limit: RESERVATION_DAY_MAX, withTotal: false },
          { now: ctx.deps.clock.now() },
        );
        return { value: { reservations: items }, meta: freshUntil };
      };
      sendCachedJson(
        res,
        await versionedJson(ctx.em, 'reservations-day', restaurantId, date, compute, (until) =>
          pendingFlagsHold(until, ctx.deps.clock.now()),
        ),
      );
    },
  }),
];
