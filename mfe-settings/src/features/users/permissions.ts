import type { TAdminUser } from '@stol/contracts';

/** Guest spec §6: superadmins cannot be deleted from the list; issue 20 §2: nobody deletes themselves. */
export const canDeleteUser = (user: TAdminUser, currentUserId: number | undefined): boolean =>
  user.role !== 'superadmin' && user.id !== currentUserId;

/** Guest spec §2.11: the multi-restaurant picker dialog is the restaurant manager's. */
export const hasRestaurantPicker = (user: TAdminUser): boolean => user.role === 'restaurantmanager';
