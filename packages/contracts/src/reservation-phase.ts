/**
 * Where a booking stands from the guests' side, not only the clock (issue 22 §3): computed in this one place from
 * the reservation and now, for the day view, the floor plan, the kiosk and the API. Zod-free on purpose: the host
 * screens import it at their first render (see host-constants.ts).
 *
 *   upcoming → arriving (within ARRIVING_WITHIN_MIN of its start) → late (start passed, not checked in)
 *            → seated (checked in) → finished (cleared) | no_show;  cancelled at any point.
 *
 * Phases are computed on instants (UTC), so a booking that starts before midnight and ends after it, or a late
 * party at 00:10, needs no day arithmetic.
 */

export const RESERVATION_PHASES = [
  'upcoming',
  'arriving',
  'late',
  'seated',
  'finished',
  'no_show',
  'cancelled',
] as const;
export type TReservationPhase = (typeof RESERVATION_PHASES)[number];

/** A booking is 'arriving' from this many minutes before its start. */
export const ARRIVING_WITHIN_MIN = 15;

/** The fields a phase is computed from (a TReservation or a list item has them all). */
export interface TPhaseInput {
  date: string;
  status: 'confirmed' | 'cleared' | 'no_show' | 'cancelled';
  checkedInAt: string | null;
  noShowAt?: string | null;
}

/** The phase of `reservation` at `now` (epoch ms). */
export function reservationPhase(reservation: TPhaseInput, now: number): TReservationPhase {
  if (reservation.status === 'cancelled') return 'cancelled';
  if (reservation.status === 'no_show' || (reservation.noShowAt ?? null) !== null) return 'no_show';
  if (reservation.status === 'cleared') return 'finished';
  if (reservation.checkedInAt !== null) return 'seated';
  const start = Date.parse(reservation.date);
  if (now >= start) return 'late';
  if (start - now <= ARRIVING_WITHIN_MIN * 60_000) return 'arriving';
  return 'upcoming';
}

/**
 * How late a 'late' party is, in whole minutes, but at least 1: in its first minute a host reads '0 min late' as
 * 'on time'. One definition for the day view, its plan, the kiosk and the reservations list.
 */
export const minutesLate = (date: string, now: number): number =>
  Math.max(1, Math.floor((now - Date.parse(date)) / 60_000));

/**
 * The day view's groups, in the order a host works them (issue 22 §3): who is at the door (arriving and late),
 * then who is seated, then later bookings, then what is done.
 */
export const PHASE_GROUPS = {
  door: ['late', 'arriving'],
  seated: ['seated'],
  later: ['upcoming'],
  done: ['finished', 'no_show', 'cancelled'],
} as const satisfies Record<string, readonly TReservationPhase[]>;
export type TPhaseGroup = keyof typeof PHASE_GROUPS;

export const phaseGroup = (phase: TReservationPhase): TPhaseGroup =>
  (Object.keys(PHASE_GROUPS) as TPhaseGroup[]).find((group) =>
    (PHASE_GROUPS[group] as readonly TReservationPhase[]).includes(phase),
  )!;

/** Still to come or at the table: the phases that hold a table. */
export const isActivePhase = (phase: TReservationPhase) =>
  phase === 'upcoming' || phase === 'arriving' || phase === 'late' || phase === 'seated';
