import { ROLES, ZUndoClearRequest } from '@stol/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { queryRestaurantId } from '../../http/query-restaurant';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { requestScope } from '../../http/tenancy';
import { toTableJson } from './table.mapper';
import { DiningTable } from './table.entity';
import { clearTable, undoClear } from './table-clear.service';
import { getTableOrFail } from './tables.service';

const tableRestaurant = async (req: Request, em: EntityManager) =>
  (await getTableOrFail(em, idParam(req))).restaurantId;

export const tablesRoutes = [
  defineRoute({
    method: 'get',
    path: '/tables',
    access: {
      roles: ROLES,
      scope: 'restaurant',
      restaurant: queryRestaurantId,
    },
    async handler(_req, _res, { em, user, restaurantId }) {
      const scope = requestScope(user, restaurantId);
      const tables = await em.find(DiningTable, scope.all ? {} : { restaurantId: { $in: scope.ids } }, {
        orderBy: { restaurantId: 'asc', number: 'asc' },
      });
      return tables.map(toTableJson);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/tables/:id/clear',
    access: { roles: ROLES, scope: 'restaurant', restaurant: tableRestaurant },
    handler: (req, _res, { em, deps }) => clearTable(em, idParam(req), deps),
  }),
  defineRoute({
    method: 'post',
    path: '/tables/:id/clear/undo',
    access: { roles: ROLES, scope: 'restaurant', restaurant: tableRestaurant },
    async handler(req, _res, { em, deps }) {
      const { reservationId } = parseOrFail(ZUndoClearRequest, req.body ?? {});
      return undoClear(em, idParam(req), reservationId, deps);
    },
  }),
];
