import { defineRoute } from '../../http/route-registry';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    /**
     * 200 while this instance can serve (PostgreSQL answers), else 503 — quickly: the pool's connect timeout
     * bounds the check, so a load balancer sees the outage instead of a hanging probe. Redis does not count:
     * without it an instance still serves its own clients.
     */
    async handler(_req, res, { em }) {
      try {
        await em.execute('select 1');
        return { status: 'ok' };
      } catch {
        res.status(503).json({ status: 'unavailable', database: 'unavailable' });
      }
    },
  }),
];
