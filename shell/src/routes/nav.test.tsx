import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TUser } from '@stol/contracts';
import { API, users } from '../test/fixtures';
import { clickAndSettle, mainNav, meHandler, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

async function navLinkNames(user: TUser): Promise<string[]> {
  server.use(meHandler(user));
  await renderShell({ path: '/admin', user });
  await screen.findByText('mfe_dashboard at /admin');
  return mainNav()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('nav links per role (guest spec §2.10)', () => {
  it('superadmin sees every section', async () => {
    expect(await navLinkNames(users.superadmin)).toEqual([
      'Dashboard',
      'Tables',
      'Reservations',
      'Users',
      'Restaurants',
      'Hubs',
      'Analytics',
      'Reports',
    ]);
  });

  it('a premium restaurant manager sees Restaurants, Hubs and Analytics but not Users', async () => {
    expect(await navLinkNames(users.premiumManager)).toEqual([
      'Dashboard',
      'Tables',
      'Reservations',
      'Restaurants',
      'Hubs',
      'Analytics',
      'Reports',
    ]);
  });

  it('a pro restaurant manager loses Hubs and Analytics', async () => {
    expect(await navLinkNames(users.proManager)).toEqual([
      'Dashboard',
      'Tables',
      'Reservations',
      'Restaurants',
      'Reports',
    ]);
  });

  it('a restaurant admin sees Dashboard, Tables, Reservations and Reports', async () => {
    expect(await navLinkNames(users.restaurantAdmin)).toEqual([
      'Dashboard',
      'Tables',
      'Reservations',
      'Reports',
    ]);
  });

  it('staff see only Dashboard and Reports', async () => {
    expect(await navLinkNames(users.staff)).toEqual(['Dashboard', 'Reports']);
  });
});

describe('top bar', () => {
  it("shows the user's email and role, and the burger menu lists the same links", async () => {
    server.use(meHandler(users.restaurantAdmin));
    await renderShell({ path: '/admin', user: users.restaurantAdmin });
    await screen.findByText('mfe_dashboard at /admin');

    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('admin@demo.testRestaurant admin');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const [desktop, mobile] = screen.getAllByRole('navigation', { name: 'Main navigation' });
    const names = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names(mobile!)).toEqual(names(desktop!));
  });

  it('navigating through a link mounts that section', async () => {
    server.use(meHandler(users.superadmin));
    await renderShell({ path: '/admin', user: users.superadmin });
    await screen.findByText('mfe_dashboard at /admin');

    await clickAndSettle(mainNav().getByRole('link', { name: 'Users' }));

    expect(await screen.findByText('mfe_settings at /users')).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('the About panel lists each loaded remote with its version and entry URL', async () => {
    server.use(meHandler(users.superadmin));
    await renderShell({ path: '/admin', user: users.superadmin });
    await screen.findByText('mfe_dashboard at /admin');
    await clickAndSettle(mainNav().getByRole('link', { name: 'Tables' }));
    await screen.findByText('mfe_floorplan at /radmin');

    await userEvent.click(screen.getByRole('button', { name: 'About' }));

    const dialog = await screen.findByRole('dialog', { name: 'About Stol' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['mfe_dashboard', '1.0.0+test', 'http://localhost:3001/mf-manifest.json'],
      ['mfe_floorplan', '1.0.0+test', 'http://localhost:3002/mf-manifest.json'],
    ]);
  });
});

describe('language switch', () => {
  it('switches the shell to Croatian and saves the choice on the user', async () => {
    let patched: unknown;
    let serverUser: TUser = users.restaurantAdmin;
    server.use(
      http.get(`${API}/admin/me`, () => HttpResponse.json(serverUser)),
      http.patch(`${API}/admin/users/3`, async ({ request }) => {
        patched = await request.json();
        serverUser = { ...serverUser, language: 'hr' };
        return HttpResponse.json(serverUser);
      }),
    );
    const { store } = await renderShell({ path: '/admin', user: users.restaurantAdmin });
    await screen.findByText('mfe_dashboard at /admin');

    await userEvent.click(screen.getByRole('button', { name: 'HR' }));

    expect(await screen.findByRole('navigation', { name: 'Glavna navigacija' })).toBeInTheDocument();
    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nadzorna ploča', 'Stolovi', 'Rezervacije', 'Izvještaji']);
    expect(patched).toEqual({ language: 'hr' });
    expect(localStorage.getItem('stol.lang')).toBe('hr');
    expect(store.getState().session.user?.language).toBe('hr');
  });
});
