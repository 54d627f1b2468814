import type { TSpecialPromotions } from '@stol/contracts';
import { formatZagreb, zagrebDateTime } from '@stol/platform/time';

export type TPromotionStatus = TSpecialPromotions['status'];

/** A restaurant without a promotion setting is active (guest spec §4). */
export const promotionStatus = (promotions: TSpecialPromotions | null): TPromotionStatus =>
  promotions?.status ?? 'active';

/** An instant as the value of a datetime-local input, on the Zagreb wall clock ('2026-12-24T18:00'). */
export const toLocalInput = (iso: string | null | undefined): string =>
  iso ? `${formatZagreb(iso, 'yyyy-MM-dd')}T${formatZagreb(iso, 'HH:mm')}` : '';

/** A datetime-local value read on the Zagreb wall clock, as an ISO instant; null when incomplete. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? zagrebDateTime(match[1]!, match[2]!).toISOString() : null;
}
