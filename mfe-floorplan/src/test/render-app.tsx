import { render } from '@testing-library/react';
import type { TUser } from '@stol/contracts';
import { configurePlatform, createPlatformStore, PlatformProvider } from '@stol/platform';
import { UiProvider } from '@stol/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API, aUser } from '@stol/platform/testing';
import App from '../App';

export { API, aUser };

/**
 * Renders the remote the way the shell does: inside the platform and UI providers, mounted at /radmin/*, with
 * a signed-in user whose language setting decides hr or en.
 */
export function renderApp({ user, path = '/radmin' }: { user: TUser; path?: string }) {
  configurePlatform({ apiUrl: API });
  const store = createPlatformStore({ token: 'access-token', user });
  const view = render(
    <PlatformProvider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/radmin/*" element={<App basePath="/radmin" />} />
            <Route path="*" element={<p>shell route</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </PlatformProvider>,
  );
  return { store, ...view };
}
