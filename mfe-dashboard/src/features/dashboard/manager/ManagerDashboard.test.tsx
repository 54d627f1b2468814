import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const manager = (language: 'en' | 'hr') =>
  aUser({ role: 'restaurantmanager', plan: 'premium', restaurantId: null, restaurantIds: [1, 2], language });

const twoRestaurants = {
  restaurants: [
    { id: 1, name: 'Konoba Mate', reservationsToday: 5, reservationsThisWeek: 31 },
    { id: 2, name: 'Bistro Riva', reservationsToday: 3, reservationsThisWeek: 14 },
  ],
};

describe('ManagerDashboard', () => {
  it('shows totals across the assigned restaurants and one card per restaurant (en)', async () => {
    server.use(http.get(`${API}/admin/stats/restaurants`, () => HttpResponse.json(twoRestaurants)));
    renderApp({ user: manager('en') });

    const totals = within(await screen.findByRole('region', { name: 'All assigned restaurants' }));
    expect(totals.getByRole('group', { name: 'Reservations today' })).toHaveTextContent('8');
    expect(totals.getByRole('group', { name: 'Reservations this week' })).toHaveTextContent('45');

    const konoba = within(screen.getByRole('article', { name: 'Konoba Mate' }));
    expect(konoba.getByText('5')).toBeInTheDocument();
    expect(konoba.getByText('31')).toBeInTheDocument();
    const bistro = within(screen.getByRole('article', { name: 'Bistro Riva' }));
    expect(bistro.getByText('3')).toBeInTheDocument();
    expect(bistro.getByText('14')).toBeInTheDocument();

    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', '/reservations');
    expect(links.getByRole('link', { name: 'Tables' })).toHaveAttribute('href', '/radmin');
  });

  it('speaks Croatian for a user whose language is hr', async () => {
    server.use(http.get(`${API}/admin/stats/restaurants`, () => HttpResponse.json(twoRestaurants)));
    renderApp({ user: manager('hr') });

    const totals = within(await screen.findByRole('region', { name: 'Svi dodijeljeni restorani' }));
    expect(totals.getByRole('group', { name: 'Rezervacije danas' })).toHaveTextContent('8');
    expect(totals.getByRole('group', { name: 'Rezervacije ovaj tjedan' })).toHaveTextContent('45');
    expect(
      within(screen.getByRole('article', { name: 'Konoba Mate' })).getByText('Rezervacije danas'),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Brze poveznice' })).toBeInTheDocument();
  });

  it('shows an empty state when no restaurant is assigned', async () => {
    server.use(http.get(`${API}/admin/stats/restaurants`, () => HttpResponse.json({ restaurants: [] })));
    renderApp({ user: manager('en') });
    expect(await screen.findByText('No restaurants are assigned to you yet.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
