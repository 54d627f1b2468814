import type { TReservationEditPatch, TReservationListItem } from '@stol/contracts';
import { fromZagrebWallTime, toZagrebWallTime } from './wall-time';

/** What the user changed in a row's Resolve section; absent fields are unchanged. */
export interface TPendingEdit {
  tableId?: number;
  /** The picker's Zagreb wall-clock value, 'YYYY-MM-DD HH:mm:ss'. */
  date?: string;
}

type TEditable = Pick<TReservationListItem, 'tableId' | 'date'>;

const changedTable = (edit: TPendingEdit, reservation: TEditable) =>
  edit.tableId !== undefined && edit.tableId !== reservation.tableId;

const changedDate = (edit: TPendingEdit, reservation: TEditable) =>
  edit.date !== undefined && edit.date !== toZagrebWallTime(reservation.date);

/** Save is enabled only while this is true (guest spec §5.3). */
export function hasPendingChange(edit: TPendingEdit, reservation: TEditable): boolean {
  return changedTable(edit, reservation) || changedDate(edit, reservation);
}

/**
 * The PATCH body: only what changed, and always `requireApproval: true` so that a conflict files an approval
 * request (202) instead of failing.
 */
export function toEditPatch(edit: TPendingEdit, reservation: TEditable): TReservationEditPatch {
  return {
    ...(changedTable(edit, reservation) ? { tableId: edit.tableId } : {}),
    ...(changedDate(edit, reservation) && edit.date ? { date: fromZagrebWallTime(edit.date) } : {}),
    requireApproval: true,
  };
}
