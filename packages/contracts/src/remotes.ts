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
  remotes: z.array(
    z.object({
      name: ZRemoteName,
      entry: z.string().url(),
    }),
  ),
});
export type TRemotesManifest = z.infer<typeof ZRemotesManifest>;
