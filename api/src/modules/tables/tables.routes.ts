import {
  ROLES,
  TABLE_MESSAGES,
  ZTableCopyRequest,
  ZTablePatch,
  ZTablesCopyRequest,
  ZTableUpsert,
  ZUndoClearRequest,
  type TRole,
} from '@stol/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { idParam } from '../../http/id-param';
import { queryRestaurantId } from '../../http/query-restaurant';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { AppError } from '../../http/app-error';
import { canAccessRestaurant, requestScope } from '../../http/tenancy';
import type { Principal } from '../../http/principal';
import { toTableJson } from './table.mapper';
import { DiningTable } from './table.entity';
import { clearTable, undoClear } from './table-clear.service';
import { getTableOrFail } from './tables.service';
import { copyTable, copyTables } from './table-copy.service';
import { deleteTable } from './table-delete.service';
import { patchTable } from './table-patch.service';
import { upsertTable } from './table-upsert.service';

const tableRestaurant = async (req: Request, em: EntityManager) =>
  (await getTableOrFail(em, idParam(req))).restaurantId;

/**
 * Who may do what with tables (staff spec §5, §6; README "Floor plan rules"): the superadmin adds, edits and
 * copies; managers and admins of the restaurant move tables and toggle maintenance (field rules in
 * table-patch.service); only superadmin and managers delete.
 */
const SUPERADMIN: readonly TRole[] = ['superadmin'];
const TABLE_EDITORS: readonly TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin'];
const TABLE_REMOVERS: readonly TRole[] = ['superadmin', 'restaurantmanager'];

/** POST /tables targets the table's restaurant when it names an id, else the restaurant it names. */
const upsertRestaurant = async (req: Request, em: EntityManager) => {
  const body = parseOrFail(ZTableUpsert, req.body ?? {});
  return body.id !== undefined ? (await getTableOrFail(em, body.id)).restaurantId : body.restaurantId;
};

/** A copy reaches a second restaurant than the one its route checked: it must be in the caller's scope too. */
const assertMayAccess = (user: Principal, restaurantId: number) => {
  if (!canAccessRestaurant(user, restaurantId)) throw new AppError('FORBIDDEN');
};

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
  defineRoute({
    method: 'post',
    path: '/tables',
    access: { roles: SUPERADMIN, scope: 'restaurant', restaurant: upsertRestaurant },
    async handler(req, res, { em, deps }) {
      const { table, created } = await upsertTable(em, parseOrFail(ZTableUpsert, req.body ?? {}), deps);
      if (created) res.status(201);
      return table;
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/tables/:id',
    access: { roles: TABLE_EDITORS, scope: 'restaurant', restaurant: tableRestaurant },
    async handler(req, _res, { em, deps, user }) {
      return patchTable(em, idParam(req), parseOrFail(ZTablePatch, req.body ?? {}), user.role, deps);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/tables/:id',
    access: {
      roles: TABLE_REMOVERS,
      roleRefusal: TABLE_MESSAGES.deleteNotAllowed,
      scope: 'restaurant',
      restaurant: tableRestaurant,
    },
    async handler(req, _res, { em, deps }) {
      await deleteTable(em, idParam(req), deps);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/tables/:id/copy',
    access: { roles: SUPERADMIN, scope: 'restaurant', restaurant: tableRestaurant },
    async handler(req, res, { em, deps, user }) {
      const body = parseOrFail(ZTableCopyRequest, req.body ?? {});
      assertMayAccess(user, body.targetRestaurantId);
      const result = await copyTable(em, idParam(req), body, deps);
      res.status(201);
      return result;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/tables/copy',
    access: {
      roles: SUPERADMIN,
      scope: 'restaurant',
      restaurant: (req) => parseOrFail(ZTablesCopyRequest, req.body ?? {}).targetRestaurantId,
    },
    async handler(req, res, { em, deps, user }) {
      const body = parseOrFail(ZTablesCopyRequest, req.body ?? {});
      assertMayAccess(user, body.sourceRestaurantId);
      const result = await copyTables(em, body, deps);
      res.status(201);
      return result;
    },
  }),
];
