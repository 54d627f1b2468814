import type { EntityManager } from '@mikro-orm/postgresql';
import { LIFECYCLE_MESSAGES, RELEASING_STATUSES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { LIVE_TABLES_SQL } from '../tables/table.entity';
import { occupancyPeriod, ReservationTable } from './reservation-table.entity';
import type { Reservation } from './reservation.entity';

/**
 * Whether a reservation holds its tables: cleared, cancelled and no-show reservations release them, and so does
 * one marked with noShowAt, which availability ignores (guest spec §4): the constraint and the slots agree.
 */
const holdsTables = (reservation: Pick<Reservation, 'status' | 'noShowAt'>): boolean =>
  !RELEASING_STATUSES.includes(reservation.status) && reservation.noShowAt == null;

/** First key of the per-table transaction advisory locks (the second is the table id). */
const TABLE_OCCUPANCY_LOCK = 7301;

/**
 * Writers of one table's occupancy take turns (in table-id order, so multi-table bookings cannot deadlock
 * each other either): two bookings of the same table at the same moment would otherwise each insert their
 * row and then wait for the other inside the exclusion check, a deadlock PostgreSQL breaks by failing one
 * with 40P01, a 500 after a second (api/bench, scenario e). Queued, the later one meets the committed row and
 * gets its 409 at once. Transaction-scoped: released at commit or rollback.
 *
 * Then every table must be live (not soft-deleted), read under FOR KEY SHARE: a delete of the table holds
 * the row FOR UPDATE, so a hold racing it waits and then sees the table gone (a 404 with the staff spec's
 * text), and a delete that comes second waits for the hold to commit and then lists it as blocking. This is the
 * one place occupancy rows are (re)held: booking, reassign, reschedule and confirming again all pass here.
 */
async function lockTables(em: EntityManager, tableIds: Iterable<number>): Promise<void> {
  const ids = `{${[...new Set(tableIds)].sort((a, b) => a - b).join(',')}}`;
  await em.execute('select pg_advisory_xact_lock(?, id) from unnest(?::int[]) as id', [
    TABLE_OCCUPANCY_LOCK,
    ids,
  ]);
  const live = await em.execute<{ id: number }[]>(
    `select t.id from ${LIVE_TABLES_SQL} t where t.id = any(?::int[]) order by t.id for key share of t`,
    [ids],
  );
  if (live.length !== new Set(tableIds).size)
    throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
}

/**
 * Writes a saved reservation's occupancy rows: one per table (main table first), over
 * `[start, end + buffer)`, active unless its status releases the tables. Inside the caller's transaction:
 * the exclusion constraint checks the rows, an overlap fails with 23P01 and rolls everything back.
 */
export async function holdTables(
  em: EntityManager,
  reservation: Reservation,
  tableIds: number[],
  bufferMin: number,
): Promise<void> {
  await lockTables(em, tableIds);
  const heldUntil = new Date(reservation.endAt.getTime() + bufferMin * 60_000);
  for (const tableId of new Set(tableIds)) {
    em.create(ReservationTable, {
      reservationId: reservation.id,
      tableId,
      period: occupancyPeriod(reservation.startAt, heldUntil),
      active: holdsTables(reservation),
    });
  }
  await em.flush();
}

/** Rewrites a reservation's occupancy rows for its current tables and times (a move, a reschedule, an extension). */
export async function replaceOccupancy(
  em: EntityManager,
  reservation: Reservation,
  tableIds: number[],
  bufferMin: number,
): Promise<void> {
  await em.nativeDelete(ReservationTable, { reservationId: reservation.id });
  await holdTables(em, reservation, tableIds, bufferMin);
}

/** Holds or releases a reservation's tables to match its status and noShowAt (re-holding may raise 23P01). */
export async function syncOccupancyToStatus(em: EntityManager, reservation: Reservation): Promise<void> {
  // Holding again races new bookings of the same tables like a new hold does: take the same turn.
  if (holdsTables(reservation)) {
    const rows = await em.execute<{ table_id: number }[]>(
      'select table_id from reservation_tables where reservation_id = ?',
      [reservation.id],
    );
    await lockTables(
      em,
      rows.map((row) => Number(row.table_id)),
    );
  }
  await em.nativeUpdate(
    ReservationTable,
    { reservationId: reservation.id },
    { active: holdsTables(reservation) },
  );
}
