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
  /**
   * Sees 'Delete table' without the right to it, and is told who may (staff spec §6: 'a message is shown
   * otherwise'): a restaurant admin, who works on this screen, is not left with a missing button and no word.
   */
  explainDelete: boolean;
  maintenance: boolean;
}

const NONE: TFloorPermissions = {
  selectRestaurant: false,
  design: false,
  move: false,
  delete: false,
  explainDelete: false,
  maintenance: false,
};

export function floorPermissions(role: TRole | undefined): TFloorPermissions {
  switch (role) {
    case 'superadmin':
      return { ...NONE, selectRestaurant: true, design: true, move: true, delete: true, maintenance: true };
    case 'restaurantmanager':
      return { ...NONE, selectRestaurant: true, move: true, delete: true, maintenance: true };
    case 'restaurantadmin':
      return { ...NONE, move: true, explainDelete: true, maintenance: true };
    default:
      return NONE;
  }
}
