/**
 * What a table is at an instant, from its bookings' phases (issue 22 §3; staff spec §2 and §4 for the colours):
 * the day view's plan, the kiosk's tiles and the walk-in's free tables all read it from here. Zod-free (see
 * reservation-phase.ts).
 */
import { reservationPhase, type TPhaseInput } from './reservation-phase';

/** Staff spec §9: a table is 'upcoming' (blue) when a live booking on it starts within 30 minutes. */
export const UPCOMING_WINDOW_MS = 30 * 60_000;

/**
 * maintenance: held by the restaurant; occupied: a party is seated at it (checked in, not cleared), whatever the
 * clock says; late: a booking on it has started and its party has not arrived; upcoming: a booking starts within
 * 30 minutes; free: none of these.
 */
export const TABLE_STATES = ['maintenance', 'occupied', 'late', 'upcoming', 'free'] as const;
export type TTableState = (typeof TABLE_STATES)[number];

export interface TStateTable {
  id: number;
  status: 'available' | 'reserved' | 'maintenance';
  clearedUntil: string | null;
}

export interface TStateReservation extends TPhaseInput {
  id: number;
  tableId: number;
  tables: readonly { tableId: number }[];
  endDate: string;
}

/** The reservation holds this table: its main table or one of the attached ones. */
export const usesTable = (reservation: Pick<TStateReservation, 'tableId' | 'tables'>, tableId: number) =>
  reservation.tableId === tableId || reservation.tables.some((t) => t.tableId === tableId);

/** Still expected or seated: confirmed and not marked no-show. */
export const isLive = (r: Pick<TPhaseInput, 'status' | 'noShowAt'>) =>
  r.status === 'confirmed' && (r.noShowAt ?? null) === null;

const inClearedWindow = (table: TStateTable, now: number) =>
  table.clearedUntil !== null && Date.parse(table.clearedUntil) > now;

/** The party seated at the table now (checked in, not cleared), even if it came early or stays past its end. */
export function seatedReservation<R extends TStateReservation>(
  table: Pick<TStateTable, 'id'>,
  reservations: readonly R[],
  now: number,
): R | null {
  return (
    reservations.find((r) => usesTable(r, table.id) && reservationPhase(r, now) === 'seated') ?? null
  );
}

/** A booking on the table whose start has passed, not checked in, still within its stay: the table waits for it. */
export function lateReservation<R extends TStateReservation>(
  table: TStateTable,
  reservations: readonly R[],
  now: number,
): R | null {
  if (inClearedWindow(table, now)) return null;
  return (
    reservations.find(
      (r) => usesTable(r, table.id) && reservationPhase(r, now) === 'late' && now < Date.parse(r.endDate),
    ) ?? null
  );
}

/** The next live booking on the table not yet started and not seated (the earliest), or null. */
export function nextReservation<R extends TStateReservation>(
  table: Pick<TStateTable, 'id'>,
  reservations: readonly R[],
  now: number,
): R | null {
  let next: R | null = null;
  for (const r of reservations) {
    if (!usesTable(r, table.id)) continue;
    const phase = reservationPhase(r, now);
    if (phase !== 'upcoming' && phase !== 'arriving') continue;
    if (!next || Date.parse(r.date) < Date.parse(next.date)) next = r;
  }
  return next;
}

/** The table's state at `now` (epoch ms): maintenance, then a seated party, then a late one, then soon, else free. */
export function tableState(
  table: TStateTable,
  reservations: readonly TStateReservation[],
  now: number,
): TTableState {
  if (table.status === 'maintenance') return 'maintenance';
  if (seatedReservation(table, reservations, now)) return 'occupied';
  if (lateReservation(table, reservations, now)) return 'late';
  const next = nextReservation(table, reservations, now);
  if (next && Date.parse(next.date) - now <= UPCOMING_WINDOW_MS) return 'upcoming';
  return 'free';
}

/** The reservation a tap on a table opens: its seated party, else its late one, else its next one. */
export const reservationForTable = <R extends TStateReservation>(
  table: TStateTable,
  reservations: readonly R[],
  now: number,
): R | null =>
  seatedReservation(table, reservations, now) ??
  lateReservation(table, reservations, now) ??
  nextReservation(table, reservations, now);
