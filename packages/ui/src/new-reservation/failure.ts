import { actionErrorMessage, isNetworkFailure } from '@stol/platform';
import { formatZagreb } from '@stol/platform/time';
import type { TReservationConflict } from '@stol/contracts';

export interface TFailure {
  message: string;
  /** The bookings in the way (409 RESERVATION_OVERLAP), named by table and time. */
  conflicts: TReservationConflict[];
  /** Nothing reached the server: the form keeps what was typed and Book sends the same booking again. */
  offline: boolean;
}

const conflictsOf = (error: unknown): TReservationConflict[] => {
  const data =
    error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const conflicts = data && typeof data === 'object' && 'conflicts' in data ? data.conflicts : null;
  return Array.isArray(conflicts) ? (conflicts as TReservationConflict[]) : [];
};

/** What a failed POST /reservations says in the dialog: the API's sentence (its language), or that it never got there. */
export function bookingFailure(error: unknown, texts: { failed: string; offline: string }): TFailure {
  if (isNetworkFailure(error)) return { message: texts.offline, conflicts: [], offline: true };
  return { message: actionErrorMessage(error, texts.failed), conflicts: conflictsOf(error), offline: false };
}

export const conflictTimes = (conflict: TReservationConflict) => ({
  number: conflict.tableNumber,
  from: formatZagreb(conflict.conflictStart, 'HH:mm'),
  to: formatZagreb(conflict.conflictEnd, 'HH:mm'),
});
