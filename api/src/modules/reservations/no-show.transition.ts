import type { EntityManager } from '@mikro-orm/postgresql';
import { LIFECYCLE_MESSAGES } from '@stol/contracts';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import type { Reservation } from './reservation.entity';

/**
 * The one no-show transition (DESIGN §7), shared by the host's 'No-show' (POST /reservations/{id}/no-show) and
 * the automatic sweep (auto-no-show.ts): a confirmed reservation whose guests have not checked in becomes
 * status `no_show` with `noShowAt`, and its occupancy rows stop holding its tables. One UPDATE … RETURNING
 * inside the caller's transaction: a row that no longer qualifies (checked in, already marked, cleared
 * meanwhile) is simply not returned, so a reservation is marked and announced once. Announce after the commit.
 */
export interface NoShowRow {
  id: number;
  restaurantId: number;
  tableId: number;
}

/**
 * Why the host may not call a reservation a no-show now, or null (the host's No-show and PATCH status alike): a
 * guest who checked in is cleared, not a no-show, and nobody is a no-show before the reservation has started.
 */
export function noShowRefusal(
  reservation: Pick<Reservation, 'checkedInAt' | 'startAt'>,
  now: Date,
): string | null {
  if (reservation.checkedInAt) return LIFECYCLE_MESSAGES.noShowCheckedIn;
  if (reservation.startAt > now) return LIFECYCLE_MESSAGES.notStartedYet;
  return null;
}

/** Which reservations to mark: the ones named, or every overdue one (start + grace passed, since `since`). */
export type NoShowTarget = { ids: number[] } | { overdueAt: Date; since: Date };

export async function markNoShowRows(
  tx: EntityManager,
  target: NoShowTarget,
  now: Date,
): Promise<NoShowRow[]> {
  const which =
    'ids' in target
      ? { sql: 'r.id = any(?::int[])', params: [`{${target.ids.join(',')}}`] }
      : {
          sql: `r.start_at + make_interval(mins => x.no_show_grace_min) <= ?::timestamptz
                and r.start_at > ?::timestamptz`,
          params: [target.overdueAt.toISOString(), target.since.toISOString()],
        };
  const rows = await tx.execute<{ id: number; restaurant_id: number; table_id: number }[]>(
    `update reservations r set status = 'no_show', no_show_at = ?::timestamptz, updated_at = ?::timestamptz
     from restaurants x
     where x.id = r.restaurant_id and r.status = 'confirmed' and r.checked_in_at is null
       and r.no_show_at is null and ${which.sql}
     returning r.id, r.restaurant_id, r.table_id`,
    [now.toISOString(), now.toISOString(), ...which.params],
  );
  if (rows.length > 0) {
    await tx.execute(`update reservation_tables set active = false where reservation_id = any(?::int[])`, [
      `{${rows.map((r) => Number(r.id)).join(',')}}`,
    ]);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    restaurantId: Number(r.restaurant_id),
    tableId: Number(r.table_id),
  }));
}

/** `reservation.no_show` to each restaurant's room (boards hide the row, the guest site's slots free up). */
export function announceNoShows(realtime: RealtimeHub, rows: readonly NoShowRow[]): void {
  for (const row of rows)
    realtime.emitToRestaurant(row.restaurantId, 'reservation.no_show', {
      restaurantId: row.restaurantId,
      reservationId: row.id,
      tableId: row.tableId,
    });
}
