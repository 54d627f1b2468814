import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIST_LIMIT } from '@stol/contracts';
import {
  ANALYTICS_RESERVATION_COLUMNS_SQL,
  toAnalyticsReservation,
  type AnalyticsReservationRow,
} from './analytics-reservation';
import { STARTED_IN_PERIOD_SQL } from './analytics-sql';

/** A detail list: the period's rows matching `where`, the most recent ANALYTICS_LIST_LIMIT, newest first. */
export const recentListSql = (where: string) => `
  select ${ANALYTICS_RESERVATION_COLUMNS_SQL}
  from reservations r
  where ${STARTED_IN_PERIOD_SQL} and ${where}
  order by r.start_at desc, r.id desc
  limit ${Number(ANALYTICS_LIST_LIMIT)}`;

export async function recentList(em: EntityManager, where: string, window: unknown[]) {
  const rows = await em.execute<AnalyticsReservationRow[]>(recentListSql(where), window);
  return rows.map(toAnalyticsReservation);
}
