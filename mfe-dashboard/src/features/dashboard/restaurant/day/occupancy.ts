import type { TReservationListItem, TTable } from '@stol/contracts';

/** Staff spec §9: the map's upcoming window. */
export const UPCOMING_WINDOW_MS = 30 * 60_000;

/** What the map shows for a table at an instant (staff spec §2). */
export type TOccupancy = 'maintenance' | 'occupied' | 'upcoming' | 'free';

type TTableState = Pick<TTable, 'id' | 'status' | 'clearedUntil'>;
type TDayReservation = Pick<
  TReservationListItem,
  'id' | 'tableId' | 'tables' | 'date' | 'endDate' | 'status' | 'noShowAt'
>;

/** The reservation holds this table: its main table or one of the attached ones. */
export const usesTable = (reservation: Pick<TDayReservation, 'tableId' | 'tables'>, tableId: number) =>
  reservation.tableId === tableId || reservation.tables.some((t) => t.tableId === tableId);

/** Still expected or seated: confirmed and not marked no-show. */
export const isLive = (r: Pick<TDayReservation, 'status' | 'noShowAt'>) =>
  r.status === 'confirmed' && r.noShowAt === null;

const inClearedWindow = (table: TTableState, now: number) =>
  table.clearedUntil !== null && Date.parse(table.clearedUntil) > now;

/**
 * Staff spec §4: active means now lies between start and (possibly extended) end, the reservation is neither
 * cleared nor no-show, and the table is not in its cleared window.
 */
export function activeReservation<R extends TDayReservation>(
  table: TTableState,
  reservations: readonly R[],
  now: number,
): R | null {
  if (inClearedWindow(table, now)) return null;
  return (
    reservations.find(
      (r) => isLive(r) && usesTable(r, table.id) && Date.parse(r.date) <= now && now < Date.parse(r.endDate),
    ) ?? null
  );
}

/** The next live reservation on the table starting after now (the earliest), or null. */
export function nextReservation<R extends TDayReservation>(
  table: Pick<TTable, 'id'>,
  reservations: readonly R[],
  now: number,
): R | null {
  let next: R | null = null;
  for (const r of reservations) {
    if (!isLive(r) || !usesTable(r, table.id) || Date.parse(r.date) <= now) continue;
    if (!next || Date.parse(r.date) < Date.parse(next.date)) next = r;
  }
  return next;
}

/**
 * The map's colour state: maintenance first (a held table is held whatever is booked), then occupied (an
 * active reservation), then upcoming (a live reservation starts within 30 minutes), else free.
 */
export function tableOccupancy(
  table: TTableState,
  reservations: readonly TDayReservation[],
  now: number,
): TOccupancy {
  if (table.status === 'maintenance') return 'maintenance';
  if (activeReservation(table, reservations, now)) return 'occupied';
  const next = nextReservation(table, reservations, now);
  if (next && Date.parse(next.date) - now <= UPCOMING_WINDOW_MS) return 'upcoming';
  return 'free';
}

/** The reservation a click on a table opens: the one at the table now, else its next one today. */
export const reservationForTable = <R extends TDayReservation>(
  table: TTableState,
  reservations: readonly R[],
  now: number,
): R | null => activeReservation(table, reservations, now) ?? nextReservation(table, reservations, now);
