import type { TReservationListItem } from '@stol/contracts';
import { isLive } from '@stol/contracts';

/** Staff spec §2: end-of-stay notices at 15, 10 and 5 minutes left. */
export const END_OF_STAY_MINUTES = [15, 10, 5] as const;

export interface TEndOfStayDue {
  /** Stable per reservation and threshold, so a notice is added once. */
  id: string;
  reservation: TReservationListItem;
  minutesLeft: (typeof END_OF_STAY_MINUTES)[number];
}

/**
 * The end-of-stay notices due now: for every seated or expected reservation under way, the tightest threshold
 * already reached (a dashboard opened with 7 minutes left says 10, not 15 and 10). The end is the reservation's
 * (possibly extended) end; a cleared, cancelled or no-show reservation gets none.
 */
export function endOfStayDue(reservations: readonly TReservationListItem[], now: number): TEndOfStayDue[] {
  const due: TEndOfStayDue[] = [];
  for (const reservation of reservations) {
    if (!isLive(reservation)) continue;
    const start = Date.parse(reservation.date);
    const left = Date.parse(reservation.endDate) - now;
    if (start > now || left <= 0) continue;
    let reached: TEndOfStayDue['minutesLeft'] | null = null;
    for (const minutes of END_OF_STAY_MINUTES) if (left <= minutes * 60_000) reached = minutes;
    if (reached !== null)
      // The end is part of the id: after +30m the same thresholds come round again.
      due.push({
        id: `end:${reservation.id}:${reservation.endDate}:${reached}`,
        reservation,
        minutesLeft: reached,
      });
  }
  return due;
}
