import { defineRoute } from '../../http/route-registry';

export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    access: 'public',
    async handler(_req, res, { em }) {
      try {
        await em.execute('select 1');
        return { status: 'ok' };
      } catch {
        res.status(503).json({ status: 'unavailable' });
      }
    },
  }),
];
