import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createPlatformStore } from '@stol/platform';
import { RemoteRegistry } from './remotes/remote-registry';
import { ShellApp } from './ShellApp';
import { ShellProviders } from './ShellProviders';
import { API, manifest, users } from './test/fixtures';
import { loadsFakeRemotes, meHandler, setupApiServer } from './test/render-shell';

const server = setupApiServer();

async function renderAt(path: string, user: (typeof users)[keyof typeof users] | null = null) {
  window.history.replaceState(null, '', path);
  const store = createPlatformStore(user ? { token: 'token-1', user } : { token: null, user: null });
  await act(async () => {
    render(
      <ShellProviders registry={new RemoteRegistry(manifest, loadsFakeRemotes)} store={store}>
        <ShellApp />
      </ShellProviders>,
    );
  });
}

describe('the shell root', () => {
  it('shows a cold /login without the router, then hands over to the routes on sign-in: to /admin', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 't', user: users.restaurantAdmin })),
      meHandler(users.restaurantAdmin),
    );
    await renderAt('/login');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    // Nothing routed yet: no nav, and the address stays.
    expect(screen.queryByRole('navigation')).toBeNull();

    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('mfe_dashboard at /admin')).toBeVisible();
    expect(window.location.pathname).toBe('/admin');
  });

  it('routes from the start on any other address (a signed-in reload of /reservations)', async () => {
    server.use(meHandler(users.restaurantAdmin));
    await renderAt('/reservations', users.restaurantAdmin);
    expect(await screen.findByText('mfe_reservations at /reservations')).toBeVisible();
    expect(window.location.pathname).toBe('/reservations');
  });

  it('sends a signed-out visit to a section to the routed /login, which returns there after sign-in', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 't', user: users.restaurantAdmin })),
      meHandler(users.restaurantAdmin),
    );
    await renderAt('/reservations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');

    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('mfe_reservations at /reservations')).toBeVisible();
    expect(window.location.pathname).toBe('/reservations');
  });
});
