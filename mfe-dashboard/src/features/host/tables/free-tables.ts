import { nextReservation, tableState, type TReservationListItem, type TTable } from '@stol/contracts';
import { formatZagreb } from '@stol/platform/time';

/** A table a party can sit at now, and when its next booking starts (if within the upcoming window). */
export interface TFreeTable {
  table: TTable;
  /** 'HH:mm' of the next booking when it starts within 30 minutes, else null. */
  bookedFrom: string | null;
}

/**
 * Tables free now (staff spec §5): not in maintenance and not occupied, in number order. A table whose booking
 * starts within 30 minutes is still offered, with that time, so the host can judge; the server refuses an
 * overlap with its conflict text.
 */
export function freeTablesNow(
  tables: readonly TTable[],
  reservations: readonly TReservationListItem[],
  now: number,
): TFreeTable[] {
  return tables
    .map((table) => ({ table, state: tableState(table, reservations, now) }))
    .filter(({ state }) => state === 'free' || state === 'upcoming')
    .map(({ table, state }) => {
      const next = state === 'upcoming' ? nextReservation(table, reservations, now) : null;
      return { table, bookedFrom: next ? formatZagreb(next.date, 'HH:mm') : null };
    })
    .sort((a, b) => a.table.number - b.table.number);
}
