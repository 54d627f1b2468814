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
  // A guest's hold that ran out never blocks anyone: gone before this writer's rows meet the constraint.
  await em.execute(
    `delete from reservation_tables
     where hold_id is not null and hold_expires_at <= now() and table_id = any(?::int[])`,
    [ids],
  );
}

/**
 * A guest's hold (issue 12 §2): one occupancy row per table without a reservation, expiring `holdSeconds` from
 * now on the database clock (one clock for every API instance), under the same exclusion constraint as
 * bookings, so an overlap fails with 23P01 like a booking would. Replaces the guest's previous hold if named.
 */
export async function placeHold(
  em: EntityManager,
  hold: {
    holdId: string;
    tableIds: number[];
    start: Date;
    heldUntil: Date;
    holdSeconds: number;
    /** Who holds it (holds.service's client digest). */
    client: string;
  },
): Promise<Date> {
  await lockTables(em, hold.tableIds);
  const [row] = await em.execute<{ expires_at: Date | string }[]>(
    `select now() + make_interval(secs => ?) as expires_at`,
    [hold.holdSeconds],
  );
  const expiresAt = new Date(row!.expires_at);
  for (const tableId of new Set(hold.tableIds)) {
    em.create(ReservationTable, {
      reservationId: null,
      tableId,
      period: occupancyPeriod(hold.start, hold.heldUntil),
      active: true,
      holdId: hold.holdId,
      holdExpiresAt: expiresAt,
      holdClient: hold.client,
    });
  }
  await em.flush();
  return expiresAt;
}

/**
 * Deletes a hold's rows (a booking consuming it, the guest letting it go); answers how many of them were still live
 * (an expired hold's rows go too, but count 0: a booking that relies on the hold's bot check must find it live).
 */
export async function releaseHold(em: EntityManager, holdId: string): Promise<number> {
  const rows = await em.execute<{ table_id: number }[]>(
    'select table_id from reservation_tables where hold_id = ?',
    [holdId],
  );
  if (rows.length === 0) return 0;
  await lockTables(
    em,
    rows.map((r) => Number(r.table_id)),
  ).catch((err: unknown) => {
    // A held table deleted meanwhile: the hold goes anyway.
    if (!(err instanceof AppError)) throw err;
  });
  // lockTables deleted the tables' expired holds already: what is left of this one was live.
  const deleted = await em.execute<{ id: number }[]>(
    'delete from reservation_tables where hold_id = ? and hold_expires_at > now() returning id',
    [holdId],
  );
  await em.execute('delete from reservation_tables where hold_id = ?', [holdId]);
  return deleted.length;
}

/** Whether a hold is live now (on the database clock, like its expiry). */
export async function isLiveHold(em: EntityManager, holdId: string): Promise<boolean> {
  const rows = await em.execute<{ live: number }[]>(
    'select 1 as live from reservation_tables where hold_id = ? and hold_expires_at > now() limit 1',
    [holdId],
  );
  return rows.length > 0;
}

/** The sweep: deletes every expired hold (the availability caches see the change through the version triggers). */
export async function purgeExpiredHolds(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    'delete from reservation_tables where hold_id is not null and hold_expires_at <= now() returning id',
  );
  return rows.length;
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
