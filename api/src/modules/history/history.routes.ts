import type { THistoryResponse } from '@stol/contracts';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-registry';
import { SETTINGS_EDITORS } from '../restaurants/restaurants.routes';
import { getRestaurantOrFail } from '../restaurants/restaurants.service';
import { listHistory } from './history.service';

/**
 * GET /restaurants/{id}/history (issue 20 §4): who changed what, newest first, for those who may change the
 * restaurant's settings (superadmin and its managers); a restaurant admin and staff are refused.
 */
export const historyRoutes = [
  defineRoute({
    method: 'get',
    path: '/restaurants/:id/history',
    access: { roles: SETTINGS_EDITORS, scope: 'restaurant', restaurant: (req) => idParam(req) },
    async handler(req, _res, { em }): Promise<THistoryResponse> {
      const restaurant = await getRestaurantOrFail(em, idParam(req));
      return { entries: await listHistory(em, restaurant.id) };
    },
  }),
];
