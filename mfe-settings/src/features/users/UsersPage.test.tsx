import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, aUser, atPhoneWidth } from '@stol/platform/testing';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/remote';
import { admin, invited, manager, restaurantOptions, superadmin, usersList } from '../../test/users';

const server = setupApiServer();

const signedIn = (language: 'en' | 'hr' = 'en') =>
  aUser({ id: 1, email: 'superadmin@demo.test', role: 'superadmin', restaurantId: null, language });

const rowOf = (email: string) =>
  screen
    .getByRole('cell', { name: new RegExp(`^${email.replace(/\./g, '\\.')}`) })
    .closest('tr') as HTMLElement;

describe('Users screen: the list', () => {
  it('shows a skeleton, then every user with role, plan, restaurants by name and language', async () => {
    server.use(usersList(), restaurantOptions);
    renderApp({ user: signedIn(), mountPath: '/users' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Email', 'Role', 'Plan', 'Restaurant', 'Language', 'Actions']);
    await waitFor(() => expect(rowOf('manager@demo.test')).toHaveTextContent('Konoba Mate, Bistro Lanterna'));
    expect(rowOf('manager@demo.test')).toHaveTextContent('Restaurant manager');
    expect(rowOf('manager@demo.test')).toHaveTextContent('Premium');
    expect(rowOf('manager@demo.test')).toHaveTextContent('Hrvatski');
    expect(rowOf('admin@demo.test')).toHaveTextContent('Konoba Mate');
    expect(rowOf('superadmin@demo.test')).toHaveTextContent('All restaurants');
  });

  it('offers Delete neither for a superadmin nor for yourself, Restaurants for managers, Resend invite while pending', async () => {
    const otherSuperadmin = { ...superadmin, id: 9, email: 'boss@demo.test' };
    server.use(usersList([superadmin, otherSuperadmin, manager, admin, invited]), restaurantOptions);
    renderApp({ user: signedIn(), mountPath: '/users' });
    await screen.findByRole('table', { name: 'Users' });

    expect(screen.queryByRole('button', { name: 'Delete superadmin@demo.test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete boss@demo.test' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete manager@demo.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete admin@demo.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit superadmin@demo.test' })).toBeInTheDocument();
    expect(within(rowOf('superadmin@demo.test')).getByText('You')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Restaurants of manager@demo.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurants of admin@demo.test' })).not.toBeInTheDocument();

    expect(within(rowOf('new@demo.test')).getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invite to new@demo.test' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resend invite to admin@demo.test' }),
    ).not.toBeInTheDocument();
  });

  it('resends an invitation and says where it went; a failure is shown', async () => {
    let calls = 0;
    server.use(
      usersList(),
      restaurantOptions,
      http.post(`${API}/admin/users/5/invite`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({}, { status: 500 });
      }),
    );
    renderApp({ user: signedIn(), mountPath: '/users' });
    const resend = await screen.findByRole('button', { name: 'Resend invite to new@demo.test' });
    await userEvent.click(resend);
    expect(await screen.findByText('Invitation sent to new@demo.test')).toBeInTheDocument();
    await userEvent.click(resend);
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    server.use(usersList([]), restaurantOptions);
    renderApp({ user: signedIn(), mountPath: '/users' });
    expect(await screen.findByText('No users yet. Add the first one above.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows a failed load with the server’s text and loads again on Try again', async () => {
    let fail = true;
    server.use(
      restaurantOptions,
      http.get(`${API}/admin/users`, () =>
        fail
          ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json([admin]),
      ),
    );
    renderApp({ user: signedIn(), mountPath: '/users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toHaveTextContent('admin@demo.test');
  });

  it('falls back to ‘Failed to load users’ when the answer is not a list of users', async () => {
    server.use(
      restaurantOptions,
      http.get(`${API}/admin/users`, () => HttpResponse.json([{ id: 'x' }])),
    );
    renderApp({ user: signedIn(), mountPath: '/users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users');
  });

  it('is in Croatian for a Croatian-speaking superadmin', async () => {
    server.use(usersList(), restaurantOptions);
    renderApp({ user: signedIn('hr'), mountPath: '/users' });
    expect(screen.getByRole('heading', { name: 'Korisnici', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Korisnici' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'E-pošta', 'Uloga', 'Paket', 'Restoran', 'Jezik', 'Radnje']);
    expect(rowOf('manager@demo.test')).toHaveTextContent('Voditelj restorana');
    expect(rowOf('superadmin@demo.test')).toHaveTextContent('Svi restorani');
    expect(within(rowOf('new@demo.test')).getByText('Pozivnica na čekanju')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obriši manager@demo.test' })).toHaveTextContent('Obriši');
    expect(screen.getByRole('button', { name: 'Dodaj i pošalji pozivnicu' })).toBeInTheDocument();
  });
});

describe('Users screen on a phone', () => {
  atPhoneWidth();

  it('shows each user as a card with labelled fields and the same actions, no table', async () => {
    server.use(usersList(), restaurantOptions);
    renderApp({ user: signedIn(), mountPath: '/users' });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('manager@demo.test')) as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('Konoba Mate, Bistro Lanterna'));
    expect(within(card).getByText('Role')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete manager@demo.test' })).toBeInTheDocument();
  });

  it('starts with the add form folded, so the users come first; Show form unfolds it', async () => {
    server.use(usersList(), restaurantOptions);
    renderApp({ user: signedIn(), mountPath: '/users' });
    const toggle = screen.getByRole('button', { name: 'Show form' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Email', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide form' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible());
  });
});
