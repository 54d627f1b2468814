import type { TAvailabilitySlot, TSlotUnavailableReason } from './public-booking';

/** Why `tableId` cannot be taken at `slot` (GET /public/availability), or null when it is free. */
export function tableReasonAt(
  slot: Pick<TAvailabilitySlot, 'unavailable'>,
  tableId: number,
): TSlotUnavailableReason | null {
  for (const [reason, tableIds] of Object.entries(slot.unavailable)) {
    if (tableIds.includes(tableId)) return reason as TSlotUnavailableReason;
  }
  return null;
}
