import type { TReservationListItem, TReservationStatus } from '@stol/contracts';

/** What the status column shows for a row (staff spec §4, guest spec §4 "Back-office reservation display"). */
export type TRowState =
  | { kind: 'status'; status: Exclude<TReservationStatus, 'confirmed'> }
  | { kind: 'occupied'; until: Date }
  | { kind: 'held' }
  | { kind: 'upcoming' }
  | { kind: 'blank' };

type TRowInput = Pick<TReservationListItem, 'status' | 'date' | 'endDate' | 'noShowAt'> & {
  table: Pick<TReservationListItem['table'], 'status'>;
};

/**
 * Derives a row's state at `now`. Final statuses (cleared, cancelled, no-show, or a recorded noShowAt) are shown
 * as they are. For a confirmed reservation: occupied while now is within [start, end); otherwise held when its
 * table is in maintenance — ahead of "upcoming" on purpose, because a future booking on a held table is exactly
 * what staff must reassign; otherwise upcoming when it starts in the future; else (finished) blank.
 * Instants are compared as instants, so DST days need no special handling.
 */
export function deriveRowState(reservation: TRowInput, now: Date): TRowState {
  if (reservation.status !== 'confirmed') return { kind: 'status', status: reservation.status };
  if (reservation.noShowAt) return { kind: 'status', status: 'no_show' };
  const start = new Date(reservation.date).getTime();
  const end = new Date(reservation.endDate).getTime();
  const at = now.getTime();
  if (start <= at && at < end) return { kind: 'occupied', until: new Date(end) };
  if (reservation.table.status === 'maintenance') return { kind: 'held' };
  if (start > at) return { kind: 'upcoming' };
  return { kind: 'blank' };
}
