import type { THubAdminStatus, TSpecialPromotions } from '@stol/contracts';
import { hubCardStatus } from './hub-card-status';

/**
 * A restaurant's status in the back office's hub view (guest spec §4): active when it has a public path, is not
 * inactive and not still within its until time; else '(Inactive)' with a public path, '(Coming Soon)' without.
 * The public card's rule (hubCardStatus) with its inactive states folded by whether there is a path.
 */
export function hubAdminStatus(
  restaurant: { publicPath?: string | null; specialPromotions?: TSpecialPromotions | null },
  now: Date,
): THubAdminStatus {
  const { status } = hubCardStatus(restaurant, now);
  if (status === 'active') return 'active';
  return restaurant.publicPath?.trim() ? 'inactive' : 'coming_soon';
}
