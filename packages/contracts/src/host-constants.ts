/**
 * What the host screens (day view, waitlist, walk-ins, kiosk) need at their first render, in a module without zod:
 * the dashboard checks its answers with shapes (shape-check.ts), so importing these from a module that builds
 * schemas (host.ts, reservation.ts) would bring zod back onto sign-in (issue 8). The schemas use them from here.
 */
import type { TRole } from './roles';

/** Who runs the waitlist, walk-ins and large-party requests: staff get 403 (and the UI hides the panels). */
export const HOST_ROLES: readonly TRole[] = ['superadmin', 'restaurantmanager', 'restaurantadmin'];

/**
 * How long a converted large party holds its tables (staff spec §9: "blocking around large-party tables about
 * plus or minus 2 hours"), unless the restaurant's default stay is longer.
 */
export const LARGE_PARTY_STAY_MIN = 120;

/** Party size on every host form: 1 to 20 (both specs §9). */
export const HOST_PARTY_SIZE = { min: 1, max: 20 } as const;

/** The name a walk-in gets when none is given (both specs); walk-ins are marked by `isWalkIn` (DESIGN §7). */
export const WALK_IN_NAME = 'Walk-in';

/**
 * The name to show for a reservation: a walk-in seated without a name is stored as 'Walk-in' (the specs' value)
 * and shown in the reader's language (`walkInLabel`); every other name is the guest's own.
 */
export const guestDisplayName = (r: { name: string; isWalkIn?: boolean }, walkInLabel: string): string =>
  r.isWalkIn === true && r.name === WALK_IN_NAME ? walkInLabel : r.name;

/** A reservation's notes (allergies, occasion, seating wishes): at most this many characters (issue 22 §2). */
export const RESERVATION_NOTES_MAX = 500;
