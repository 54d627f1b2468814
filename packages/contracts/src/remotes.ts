import * as z from './z';
import { REMOTE_NAMES } from './session-constants';

export const ZRemoteName = z.enum(REMOTE_NAMES);
export type TRemoteName = z.infer<typeof ZRemoteName>;

/**
 * remotes.json, fetched by the shell at start: where each deployed remote's manifest lives.
 * A remote that is absent is "not deployed"; the shell says so on its routes.
 */
export const ZRemotesManifest = z.object({
  /** Base URL of the API the back office talks to (runtime configuration, not baked into builds). */
  apiUrl: z.string().url(),
  /**
   * Base URL of the public guest site (issue 23 §7: the login's 'Forgot password?' opens its reset screen, guest
   * spec §2.8). Absent: the login offers no such link.
   */
  guestSiteUrl: z.string().url().optional(),
  remotes: z.array(
    z.object({
      name: ZRemoteName,
      entry: z.string().url(),
    }),
  ),
});
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;
