import express, { type Express } from 'express';
import { ERROR_CODES } from '@stol/contracts';
import type { Orm } from '../db/orm';

/**
 * TEST ONLY (STOL_TEST_HOOKS=1, refused by main.ts in production): moves a reservation, its times and its
 * occupancy rows together, one year into the past, where its tables are free. A guest can only book the future
 * and staff cannot record a past visit, yet the e2e proof of "review after the visit" needs one: it books through
 * the guest site, then calls this. The database's triggers bump the restaurant's change counter as for any write.
 */
export function mountTestPastVisitHook(app: Express, orm: Orm): void {
  app.post('/__test/reservations/:id/move-into-past', express.json(), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0)
      return void res
        .status(400)
        .json({ error: ERROR_CODES.VALIDATION_FAILED.message, code: 'VALIDATION_FAILED' });
    const moved = await orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(
        `update reservations set start_at = start_at - interval '1 year', end_at = end_at - interval '1 year'
         where id = ? returning id`,
        [id],
      );
      await tx.execute(
        `update reservation_tables
         set period = tstzrange(lower(period) - interval '1 year', upper(period) - interval '1 year', '[)')
         where reservation_id = ?`,
        [id],
      );
      return rows.length;
    });
    res.status(moved ? 204 : 404).end();
  });
}
