import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, minutesFromNow } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const manager = (language: 'en' | 'hr' = 'en') =>
  aUser({ role: 'restaurantmanager', plan: 'premium', restaurantId: null, restaurantIds: [1, 2], language });

const stats = {
  restaurants: [
    { id: 1, name: 'Konoba Mate', reservationsToday: 1, reservationsThisWeek: 4 },
    { id: 2, name: 'Bistro Riva', reservationsToday: 0, reservationsThisWeek: 2 },
  ],
};

describe('a restaurant’s day view at /admin/restaurant/{id}', () => {
  it('opens from a manager’s restaurant card, with the bell, the panels and +30m/+1h enabled', async () => {
    const restaurantsAsked: string[] = [];
    server.use(
      http.get(`${API}/admin/stats/restaurants`, () => HttpResponse.json(stats)),
      http.get(`${API}/reservations/day`, ({ request }) => {
        restaurantsAsked.push(new URL(request.url).searchParams.get('restaurantId')!);
        return HttpResponse.json({
          reservations: [aReservation({ date: minutesFromNow(-10), endDate: minutesFromNow(50) })],
          pagination: { total: 1, page: 1, pageSize: 100 },
        });
      }),
      ...dayHandlers(),
    );
    const user = userEvent.setup();
    renderApp({ user: manager() });
    const card = await screen.findByRole('article', { name: 'Konoba Mate' });
    const open = within(card).getByRole('link', { name: 'Open day view of Konoba Mate' });
    expect(open).toHaveAttribute('href', '/admin/restaurant/1');
    await user.click(open);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Day view: Konoba Mate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Ana Horvat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\+30m/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^\+1h/ })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Large-party requests' })).toBeInTheDocument();
    expect(new Set(restaurantsAsked)).toEqual(new Set(['1']));
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('says so when the restaurant is not the caller’s (the API answers 403)', async () => {
    server.use(
      http.get(`${API}/reservations/day`, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      http.get(`${API}/admin/large-party`, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })),
      ...dayHandlers(),
    );
    renderApp({ user: manager('hr'), path: '/admin/restaurant/3' });
    expect(await screen.findByText('Nemate pristup ovom restoranu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Obavijesti/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Današnje rezervacije' })).not.toBeInTheDocument();
  });

  it('refuses an id that is not one', async () => {
    renderApp({ user: manager(), path: '/admin/restaurant/abc' });
    expect(await screen.findByText('This restaurant does not exist.')).toBeInTheDocument();
  });
});
