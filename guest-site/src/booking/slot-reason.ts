import type { TSlotUnavailableReason } from '@stol/contracts';

/**
 * A slot the guest cannot book is shown disabled with its reason in words (issue 12). The API's 'maintenance'
 * is a held table: the guest sees 'held'.
 */
export const SLOT_REASON_KEYS: Record<TSlotUnavailableReason, string> = {
  closed: 'slot.closed',
  past: 'slot.past',
  taken: 'slot.taken',
  too_small: 'slot.tooSmall',
  maintenance: 'slot.held',
  // Only another guest's hold (POST /public/holds): free again within minutes unless they book.
  being_booked: 'slot.beingBooked',
  // The slot itself (issue 24): the kitchen's covers are reached, or outside the guest's booking window.
  pacing: 'slot.pacing',
  too_soon: 'slot.tooSoon',
  too_far: 'slot.tooFar',
};

export const slotReasonKey = (reason: TSlotUnavailableReason | null): string | null =>
  reason ? SLOT_REASON_KEYS[reason] : null;
