import type { ReactNode } from 'react';
import { PlatformProvider, type TPlatformStore } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import { RemoteRegistryContext } from './remotes/remote-context';
import type { RemoteRegistry } from './remotes/remote-registry';

/** Store + i18n, Mantine, and the remote registry; the router is added by the caller (browser or memory). */
export function ShellProviders({
  registry,
  store,
  children,
}: {
  registry: RemoteRegistry;
  store?: TPlatformStore;
  children: ReactNode;
}) {
  return (
    <PlatformProvider store={store}>
      <UiProvider>
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
      </UiProvider>
    </PlatformProvider>
  );
}
