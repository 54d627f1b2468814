import type { TApprovalConflict, TApprovalMoveSuggestion } from '@stol/contracts';

/** A booking that stands in a request's way, once (the API lists it once per table it blocks). */
export interface BookingInTheWay {
  reservationId: number;
  name: string;
  guests?: number;
  /** Where it could move (issue 22 §6): null when no free table of its size is left; undefined if not told. */
  suggestedMove?: TApprovalMoveSuggestion | null;
}

export function bookingsInTheWay(conflicts: readonly TApprovalConflict[]): BookingInTheWay[] {
  const seen = new Map<number, BookingInTheWay>();
  for (const c of conflicts)
    if (!seen.has(c.reservationId))
      seen.set(c.reservationId, {
        reservationId: c.reservationId,
        name: c.name,
        guests: c.guests,
        suggestedMove: c.suggestedMove,
      });
  return [...seen.values()];
}

/**
 * The moves that clear a request's way, when every booking in it has a free table to go to; null when there is
 * nothing in the way or some booking has nowhere to go (then only the plain approve is offered).
 */
export function wayOut(
  bookings: readonly BookingInTheWay[],
): { reservationId: number; tableId: number }[] | null {
  if (bookings.length === 0) return null;
  const moves = bookings.flatMap((b) =>
    b.suggestedMove ? [{ reservationId: b.reservationId, tableId: b.suggestedMove.tableId }] : [],
  );
  return moves.length === bookings.length ? moves : null;
}
