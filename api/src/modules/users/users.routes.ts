import { ROLES, ZUpdateOwnUser } from '@stol/contracts';
import { z } from 'zod';
import { defineRoute } from '../../http/route-registry';
import { toUserJson } from './user.mapper';
import { getUserOrFail, setLanguage } from './users.service';

const ZUserIdParams = z.object({ id: z.coerce.number().int().positive() });

export const usersRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/me',
    access: { roles: ROLES, scope: 'none' },
    handler: (_req, _res, { user }) => toUserJson(user),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em }) {
      const { id } = ZUserIdParams.parse(req.params);
      return toUserJson(await getUserOrFail(em, id));
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em }) {
      const { id } = ZUserIdParams.parse(req.params);
      const { language } = ZUpdateOwnUser.parse(req.body);
      return toUserJson(await setLanguage(em, id, language));
    },
  }),
];
