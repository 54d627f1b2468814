import type { TReservationListItem } from '@stol/contracts';
import type { TDayActions } from './use-day-actions';

/** What both layouts of today's list (table on wide screens, cards on phones) receive. */
export interface TTodayRowsProps {
  rows: TReservationListItem[];
  now: number;
  actions: TDayActions;
  onInfo: (reservation: TReservationListItem) => void;
  headingId: string;
  /** Staff: +30m/+1h are shown disabled, described by the note that says why. */
  extendDisabledReasonId: string | null;
}
