import pg from 'pg';
import { E2E_DATABASE } from '../../ports.mjs';

/**
 * TEST ONLY: direct writes to the e2e stack's database for what no API may do. A guest can only book the future,
 * and staff cannot record a past visit, yet "review after the visit" needs one: the suite books through the
 * site, then moves that booking a year back here. Needs TEST_DATABASE_URL (the stack's PostgreSQL).
 */
async function withE2eDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!process.env.TEST_DATABASE_URL)
    throw new Error('test-only DB writes need TEST_DATABASE_URL (the e2e stack on PostgreSQL)');
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${E2E_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * TEST ONLY: moves reservation `id` (its times and its occupancy rows together, in one transaction) one year into
 * the past, where its tables are free, so the visit has taken place.
 */
export async function moveReservationIntoPastForTest(id: number): Promise<void> {
  await withE2eDatabase(async (client) => {
    await client.query('begin');
    try {
      const moved = await client.query(
        `update reservations set start_at = start_at - interval '1 year', end_at = end_at - interval '1 year'
         where id = $1`,
        [id],
      );
      if (moved.rowCount !== 1) throw new Error(`no reservation ${id}`);
      await client.query(
        `update reservation_tables
         set period = tstzrange(lower(period) - interval '1 year', upper(period) - interval '1 year', '[)')
         where reservation_id = $1`,
        [id],
      );
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
  });
}
