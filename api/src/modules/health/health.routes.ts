import { DATABASE_PROBE_TIMEOUT_MS, DatabaseTimeoutError, withinMs } from '../../db/database-outage';
import { defineRoute } from '../../http/route-registry';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    /**
     * 200 while this instance can serve (PostgreSQL answers), else 503 within 2 s whatever the database does
     * (refuses, is silent, or its packets are held): a load balancer sees the outage instead of a hanging
     * probe. Redis does not count: without it an instance still serves its own clients.
     */
    async handler(_req, res, { em, deps }) {
      try {
        await withinMs(em.execute('select 1'), DATABASE_PROBE_TIMEOUT_MS);
        deps.databaseOutage.succeeded();
        return { status: 'ok' };
      } catch (err) {
        deps.databaseOutage.failed(err);
        res.status(503).json({
          status: 'unavailable',
          database: 'unavailable',
          reason:
            err instanceof DatabaseTimeoutError
              ? `PostgreSQL did not answer within ${DATABASE_PROBE_TIMEOUT_MS} ms`
              : 'PostgreSQL cannot be reached',
        });
      }
    },
  }),
];
