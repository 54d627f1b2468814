import type { TAdminUser } from '@stol/contracts';
import type { TFunction } from 'i18next';

/**
 * The restaurant column by name: a superadmin sees every restaurant, a manager their several, anyone else their
 * one. An id without a name (the names not loaded yet, or a restaurant deleted since) still says which.
 */
export function restaurantsText(
  user: TAdminUser,
  nameOf: (id: number) => string | null,
  t: TFunction,
): string {
  if (user.role === 'superadmin') return t('users.table.allRestaurants');
  const ids =
    user.role === 'restaurantmanager' ? user.restaurantIds : user.restaurantId ? [user.restaurantId] : [];
  if (ids.length === 0) return t('users.table.noRestaurant');
  return ids.map((id) => nameOf(id) ?? t('users.table.unknownRestaurant', { id })).join(', ');
}
