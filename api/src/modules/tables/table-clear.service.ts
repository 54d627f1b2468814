import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHECK_IN_OPENS_BEFORE_MIN,
  CLEARED_WINDOW_MIN,
  LIFECYCLE_MESSAGES,
  type TReservationListItem,
  type TTable,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { announceNoShows, markNoShowRows, noShowRefusal } from '../reservations/no-show.transition';
import { syncOccupancyToStatus } from '../reservations/occupancy.writer';
import type { Reservation } from '../reservations/reservation.entity';
import { toListItem } from '../reservations/reservation-item';
import { getReservationOrFail, writeReservation, type WriteScope } from '../reservations/reservation-write';
import { toTableJson } from './table.mapper';
import { getTableOrFail } from './tables.service';
import { DiningTable } from './table.entity';

interface ClearContext {
  clock: Clock;
  realtime: RealtimeHub;
}

export interface ClearResult {
  reservation: TReservationListItem;
  table: TTable;
}

/**
 * How far around now a checked-in party still counts as seated whatever its times (issue 22 §3: occupied = a
 * seated party): from the earliest check-in (2 hours before its start) to a stay that overran by up to a day.
 */
const SEATED_LOOKBACK_MS = 24 * 3_600_000;

/**
 * The reservation at a table now (main or attached table), if any: a checked-in party first (seated early, or
 * staying past its end: the boards show the table occupied until it is cleared), else the one under way by the
 * clock.
 */
async function activeReservationId(em: EntityManager, tableId: number, now: Date): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>(
    `select r.id from reservations r join reservation_tables rt on rt.reservation_id = r.id
     where rt.table_id = ? and r.status = 'confirmed' and r.no_show_at is null
       and ((r.start_at <= ? and r.end_at > ?)
         or (r.checked_in_at is not null and r.start_at <= ? and r.start_at > ?))
     order by (r.checked_in_at is not null) desc, r.start_at desc limit 1`,
    [
      tableId,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + CHECK_IN_OPENS_BEFORE_MIN * 60_000).toISOString(),
      new Date(now.getTime() - SEATED_LOOKBACK_MS).toISOString(),
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The table's most recently ended reservation (cleared, or marked a no-show by the host), or the one named, for
 * undo. One undo serves both ends of a visit (DESIGN §7: "Undo works as for a clear").
 */
async function endedReservationId(em: EntityManager, tableId: number, reservationId?: number) {
  const rows = await em.execute<{ id: number }[]>(
    `select r.id from reservations r join reservation_tables rt on rt.reservation_id = r.id
     where rt.table_id = ? and r.status in ('cleared', 'no_show') ${reservationId ? 'and r.id = ?' : ''}
     order by r.updated_at desc limit 1`,
    reservationId ? [tableId, reservationId] : [tableId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * One end of a visit (clear, no-show) or its undo in one transaction: the reservation's status (which holds or
 * releases its tables) and the table's cleared window change together; the live event follows the commit.
 */
async function switchVisitState(
  em: EntityManager,
  tableId: number,
  reservationId: number,
  next: {
    change: (scope: WriteScope) => Promise<void>;
    clearedUntil: Date | null;
    announce: (reservation: Reservation) => void;
  },
): Promise<ClearResult> {
  const updated = await writeReservation(em, reservationId, async (scope) => {
    await next.change(scope);
    const locked = await scope.tx.findOneOrFail(DiningTable, { id: tableId });
    locked.clearedUntil = next.clearedUntil;
    await scope.tx.flush();
    return locked;
  });
  // Read after the commit: the no-show transition writes in SQL, past the entity in the write's scope.
  const reservation = await getReservationOrFail(em.fork(), reservationId);
  next.announce(reservation);
  return { reservation: await toListItem(em.fork(), reservation), table: toTableJson(updated) };
}

/** The reservation's status as given; noShowAt goes with it (set by a no-show, gone once confirmed again). */
const setStatus =
  (status: 'cleared' | 'confirmed', now: Date) =>
  async ({ tx, reservation }: WriteScope): Promise<void> => {
    reservation.status = status;
    if (status === 'confirmed') reservation.noShowAt = null;
    // When the table was cleared ends the stay that turn times measure (issue 21 §2); an undo takes it back.
    reservation.clearedAt = status === 'cleared' ? now : null;
    await tx.flush();
    await syncOccupancyToStatus(tx, reservation);
  };

const cleanWindow = (ctx: ClearContext) => new Date(ctx.clock.now().getTime() + CLEARED_WINDOW_MIN * 60_000);

/**
 * POST /tables/{id}/clear: the seated party leaves early. The reservation becomes cleared (its tables are
 * released) and the table gets a short clearedUntil window so boards show it as just cleared (staff spec §4).
 */
export async function clearTable(
  em: EntityManager,
  tableId: number,
  ctx: ClearContext,
): Promise<ClearResult> {
  const table = await getTableOrFail(em, tableId);
  const reservationId = await activeReservationId(em, tableId, ctx.clock.now());
  if (reservationId === null) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.noActiveReservation);
  return switchVisitState(em, table.id, reservationId, {
    change: setStatus('cleared', ctx.clock.now()),
    clearedUntil: cleanWindow(ctx),
    announce: () =>
      ctx.realtime.emitToRestaurant(table.restaurantId, 'table.cleared', {
        restaurantId: table.restaurantId,
        tableId: table.id,
        reservationId,
      }),
  });
}

/**
 * POST /reservations/{id}/no-show: the host's 'No-show', the Clear of a guest who has not checked in (staff spec
 * §2, DESIGN §7). The same transition as the automatic sweep (status no_show with noShowAt, tables released,
 * `reservation.no_show`), refused with a sentence for a checked-in guest, one not started yet or one no longer
 * confirmed; and, like a clear, the main table gets its cleared window, so Undo (POST /tables/{id}/clear/undo)
 * brings the reservation back the same way.
 */
export async function markNoShow(
  em: EntityManager,
  reservationId: number,
  ctx: ClearContext,
): Promise<ClearResult> {
  const { tableId } = await getReservationOrFail(em, reservationId);
  return switchVisitState(em, tableId, reservationId, {
    async change({ tx, reservation }) {
      const now = ctx.clock.now();
      const refusal =
        noShowRefusal(reservation, now) ??
        (reservation.status !== 'confirmed' || reservation.noShowAt
          ? LIFECYCLE_MESSAGES.noShowNotConfirmed
          : null);
      if (refusal) throw new AppError('CONFLICT', refusal);
      await markNoShowRows(tx, { ids: [reservation.id] }, now);
    },
    clearedUntil: cleanWindow(ctx),
    announce: (reservation) =>
      announceNoShows(ctx.realtime, [
        { id: reservation.id, restaurantId: reservation.restaurantId, tableId: reservation.tableId },
      ]),
  });
}

/**
 * Undo clear or no-show: the reservation is confirmed again and holds its tables again (409 if someone took
 * them), and the table leaves its cleared window. Undo belongs to a recent clear (the UI offers it for 10
 * seconds): once the table's cleared window has ended there is nothing to undo, so an old clear cannot be
 * revived. It is announced as `table.released`, the counterpart of `table.cleared`: it names the table whose
 * window ended (boards recolour it) and the lists of both specs §4 reload on it.
 */
export async function undoClear(
  em: EntityManager,
  tableId: number,
  requested: number | undefined,
  ctx: ClearContext,
): Promise<ClearResult> {
  const table = await getTableOrFail(em, tableId);
  const inWindow = (table.clearedUntil?.getTime() ?? 0) > ctx.clock.now().getTime();
  const reservationId = inWindow ? await endedReservationId(em, tableId, requested) : null;
  if (reservationId === null) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.notFoundForUndo);
  return switchVisitState(em, table.id, reservationId, {
    change: setStatus('confirmed', ctx.clock.now()),
    clearedUntil: null,
    announce: () =>
      ctx.realtime.emitToRestaurant(table.restaurantId, 'table.released', {
        restaurantId: table.restaurantId,
        tableId: table.id,
        reservationId,
      }),
  });
}
