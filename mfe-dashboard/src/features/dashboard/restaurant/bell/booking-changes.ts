import type { TReservationListItem } from '@stol/contracts';

export interface TBookingChange {
  id: string;
  kind: 'created' | 'cancelled';
  reservation: TReservationListItem;
}

/**
 * New and cancelled bookings between two loads of today's list (the list reloads on every reservation event):
 * an id that was not there is new (unless it arrived already cancelled), a status that became 'cancelled' is a
 * cancellation. The first load (prev null) announces nothing.
 */
export function bookingChanges(
  prev: readonly TReservationListItem[] | null,
  next: readonly TReservationListItem[],
): TBookingChange[] {
  if (prev === null) return [];
  const before = new Map(prev.map((r) => [r.id, r]));
  const changes: TBookingChange[] = [];
  for (const reservation of next) {
    const old = before.get(reservation.id);
    if (!old) {
      if (reservation.status !== 'cancelled')
        changes.push({ id: `new:${reservation.id}`, kind: 'created', reservation });
    } else if (old.status !== 'cancelled' && reservation.status === 'cancelled') {
      changes.push({ id: `cancel:${reservation.id}`, kind: 'cancelled', reservation });
    }
  }
  return changes;
}
