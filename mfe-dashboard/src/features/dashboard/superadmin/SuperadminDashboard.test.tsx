import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const superadmin = (language: 'en' | 'hr') => aUser({ role: 'superadmin', restaurantId: null, language });

beforeEach(() => {
  server.use(
    http.get(`${API}/admin/stats`, ({ request }) => {
      // Protected call: the platform's base query must send the session's bearer token.
      if (request.headers.get('Authorization') !== 'Bearer access-token')
        return new HttpResponse(null, { status: 401 });
      return HttpResponse.json({ reservationsToday: 12, reservationsThisWeek: 87 });
    }),
  );
});

describe('SuperadminDashboard', () => {
  it('shows today and this week from GET /admin/stats, with shortcuts (en)', async () => {
    renderApp({ user: superadmin('en') });
    expect(await screen.findByRole('group', { name: 'Reservations today' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Reservations this week' })).toHaveTextContent('87');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();

    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(shortcuts.getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', '/reservations');
    expect(shortcuts.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('href', '/restaurants');
  });

  it('speaks Croatian for a user whose language is hr', async () => {
    renderApp({ user: superadmin('hr') });
    expect(await screen.findByRole('group', { name: 'Rezervacije danas' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Rezervacije ovaj tjedan' })).toHaveTextContent('87');
    expect(screen.getByRole('heading', { name: 'Pregled' })).toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Prečaci' }));
    expect(shortcuts.getByRole('link', { name: 'Izvještaji' })).toHaveAttribute('href', '/reports');
  });
});
