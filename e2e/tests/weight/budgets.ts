/**
 * Issue 8 §1 weight budgets: compressed JS + CSS bytes over the wire in Chromium with an empty HTTP cache.
 * The one place these numbers live; weight.spec.ts asserts them and README "Weight budgets" quotes them.
 */
export const KIB = 1024;

export const WEIGHT_BUDGETS = {
  /** A cold visit to the sign-in page, until the form is usable. */
  coldLogin: 200 * KIB,
  /**
   * Signing in from there until the dashboard shows, with what /login already cached. Issue 8 set 80 KiB; issue 19
   * §1 adds the toast module's 9.1 KiB, loaded with the signed-in frame so a toast never depends on the network.
   */
  signInToDashboard: 90 * KIB,
  /** A cold visit to /reservations with a session (empty HTTP cache, signed-in browser state). */
  coldReservations: 300 * KIB,
  /** What each remote serves from its own origin for its screen (entry, its code, any fallbacks it brings). */
  remoteOwnCode: 80 * KIB,
  /**
   * Issue 20 §1: what mfe-settings serves from its own origin for a cold /restaurants (superadmin). Its own budget,
   * above the other remotes' 80 KiB: the settings dialog is the largest form of the back office (hours, features,
   * templates with their preview, brand colours, special hours, holidays, the preview of a change, history).
   */
  settingsOwnCode: 90 * KIB,
  /**
   * Issue 21 §1: the charts (recharts with d3 and its own Redux Toolkit, packages/config/rspack/charts-own-redux.mjs)
   * load only with the screen part that shows them: on /reports, with the weekly card after Load, never with the
   * remote's own code above; on /analytics, with the walk-ins tab (the same shared chart chunk).
   */
  reportsChart: 110 * KIB,
  /** Issue 12: a cold visit to a restaurant's reservation page of the guest site on a phone (its live socket included). */
  coldGuestReservation: 150 * KIB,
} as const;
