import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router';
import type { TRemotesManifest, TUser } from '@stol/contracts';
import { configurePlatform, createPlatformStore, type TSessionState } from '@stol/platform';
import { registerShellTranslations } from '../i18n/shell-translations';
import { RemoteRegistry } from '../remotes/remote-registry';
import type { TRemoteAppModule, TRemoteLoadFn } from '../remotes/remote-types';
import { ShellRoutes } from '../routes/ShellRoutes';
import { ShellProviders } from '../ShellProviders';
import { API, manifest as defaultManifest } from './fixtures';

/** A remote App that shows where it was mounted, standing in for a federated module. */
export function fakeRemote(name: string, version = '1.0.0+test'): TRemoteAppModule {
  return {
    default: ({ basePath }) => <p>{`${name} at ${basePath}`}</p>,
    version,
  };
}

export const loadsFakeRemotes: TRemoteLoadFn = async (remote) => fakeRemote(remote.name);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** The desktop nav (the burger menu renders its own copy only when open), in either language. */
export const mainNav = () =>
  within(screen.getAllByRole('navigation', { name: /^(Main navigation|Glavna navigacija)$/ })[0]!);

/** MSW for the API: GET /admin/me answers the signed-in user unless a test overrides it. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => {
    configurePlatform({ apiUrl: API });
    registerShellTranslations();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const meHandler = (user: TUser) => http.get(`${API}/admin/me`, () => HttpResponse.json(user));

/** Renders the shell's routes at `path`; awaited so the first Suspense (remote loading) settles inside act. */
export async function renderShell({
  path,
  user = null,
  token = user ? 'token-1' : null,
  manifest = defaultManifest,
  loadFn = loadsFakeRemotes,
  loadTimeoutMs,
}: {
  path: string;
  user?: TUser | null;
  token?: string | null;
  manifest?: TRemotesManifest;
  loadFn?: TRemoteLoadFn;
  loadTimeoutMs?: number;
}) {
  const session: TSessionState = user && token ? { token, user } : { token: null, user: null };
  const store = createPlatformStore(session);
  const registry = new RemoteRegistry(manifest, loadFn, { loadTimeoutMs });
  let utils: RenderResult | undefined;
  await act(async () => {
    utils = render(
      <ShellProviders registry={registry} store={store}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ShellProviders>,
    );
  });
  return { ...utils!, store, registry };
}

/** Clicks inside an awaited act, so a remote that suspends while loading settles within it (no act warning). */
export async function clickAndSettle(element: HTMLElement): Promise<void> {
  await act(async () => {
    await userEvent.click(element);
  });
}
