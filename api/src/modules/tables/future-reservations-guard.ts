import type { EntityManager } from '@mikro-orm/postgresql';
import { TABLE_MESSAGES, type TBlockingReservation } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { zagrebDateKey, zagrebTimeOfDay } from '../../time/zagreb';
import { LIVE_TABLES_SQL } from './table.entity';

/**
 * Bookings are never stranded (README "Floor plan rules"): a delete or replace-mode copy is refused while
 * future reservations hold any of the tables it would remove.
 */

/**
 * Future reservations that hold any of the tables (as main or attached table): confirmed, not a no-show, and
 * not yet over (a party seated now counts).
 */
export async function blockingReservations(
  em: EntityManager,
  tableIds: number[],
  now: Date,
): Promise<TBlockingReservation[]> {
  if (tableIds.length === 0) return [];
  const rows = await em.execute<
    { id: number; table_id: number; number: number; start_at: Date; end_at: Date; guests: number }[]
  >(
    `select r.id, t.id as table_id, t.number, r.start_at, r.end_at, r.guests
     from reservation_tables rt
     join reservations r on r.id = rt.reservation_id
     join ${LIVE_TABLES_SQL} t on t.id = rt.table_id
     where rt.table_id = any(?::int[]) and rt.active and r.status = 'confirmed' and r.no_show_at is null
       and r.end_at > ?
     order by r.start_at, t.number, r.id`,
    [`{${tableIds.join(',')}}`, now.toISOString()],
  );
  return rows.map((r) => ({
    reservationId: Number(r.id),
    tableId: Number(r.table_id),
    tableNumber: Number(r.number),
    start: new Date(r.start_at).toISOString(),
    end: new Date(r.end_at).toISOString(),
    partySize: Number(r.guests),
  }));
}

/** 409 TABLE_HAS_RESERVATIONS listing the reservations (in the message and in details), if there are any. */
export function refuseIfBooked(blocking: TBlockingReservation[]): void {
  if (blocking.length === 0) return;
  const list = blocking
    .map((b) => {
      const start = new Date(b.start);
      return `Table ${b.tableNumber}, ${zagrebDateKey(start)} ${zagrebTimeOfDay(start)}, ${b.partySize} ${b.partySize === 1 ? 'guest' : 'guests'}`;
    })
    .join('; ');
  throw new AppError('TABLE_HAS_RESERVATIONS', TABLE_MESSAGES.futureReservations(list), {
    reservations: blocking,
  });
}
