import { ADMIN_USER_MESSAGES, ROLES, ZCreateAdminUser, ZUpdateAdminUser, type TRole } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { idParam } from '../../http/id-param';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import {
  createAdminUser,
  deleteAdminUser,
  listAdminUsers,
  reinviteUser,
  updateAdminUser,
} from './admin-users.service';
import { toUserJson } from './user.mapper';
import { getUserOrFail } from './users.service';

/** The users screen (issue 20 §2, guest spec §2.11, §6) is the superadmin's. */
const SUPERADMIN_ONLY: readonly TRole[] = ['superadmin'];

/** What a user who is not a superadmin may change on themselves. */
const OWN_FIELDS = new Set(['language']);

export const usersRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/me',
    access: { roles: ROLES, scope: 'none' },
    handler: (_req, _res, { user }) => user,
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users',
    access: { roles: SUPERADMIN_ONLY, scope: 'none' },
    handler: (_req, _res, { em, deps }) => listAdminUsers(em, deps.clock.now()),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/users',
    access: { roles: SUPERADMIN_ONLY, scope: 'none' },
    async handler(req, res, { em, deps, user }) {
      const body = parseOrFail(ZCreateAdminUser, req.body ?? {});
      const created = await createAdminUser(em, body, user, deps);
      res.status(201);
      return created;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em }) {
      return toUserJson(await getUserOrFail(em, idParam(req)));
    },
  }),
  // Self-or-superadmin (the access scope); a user who is not a superadmin may send `language` only.
  defineRoute({
    method: 'patch',
    path: '/admin/users/:id',
    access: { roles: ROLES, scope: 'self' },
    async handler(req, _res, { em, deps, user }) {
      const id = idParam(req);
      const raw: unknown = req.body ?? {};
      if (
        user.role !== 'superadmin' &&
        typeof raw === 'object' &&
        raw !== null &&
        Object.keys(raw).some((key) => !OWN_FIELDS.has(key))
      )
        throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.onlyLanguageOnSelf);
      const body = parseOrFail(ZUpdateAdminUser, raw);
      return updateAdminUser(em, id, body, user, deps);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/users/:id',
    access: { roles: SUPERADMIN_ONLY, scope: 'none' },
    async handler(req, res, { em, deps, user }) {
      await deleteAdminUser(em, idParam(req), user, deps);
      res.status(204).end();
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/users/:id/invite',
    access: { roles: SUPERADMIN_ONLY, scope: 'none' },
    async handler(req, _res, { em, deps, user }) {
      return reinviteUser(em, idParam(req), user, deps);
    },
  }),
];
