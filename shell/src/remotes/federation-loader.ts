import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { TRemotesManifest } from '@stol/contracts';
import { isRemoteFallback, remoteFallbackPlugin } from './remote-fallback-plugin';
import { RemoteUnavailableError, type TRemoteAppModule, type TRemoteLoadFn } from './remote-types';

function isRemoteAppModule(value: unknown): value is TRemoteAppModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { default?: unknown }).default === 'function'
  );
}

/**
 * Registers the deployed remotes with the Module Federation runtime (no build-time remotes) and returns
 * the loader the shell's remote areas use.
 */
export function createFederationLoader(manifest: TRemotesManifest): TRemoteLoadFn {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));

  return async (remote, { retry }) => {
    // The runtime caches the manifest and the container of a remote, including a failed fetch; re-registering
    // with force drops those caches so Retry really goes back to the network.
    if (retry) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    const loaded = await loadRemote<unknown>(`${remote.name}/App`);
    if (isRemoteFallback(loaded)) throw new RemoteUnavailableError(remote.name, { cause: loaded.error });
    if (!isRemoteAppModule(loaded)) throw new RemoteUnavailableError(remote.name);
    return loaded;
  };
}
