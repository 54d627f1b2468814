import type { TRole } from '@stol/contracts';

/** DESIGN §7: +30m / +1h are for restaurant admins and managers (and the superadmin), not staff. */
export const canExtend = (role: TRole): boolean => role !== 'staff';

/** The extensions the day view offers (DESIGN §7). */
export const EXTENSIONS = [30, 60] as const;
