import { reservationPhase, type TReservationPhase } from '@stol/contracts';
import type { TReservationListItem } from '@stol/contracts';

/** The day's covers (guests) as the header shows them (issue 22 §4). */
export interface TCovers {
  /** Every booking of the day that is not cancelled (no-shows were booked too). */
  booked: number;
  /** Parties that came: seated now or already finished. */
  seated: number;
  /** Parties still to come: later, arriving or late. */
  expected: number;
}

const SEATED: readonly TReservationPhase[] = ['seated', 'finished'];
const EXPECTED: readonly TReservationPhase[] = ['upcoming', 'arriving', 'late'];

export function dayCovers(reservations: readonly TReservationListItem[], now: number): TCovers {
  const covers: TCovers = { booked: 0, seated: 0, expected: 0 };
  for (const r of reservations) {
    const phase = reservationPhase(r, now);
    if (phase === 'cancelled') continue;
    covers.booked += r.partySize;
    if (SEATED.includes(phase)) covers.seated += r.partySize;
    else if (EXPECTED.includes(phase)) covers.expected += r.partySize;
  }
  return covers;
}
