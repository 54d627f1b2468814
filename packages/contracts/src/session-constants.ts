/**
 * The constants the back office's start-up checks need (roles, plans, languages, remote names), in a module without
 * zod: the shell's `/login` and the session code validate with `session-guards.ts`, so they must not import a
 * module that builds schemas (that would bring zod onto the cold `/login`, issue 8). The schemas in `roles.ts` and
 * `remotes.ts` are built from these same lists.
 */

export const ROLES = ['superadmin', 'restaurantmanager', 'restaurantadmin', 'staff'] as const;
export const PLANS = ['basic', 'pro', 'premium'] as const;
export const LANGUAGES = ['hr', 'en'] as const;

/** The names of the back-office remotes the shell knows how to mount. */
export const REMOTE_NAMES = [
  'mfe_dashboard',
  'mfe_floorplan',
  'mfe_reservations',
  'mfe_settings',
  'mfe_analytics',
] as const;
