import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteRegistry, TLoadedRemote } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryContext.Provider>');
  return registry;
}

/** The remotes loaded so far, with their version export (About panel). */
export function useLoadedRemotes(): readonly TLoadedRemote[] {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getLoaded, registry.getLoaded);
}
