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

/** Digits a large party's phone needs, country code included (guest spec §5.1, §9). */
export const LARGE_PARTY_MIN_PHONE_DIGITS = 8;

/**
 * The large-party phone rule of guest spec §5.1 ('Please enter a valid phone number (min 8 digits).'), for the API
 * and the guest site alike: the digits as the guest typed them count (a country code they typed counts, one the
 * form or the server prefixes does not), so '1234567' is refused although +3851234567 has ten.
 */
export const hasLargePartyPhoneDigits = (typed: string): boolean =>
  typed.replace(/\D/g, '').length >= LARGE_PARTY_MIN_PHONE_DIGITS;

/**
 * A large-party request must be at least this many Zagreb days ahead when the restaurant sets none (guest spec
 * §5.1, §9; issue 23 §5: `floorplan.largePartyMinDaysAhead`); RESTAURANT_DEFAULTS.largePartyMinDaysAhead is this.
 */
export const LARGE_PARTY_MIN_DAYS_AHEAD = 5;

/**
 * A restaurant's minimum notice for a large-party request in Zagreb days (floorplan.largePartyMinDaysAhead, else
 * LARGE_PARTY_MIN_DAYS_AHEAD). The API answers every restaurant with the field filled; every client and the API
 * read it through this one accessor (here, zod-free, so the guest's first load can use it).
 */
export const largePartyMinDaysAhead = (
  floorplan: { largePartyMinDaysAhead?: number | null } | null | undefined,
): number => floorplan?.largePartyMinDaysAhead ?? LARGE_PARTY_MIN_DAYS_AHEAD;
