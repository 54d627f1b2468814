import type { TRole } from '@stol/contracts';

/** Staff spec §6 / guest spec §6: staff cannot delete or save reservation changes. */
export const canEditReservations = (role: TRole): boolean => role !== 'staff';

/** DESIGN §7: a restaurant manager or a superadmin approves or rejects conflicting edits. */
export const canApproveChanges = (role: TRole): boolean =>
  role === 'superadmin' || role === 'restaurantmanager';

/** The restaurant filter: superadmin (all) and restaurant managers (assigned ones) only. */
export const canFilterByRestaurant = canApproveChanges;
