/**
 * Issue 8 §1 weight budgets: compressed JS + CSS bytes over the wire in Chromium with an empty HTTP cache.
 * The one place these numbers live; weight.spec.ts asserts them and README "Weight budgets" quotes them.
 */
export const KIB = 1024;

export const WEIGHT_BUDGETS = {
  /** A cold visit to the sign-in page, until the form is usable. */
  coldLogin: 200 * KIB,
  /** Signing in from there until the dashboard shows, with what /login already cached. */
  signInToDashboard: 80 * KIB,
  /** A cold visit to /reservations with a session (empty HTTP cache, signed-in browser state). */
  coldReservations: 300 * KIB,
  /** What each remote serves from its own origin for its screen (entry, its code, any fallbacks it brings). */
  remoteOwnCode: 80 * KIB,
  /** Issue 12: a cold visit to a restaurant's reservation page of the guest site on a phone (its live socket included). */
  coldGuestReservation: 150 * KIB,
} as const;

/**
 * Issue 8 is still open on one budget: cold /login, 209.0 KiB measured on 2026-11-23 (08:15 UTC) after taking zod
 * off the shell's start-up (sign-in → dashboard 79.7, cold /reservations 276.6 KiB the same day). Until it is met,
 * its measured figure plus 2.5 KiB (rounded up to a whole KiB) is the ceiling this check holds, so nothing grows
 * while the work continues; the table shows both figures. Delete the entry when the budget is met.
 */
export const WEIGHT_CEILINGS_WHILE_OVER: Partial<Record<keyof typeof WEIGHT_BUDGETS, number>> = {
  coldLogin: 212 * KIB,
};
