import { ZHubCheckQuery, ZHubListQuery, ZResolveQuery } from '@stol/contracts';
import { parseOrFail } from '../../http/parse-body';
import { defineRoute } from '../../http/route-registry';
import { hubCheck, hubList, resolvePath } from './hubs.service';

/** How the guest site finds what to show at its address (guest spec §2.1, §2.4, §7.1). */
export const hubsRoutes = [
  defineRoute({
    method: 'get',
    path: '/public/hub-check',
    access: 'public',
    async handler(req, _res, { em, deps }) {
      const { origin } = parseOrFail(ZHubCheckQuery, req.query);
      return hubCheck(em, origin, deps.config.messaging.publicSiteUrl);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/public/resolve',
    access: 'public',
    async handler(req, _res, { em, deps }) {
      const { origin, path } = parseOrFail(ZResolveQuery, req.query);
      return resolvePath(em, origin, path, deps.config.messaging.publicSiteUrl);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/public/list',
    access: 'public',
    async handler(req, _res, { em, deps }) {
      const { origin } = parseOrFail(ZHubListQuery, req.query);
      return hubList(em, origin, deps.config.messaging.publicSiteUrl, deps.clock.now());
    },
  }),
];
