import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CLEARED_WINDOW_MIN,
  LIFECYCLE_MESSAGES,
  type TReservationListItem,
  type TSocketEvent,
  type TTable,
} from '@stol/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { syncOccupancyToStatus } from '../reservations/occupancy.writer';
import { toListItem } from '../reservations/reservation-item';
import { writeReservation } from '../reservations/reservation-write';
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

/** The reservation seated at a table now (main or attached table), if any. */
async function activeReservationId(em: EntityManager, tableId: number, now: Date): Promise<number | null> {
  const rows = await em.execute<{ id: number }[]>(
    `select r.id from reservations r join reservation_tables rt on rt.reservation_id = r.id
     where rt.table_id = ? and r.status = 'confirmed' and r.no_show_at is null and r.start_at <= ? and r.end_at > ?
     order by r.start_at desc limit 1`,
    [tableId, now.toISOString(), now.toISOString()],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The table's most recently cleared reservation (or the one named), for undo. */
async function clearedReservationId(em: EntityManager, tableId: number, reservationId?: number) {
  const rows = await em.execute<{ id: number }[]>(
    `select r.id from reservations r join reservation_tables rt on rt.reservation_id = r.id
     where rt.table_id = ? and r.status = 'cleared' ${reservationId ? 'and r.id = ?' : ''}
     order by r.updated_at desc limit 1`,
    reservationId ? [tableId, reservationId] : [tableId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * One clear or undo in one transaction: the reservation's status (which holds or releases its tables) and the
 * table's cleared window change together; the live event follows the commit.
 */
async function switchClearState(
  em: EntityManager,
  table: DiningTable,
  reservationId: number,
  next: { status: 'cleared' | 'confirmed'; clearedUntil: Date | null; event: TSocketEvent },
  realtime: RealtimeHub,
): Promise<ClearResult> {
  const { reservation, updated } = await writeReservation(em, reservationId, async ({ tx, reservation }) => {
    reservation.status = next.status;
    await tx.flush();
    await syncOccupancyToStatus(tx, reservation);
    const locked = await tx.findOneOrFail(DiningTable, { id: table.id });
    locked.clearedUntil = next.clearedUntil;
    await tx.flush();
    return { reservation, updated: locked };
  });
  realtime.emitToRestaurant(table.restaurantId, next.event, {
    restaurantId: table.restaurantId,
    tableId: table.id,
    reservationId,
  });
  return { reservation: await toListItem(em.fork(), reservation), table: toTableJson(updated) };
}

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
  const now = ctx.clock.now();
  const reservationId = await activeReservationId(em, tableId, now);
  if (reservationId === null) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.noActiveReservation);
  const clearedUntil = new Date(now.getTime() + CLEARED_WINDOW_MIN * 60_000);
  return switchClearState(
    em,
    table,
    reservationId,
    { status: 'cleared', clearedUntil, event: 'table.cleared' },
    ctx.realtime,
  );
}

/**
 * Undo clear: the reservation is confirmed again and holds its tables again (409 if someone took them), and the
 * table leaves its cleared window. Undo belongs to a recent clear (the UI offers it for 10 seconds): once the
 * table's cleared window has ended there is nothing to undo, so an old clear cannot be revived. It is announced
 * as `table.released`, the counterpart of `table.cleared`: it names the table whose window ended (boards
 * recolour it) and the lists of both specs §4 reload on it.
 */
export async function undoClear(
  em: EntityManager,
  tableId: number,
  requested: number | undefined,
  ctx: ClearContext,
): Promise<ClearResult> {
  const table = await getTableOrFail(em, tableId);
  const inWindow = (table.clearedUntil?.getTime() ?? 0) > ctx.clock.now().getTime();
  const reservationId = inWindow ? await clearedReservationId(em, tableId, requested) : null;
  if (reservationId === null) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.notFoundForUndo);
  return switchClearState(
    em,
    table,
    reservationId,
    { status: 'confirmed', clearedUntil: null, event: 'table.released' },
    ctx.realtime,
  );
}
