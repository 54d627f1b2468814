import type { TReservationListItem } from '@stol/contracts';
import type { TPhaseSection } from '../day/phase-groups';
import type { TRowTexts } from './row-texts';
import type { TDayActions } from './use-day-actions';

/** What both layouts of the day's list (table on wide screens, cards on phones) receive. */
export interface TTodayRowsProps {
  sections: TPhaseSection[];
  now: number;
  actions: TDayActions;
  onInfo: (reservation: TReservationListItem) => void;
  headingId: string;
  /** Staff: +30m/+1h are shown disabled, described by the note that says why. */
  extendDisabledReasonId: string | null;
  /** Another day than today: Info only (check-ins, clears and extensions are today's). */
  readOnly: boolean;
  /** Opens the list's one early check-in dialog for a row (one dialog per list, not one closed modal per row). */
  onEarlyCheckIn: (reservation: TReservationListItem) => void;
  /** A long day: each group draws only the rows near the screen (use-row-window). */
  windowed: boolean;
  /** The day shown (YYYY-MM-DD): a long day's first drawing of another day covers the screen first. */
  day: string;
}

/** What each group and row of either layout receives: the list's props less the list's own, and the list's texts. */
export type TRowSharedProps = Omit<TTodayRowsProps, 'sections' | 'headingId' | 'windowed' | 'day'> & {
  texts: TRowTexts;
};
