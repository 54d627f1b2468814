import { ZHubCustomize } from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { customizeHub, listHubs } from './hubs-admin.service';

/** Hub management (guest spec §2.13; issue 20 §5): the superadmin's alone. */
const HUB_ADMINS = ['superadmin'] as const;

export const hubsAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/hubs',
    access: { roles: HUB_ADMINS, scope: 'none' },
    async handler(_req, _res, { em, deps }) {
      return listHubs(em, deps.config.messaging.publicSiteUrl, deps.clock.now());
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/admin/hubs',
    access: { roles: HUB_ADMINS, scope: 'none' },
    async handler(req, _res, { em, deps, user }) {
      const body = parseOrFail(ZHubCustomize, req.body ?? {});
      return customizeHub(
        em,
        body,
        deps.config.messaging.publicSiteUrl,
        { id: user.id, email: user.email },
        deps.clock.now(),
      );
    },
  }),
];
