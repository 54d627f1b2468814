import type { TAvailabilitySlot, TTable } from '@stol/contracts';
import type { TBookingMode } from '../mode';
import { tableReason } from '../plan-looks';

/**
 * What the phone's plan opens on (issue 23 §2's leftover: at the 44 px zoom not every table fits a phone): the
 * tables free for the guest's party at the chosen time, and their chosen table, kept in view. No free tables for
 * a large party (its request picks no table) or when none is free: the dialog then opens on all of them.
 */
export function tablesToShow(
  tables: readonly TTable[],
  slot: TAvailabilitySlot | null,
  selectedId: number | null,
  mode: Pick<TBookingMode, 'largeParty'>,
): { free: TTable[]; chosen: TTable | null } {
  const chosen = tables.find((table) => table.id === selectedId) ?? null;
  if (mode.largeParty) return { free: [], chosen: null };
  return { free: tables.filter((table) => tableReason(table, slot, selectedId) === null), chosen };
}
