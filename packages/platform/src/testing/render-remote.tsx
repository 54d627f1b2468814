import { render } from '@testing-library/react';
import type { TUser } from '@stol/contracts';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configurePlatform } from '../config';
import { PlatformProvider } from '../PlatformProvider';
import { createPlatformStore } from '../store';
import { LiveEventsContext } from '../socket/live-events-context';
import { createFakeLiveEvents, type TFakeLiveEvents } from './fake-live-events';

/** The API origin MSW handlers answer in component tests. */
export const API = 'http://api.test';

export type TProvider = ComponentType<{ children: ReactNode }>;

export interface TRenderRemoteOptions {
  /** The remote's root, as the shell mounts it. */
  App: ComponentType<{ basePath: string }>;
  /** Where the shell mounts the remote, e.g. '/radmin': the App gets it as basePath. */
  mountPath: string;
  /** The signed-in user; their language setting decides hr or en. */
  user: TUser;
  /** The URL the test starts at (default mountPath); anything outside mountPath renders 'shell route'. */
  path?: string;
  /** The fake socket (default a new one); returned either way so the test can emit events. */
  liveEvents?: TFakeLiveEvents;
  /**
   * Providers between the platform's and the router, outermost first: @stol/ui's UiProvider (passed in, as
   * @stol/ui depends on this package), then e.g. MantineTestMode from '@stol/ui/testing' or a remote's fakes.
   */
  providers?: readonly TProvider[];
}

/**
 * Renders a remote the way the shell does: inside the platform provider with a signed-in user (fresh store,
 * API at `API`), then `providers`, mounted at `${mountPath}/*` of a memory router. The socket is a fake,
 * provided through platform's LiveEventsContext.
 */
export function renderRemote({
  App,
  mountPath,
  user,
  path = mountPath,
  liveEvents = createFakeLiveEvents(),
  providers = [],
}: TRenderRemoteOptions) {
  configurePlatform({ apiUrl: API });
  const store = createPlatformStore({ token: 'access-token', user });
  const routes = (
    <LiveEventsContext.Provider value={liveEvents.useFakeRestaurantEvents}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${mountPath}/*`} element={<App basePath={mountPath} />} />
          <Route path="*" element={<p>shell route</p>} />
        </Routes>
      </MemoryRouter>
    </LiveEventsContext.Provider>
  );
  const view = render(
    <PlatformProvider store={store}>
      {providers.reduceRight<ReactNode>(
        (children, Provider) => (
          <Provider>{children}</Provider>
        ),
        routes,
      )}
    </PlatformProvider>,
  );
  return { store, liveEvents, ...view };
}
