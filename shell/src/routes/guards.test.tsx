import { screen, within } from '@testing-library/react';
import { ANALYTICS_ACCESS_DENIED } from '@stol/contracts';
import { getI18n } from '@stol/platform';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, users } from '../test/fixtures';
import { currentPath, meHandler, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

describe('route guards', () => {
  it('sends an unauthenticated visitor to /login, and back to the target after signing in', async () => {
    server.use(
      http.post(`${API}/auth/login`, () => HttpResponse.json({ token: 't', user: users.restaurantAdmin })),
      meHandler(users.restaurantAdmin),
    );
    await renderShell({ path: '/reservations' });

    expect(currentPath()).toBe('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('mfe_reservations at /reservations')).toBeInTheDocument();
    expect(currentPath()).toBe('/reservations');
  });

  it('redirects staff away from /reservations to /admin', async () => {
    server.use(meHandler(users.staff));
    await renderShell({ path: '/reservations', user: users.staff });

    expect(await screen.findByText('mfe_dashboard at /admin')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
  });

  it.each([
    ['/users', users.premiumManager],
    ['/analytics', users.proManager],
    ['/hubs', users.proManager],
    ['/restaurants', users.restaurantAdmin],
    ['/radmin', users.staff],
  ])('redirects %s to /admin for a user without access', async (path, user) => {
    server.use(meHandler(user));
    await renderShell({ path, user });

    expect(await screen.findByText('mfe_dashboard at /admin')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
    expect(screen.getByRole('status', { name: /You don’t have access to/ })).toBeInTheDocument();
  });

  it('gives guest spec §2.15’s access-denied sentence for /analytics (ANALYTICS_ACCESS_DENIED)', async () => {
    server.use(meHandler(users.proManager));
    await renderShell({ path: '/analytics', user: users.proManager });

    const notice = await screen.findByRole('status', { name: 'You don’t have access to Analytics' });
    expect(notice).toHaveTextContent(ANALYTICS_ACCESS_DENIED);
  });

  it('tells the user why they landed on /admin, until they close the notice', async () => {
    server.use(meHandler(users.staff));
    await renderShell({ path: '/reservations', user: users.staff });

    const notice = await screen.findByRole('status', { name: 'You don’t have access to Reservations' });
    expect(notice).toHaveTextContent(
      'Your role cannot open that section, so you were taken to the dashboard.',
    );
    expect(screen.getByText('mfe_dashboard at /admin')).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('status', { name: /have access/ })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
  });

  it('says it in Croatian in the Croatian back office', async () => {
    const croatianStaff = { ...users.staff, language: 'hr' as const };
    try {
      server.use(meHandler(croatianStaff));
      await renderShell({ path: '/users', user: croatianStaff });
      expect(
        await screen.findByRole('status', { name: 'Nemate pristup odjeljku „Korisnici”' }),
      ).toHaveTextContent('preusmjereni na nadzornu ploču');
    } finally {
      await getI18n().changeLanguage('en');
    }
  });

  it('lets a premium manager into /hubs and staff into /kiosk', async () => {
    server.use(meHandler(users.premiumManager));
    const { unmount } = await renderShell({ path: '/hubs', user: users.premiumManager });
    expect(await screen.findByText('mfe_settings at /hubs')).toBeInTheDocument();
    unmount();

    server.use(meHandler(users.staff));
    await renderShell({ path: '/kiosk', user: users.staff });
    expect(await screen.findByText('mfe_dashboard at /kiosk')).toBeInTheDocument();
  });

  it('redirects / and unknown paths to /admin', async () => {
    server.use(meHandler(users.staff));
    const { unmount } = await renderShell({ path: '/', user: users.staff });
    expect(currentPath()).toBe('/admin');
    unmount();

    await renderShell({ path: '/nowhere', user: users.staff });
    expect(currentPath()).toBe('/admin');
    expect(screen.queryByRole('status', { name: /have access/ })).not.toBeInTheDocument();
  });

  it('logout clears the session and shows the login page', async () => {
    server.use(
      meHandler(users.staff),
      http.post(`${API}/auth/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const { store } = await renderShell({ path: '/admin', user: users.staff });

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });
});
