import { ROLES, ZUpdateOwnUser } from '@stol/contracts';
import { idParam } from '../../http/id-param';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { toUserJson } from './user.mapper';
import { getUserOrFail, setLanguage } from './users.service';

export const usersRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/me',
    access: { roles: ROLES, scope: 'none' },
    handler: (_req, _res, { user }) => user,
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em }) {
      return toUserJson(await getUserOrFail(em, idParam(req)));
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em }) {
      const { language } = parseOrFail(ZUpdateOwnUser, req.body ?? {});
      return toUserJson(await setLanguage(em, idParam(req), language));
    },
  }),
];
