/**
 * Constants the guest site needs at run time, in a module without zod schemas: importing them from a module that
 * builds schemas would make the guest bundle evaluate zod and those schemas on a phone's first load (measured
 * with Lighthouse's mobile profile: about a third of the startup script's blocking time), although the site never
 * parses with them. The modules whose schemas use them import them from here.
 */

/** Country codes offered by the booking form; +385 is the default (guest spec §5.1, §9). */
export const COUNTRY_CODES = ['+385', '+43', '+49', '+39', '+44', '+1'] as const;
export const DEFAULT_COUNTRY_CODE = '+385';

/** Review limits (guest spec §9). */
export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, commentMax: 500 } as const;
