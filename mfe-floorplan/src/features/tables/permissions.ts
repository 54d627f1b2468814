import type { TRole } from '@stol/contracts';

/**
 * What each role may do on /radmin (staff spec §6, README "Floor plan rules"). The server enforces the same
 * table; the screen hides what the server would refuse instead of offering it and failing.
 */
export interface TFloorPermissions {
  /** Choose among several restaurants (superadmin: all, manager: assigned); an admin has only their own. */
  selectRestaurant: boolean;
  /** Add and copy tables, change number, seats and size, corner radii and chairs. */
  design: boolean;
  /** Drag (and arrow-key) tables to a new position and save it. */
  move: boolean;
  delete: boolean;
  maintenance: boolean;
}

const NONE: TFloorPermissions = {
  selectRestaurant: false,
  design: false,
  move: false,
  delete: false,
  maintenance: false,
};

export function floorPermissions(role: TRole | undefined): TFloorPermissions {
  switch (role) {
    case 'superadmin':
      return { selectRestaurant: true, design: true, move: true, delete: true, maintenance: true };
    case 'restaurantmanager':
      return { ...NONE, selectRestaurant: true, move: true, delete: true, maintenance: true };
    case 'restaurantadmin':
      return { ...NONE, move: true, maintenance: true };
    default:
      return NONE;
  }
}
