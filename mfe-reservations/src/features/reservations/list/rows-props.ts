import type { TPendingEdit } from '../resolve/pending-edit';

export const COLUMNS = ['time', 'name', 'guests', 'table', 'phone', 'status', 'id', 'actions'] as const;

export interface TRowsProps {
  now: Date;
  canEdit: boolean;
  /** Pending edits by reservation id: kept by the page so a refetch, a collapse or a live event keeps them. */
  pendingEdits: Readonly<Record<number, TPendingEdit>>;
  onPendingChange: (reservationId: number, edit: TPendingEdit) => void;
  /** Show each row's date (the list spans several days); with one day filtered the date is noise. */
  showDay: boolean;
}
