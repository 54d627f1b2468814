import type { THubCardStatus, TSpecialPromotions } from '@stol/contracts';

/**
 * A hub card's status (guest spec §4): active when the restaurant has a public path and is not inactive;
 * 'Inactive until …' while an until-date is ahead; inactive when so set; 'Coming soon' without a public path.
 */
export function hubCardStatus(
  restaurant: { publicPath?: string | null; specialPromotions?: TSpecialPromotions | null },
  now: Date,
): { status: THubCardStatus; inactiveUntil: string | null } {
  const promotions = restaurant.specialPromotions;
  const until = promotions?.inactiveUntil ? new Date(promotions.inactiveUntil) : null;
  if (promotions?.status === 'until' && until && until > now)
    return { status: 'inactive_until', inactiveUntil: until.toISOString() };
  if (promotions?.status === 'inactive') return { status: 'inactive', inactiveUntil: null };
  if (!restaurant.publicPath?.trim()) return { status: 'coming_soon', inactiveUntil: null };
  return { status: 'active', inactiveUntil: null };
}
