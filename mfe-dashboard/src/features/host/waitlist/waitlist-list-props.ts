import type { TWaitlistEntry } from '@stol/contracts';
import type { TWaitlistActions } from './use-waitlist-actions';

/** What both layouts of the waitlist (a table on wide screens, cards on phones) receive. */
export interface TWaitlistListProps {
  entries: readonly TWaitlistEntry[];
  now: number;
  labelledBy: string;
  /** Null for staff on the kiosk (issue 19 §23): they see the line, hosts act on it. */
  actions: TWaitlistActions | null;
  onSeat: (entry: TWaitlistEntry) => void;
}
