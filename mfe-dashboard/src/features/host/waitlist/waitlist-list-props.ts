import type { TWaitlistEntry } from '@stol/contracts';
import type { TWaitlistActions } from './use-waitlist-actions';

/** What both layouts of the waitlist (a table on wide screens, cards on phones) receive. */
export interface TWaitlistListProps {
  entries: readonly TWaitlistEntry[];
  now: number;
  labelledBy: string;
  actions: TWaitlistActions;
  onSeat: (entry: TWaitlistEntry) => void;
}
