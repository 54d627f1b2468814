import { isLive, reservationPhase, type TReservationListItem } from '@stol/contracts';

/** Issue 22 §5: the kiosk's arriving list looks this far ahead. */
export const ARRIVING_LIST_WINDOW_MIN = 60;

/**
 * The parties still expected at the door: live, not checked in, starting within the next 60 minutes, or late
 * (start passed) while their stay has not ended. Soonest (and so the latest-late) first.
 */
export function arrivals(reservations: readonly TReservationListItem[], now: number): TReservationListItem[] {
  return reservations
    .filter((r) => {
      if (!isLive(r)) return false;
      const phase = reservationPhase(r, now);
      if (phase === 'late') return now < Date.parse(r.endDate);
      if (phase === 'arriving' || phase === 'upcoming')
        return Date.parse(r.date) - now <= ARRIVING_LIST_WINDOW_MIN * 60_000;
      return false;
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}
