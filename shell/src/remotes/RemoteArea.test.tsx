import { screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { users } from '../test/fixtures';
import {
  clickAndSettle,
  fakeRemote,
  mainNav,
  meHandler,
  renderShell,
  setupApiServer,
} from '../test/render-shell';
import type { TRemoteLoadFn } from './remote-types';

const server = setupApiServer();
beforeEach(() => server.use(meHandler(users.superadmin)));

/** The boundary logs the failures these tests cause on purpose; keep the output for real problems. */
const silenceExpectedErrors = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => jest.restoreAllMocks());

describe('remote areas', () => {
  it('shows a fallback with Retry when the remote fails, and Retry really loads again', async () => {
    silenceExpectedErrors();
    let dashboardUp = false;
    const loadFn = jest.fn<TRemoteLoadFn>(async (remote) => {
      if (remote.name === 'mfe_dashboard' && !dashboardUp) throw new Error('connection refused');
      return fakeRemote(remote.name);
    });
    await renderShell({ path: '/admin', user: users.superadmin, loadFn });

    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(loadFn).toHaveBeenCalledTimes(1);

    dashboardUp = true;
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('mfe_dashboard at /admin')).toBeInTheDocument();
    expect(loadFn).toHaveBeenCalledTimes(2);
    expect(loadFn.mock.calls[1]![1]).toEqual({ retry: true });
  });

  it('gives up on a remote that never answers after the bound, then Retry loads again', async () => {
    silenceExpectedErrors();
    let dashboardUp = false;
    const loadFn = jest.fn<TRemoteLoadFn>((remote) =>
      remote.name === 'mfe_dashboard' && !dashboardUp
        ? new Promise(() => undefined) // accepted, never answered
        : Promise.resolve(fakeRemote(remote.name)),
    );
    // A bound long enough that a loaded machine still renders the loading state before it passes.
    await renderShell({ path: '/admin', user: users.superadmin, loadFn, loadTimeoutMs: 1500 });
    expect(await screen.findByText('Loading section…')).toBeInTheDocument();

    expect(
      await screen.findByText('This section is unavailable right now', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading section…')).not.toBeInTheDocument();

    dashboardUp = true;
    await clickAndSettle(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mfe_dashboard at /admin')).toBeInTheDocument();
    expect(loadFn.mock.calls[1]![1]).toEqual({ retry: true });
  });

  it('keeps the nav working while one section is down', async () => {
    silenceExpectedErrors();
    const loadFn: TRemoteLoadFn = async (remote) => {
      if (remote.name === 'mfe_dashboard') throw new Error('down');
      return fakeRemote(remote.name);
    };
    await renderShell({ path: '/admin', user: users.superadmin, loadFn });
    await screen.findByText('This section is unavailable right now');

    await clickAndSettle(mainNav().getByRole('link', { name: 'Reservations' }));

    expect(await screen.findByText('mfe_reservations at /reservations')).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable right now')).not.toBeInTheDocument();
  });

  it('catches a remote that breaks while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    const loadFn: TRemoteLoadFn = async () => ({ default: Broken, version: 'x' });
    silenceExpectedErrors();
    await renderShell({ path: '/radmin', user: users.superadmin, loadFn });

    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "not deployed" for a route whose remote is not in remotes.json, without trying to load it', async () => {
    const loadFn = jest.fn<TRemoteLoadFn>(async (remote) => fakeRemote(remote.name));
    await renderShell({ path: '/reports', user: users.superadmin, loadFn });

    expect(await screen.findByText('This section is not deployed')).toBeInTheDocument();
    expect(loadFn).not.toHaveBeenCalled();
  });

  it('loads a remote once and reuses it when its route is visited again', async () => {
    const loadFn = jest.fn<TRemoteLoadFn>(async (remote) => fakeRemote(remote.name));
    await renderShell({ path: '/users', user: users.superadmin, loadFn });
    await screen.findByText('mfe_settings at /users');

    await clickAndSettle(mainNav().getByRole('link', { name: 'Restaurants' }));
    await screen.findByText('mfe_settings at /restaurants');
    await clickAndSettle(mainNav().getByRole('link', { name: 'Dashboard' }));
    await screen.findByText('mfe_dashboard at /admin');

    expect(loadFn.mock.calls.map(([remote]) => remote.name)).toEqual(['mfe_settings', 'mfe_dashboard']);
  });
});
