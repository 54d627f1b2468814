import { tableReasonAt, type TAvailabilitySlot, type TTable } from '@stol/contracts';

/** A table on the dialog's plan at the chosen time, for the chosen party. */
export type TPlanState = 'free' | 'taken' | 'held' | 'tooSmall';

type TSlotTables = Pick<TAvailabilitySlot, 'unavailable'>;

/**
 * What `table` is at `slot` for the party. The answer asked with the party size marks a table too small before
 * anything else (taken or not); `open` (the same time asked without a party size) then tells a free small table
 * from a taken one, which the over-capacity choice needs.
 */
export function tableStateAt(table: Pick<TTable, 'id'>, slot: TSlotTables, open?: TSlotTables): TPlanState {
  let reason = tableReasonAt(slot, table.id);
  if (reason === 'too_small') {
    if (!open) return 'tooSmall';
    reason = tableReasonAt(open, table.id);
    if (reason === null || reason === 'too_small') return 'tooSmall';
  }
  if (reason === null) return 'free';
  return reason === 'maintenance' ? 'held' : 'taken';
}

export const canTake = (state: TPlanState, overCapacity: boolean) =>
  state === 'free' || (overCapacity && state === 'tooSmall');

/**
 * The table a time gets unless the host picks another: the answer's own (the smallest free table that seats the
 * party); when none seats it and the host books over capacity, the largest free table. Null: nothing to book.
 */
export function bestTableAt(
  slot: TAvailabilitySlot,
  tables: readonly TTable[],
  overCapacity: boolean,
  open?: TSlotTables,
): number | null {
  if (slot.reason === 'closed' || slot.reason === 'past') return null;
  if (slot.available && slot.tableId !== null) return slot.tableId;
  if (!overCapacity || !open) return null;
  const free = tables
    .filter((table) => tableStateAt(table, slot, open) === 'tooSmall')
    .sort((a, b) => b.seats - a.seats || a.number - b.number);
  return free[0]?.id ?? null;
}

/** The chosen table when the host picked one and it can still be had at `slot`, else the best one. */
export function tableFor(
  slot: TAvailabilitySlot,
  tables: readonly TTable[],
  picked: number | null,
  overCapacity: boolean,
  open?: TSlotTables,
): number | null {
  const table = picked === null ? undefined : tables.find((t) => t.id === picked);
  if (table && canTake(tableStateAt(table, slot, open), overCapacity)) return table.id;
  return bestTableAt(slot, tables, overCapacity, open);
}
