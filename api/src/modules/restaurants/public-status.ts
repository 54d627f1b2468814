import type { Restaurant } from './restaurant.entity';

/**
 * Whether the public site takes bookings and requests for a restaurant now (guest spec §4, promotion status):
 * 'inactive' never, 'until' only once its inactiveUntil has passed, 'active' (or no status) always.
 */
export function isPubliclyActive(restaurant: Pick<Restaurant, 'specialPromotions'>, now: Date): boolean {
  const promotion = restaurant.specialPromotions;
  if (!promotion) return true;
  if (promotion.status === 'inactive') return false;
  if (promotion.status === 'until')
    return !promotion.inactiveUntil || new Date(promotion.inactiveUntil).getTime() <= now.getTime();
  return true;
}
