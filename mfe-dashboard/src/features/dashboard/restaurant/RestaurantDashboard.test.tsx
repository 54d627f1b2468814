import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();

beforeEach(() => {
  server.use(...dayHandlers());
  server.use(
    http.get(`${API}/admin/stats`, () =>
      HttpResponse.json({ reservationsToday: 4, reservationsThisWeek: 19 }),
    ),
  );
});

describe('RestaurantDashboard', () => {
  it.each(['restaurantadmin', 'staff'] as const)(
    'shows the clock and the restaurant counts to %s (en)',
    async (role) => {
      renderApp({ user: aUser({ role, language: 'en' }) });
      expect(await screen.findByRole('group', { name: 'Reservations today' })).toHaveTextContent('4');
      expect(screen.getByRole('group', { name: 'Reservations this week' })).toHaveTextContent('19');
      expect(screen.getByRole('timer', { name: 'Croatia time' })).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
    },
  );

  it('speaks Croatian for a user whose language is hr', async () => {
    renderApp({ user: aUser({ role: 'staff', language: 'hr' }) });
    expect(await screen.findByRole('group', { name: 'Rezervacije danas' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Rezervacije ovaj tjedan' })).toHaveTextContent('19');
    expect(screen.getByRole('timer', { name: 'Vrijeme u Hrvatskoj' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nadzorna ploča restorana' })).toBeInTheDocument();
  });
});
