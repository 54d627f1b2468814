import { minutesLate, reservationPhase, type TReservationListItem, type TReservationStatus } from '@stol/contracts';

/** What the status column shows for a row (staff spec §4, guest spec §4 "Back-office reservation display"). */
export type TRowState =
  | { kind: 'status'; status: Exclude<TReservationStatus, 'confirmed'> }
  | { kind: 'occupied'; until: Date }
  | { kind: 'late'; minutes: number }
  | { kind: 'held' }
  | { kind: 'arriving' }
  | { kind: 'upcoming' }
  | { kind: 'blank' };

type TRowInput = Pick<TReservationListItem, 'status' | 'date' | 'endDate' | 'noShowAt' | 'checkedInAt'> & {
  table: Pick<TReservationListItem['table'], 'status'>;
};

/**
 * A row's state at `now`, from the booking's phase (issue 22 §3, the one definition the day view and the kiosk
 * use): final statuses (cleared, cancelled, no-show, or a recorded noShowAt) as they are; a seated party occupies
 * its table until it is cleared, whatever the clock; a table in maintenance marks a booking not yet seated as held
 * — ahead of the clock on purpose, because such a booking is exactly what staff must reassign; a party that has not
 * come is late while its time runs, and shows nothing once its time is over (the no-show job's call); otherwise
 * arriving (15 minutes before) or upcoming. Instants are compared as instants, so DST days need no special handling.
 */
export function deriveRowState(reservation: TRowInput, now: Date): TRowState {
  const at = now.getTime();
  const phase = reservationPhase(reservation, at);
  switch (phase) {
    case 'cancelled':
    case 'no_show':
      return { kind: 'status', status: phase };
    case 'finished':
      return { kind: 'status', status: 'cleared' };
    case 'seated':
      return { kind: 'occupied', until: new Date(reservation.endDate) };
  }
  if (reservation.table.status === 'maintenance') return { kind: 'held' };
  if (phase === 'late')
    return at < Date.parse(reservation.endDate)
      ? { kind: 'late', minutes: minutesLate(reservation.date, at) }
      : { kind: 'blank' };
  return { kind: phase };
}
