import type { TRole } from '@stol/contracts';

/** Guest spec §6 / issue 20 §3: superadmin does everything, a manager edits assigned restaurants, others read. */
export const canCreateRestaurants = (role: TRole): boolean => role === 'superadmin';
export const canDeleteRestaurants = (role: TRole): boolean => role === 'superadmin';
export const canEditRestaurants = (role: TRole): boolean =>
  role === 'superadmin' || role === 'restaurantmanager';
