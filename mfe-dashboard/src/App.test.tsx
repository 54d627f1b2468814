import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { version } from './App';
import { dayHandlers } from './test/day-handlers';
import { setupApiServer } from './test/msw';
import { API, aUser, renderApp } from './test/remote';

const server = setupApiServer();

describe('App (mfe_dashboard/App)', () => {
  it('answers unknown sub-paths with a translated not-found page that links back to the dashboard', async () => {
    server.use(...dayHandlers());
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json({ reservationsToday: 1, reservationsThisWeek: 1 }),
      ),
    );
    renderApp({ user: aUser({ language: 'hr' }), path: '/admin/kiosk' });
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Natrag na nadzornu ploču' }));
    expect(await screen.findByRole('group', { name: 'Rezervacije danas' })).toHaveTextContent('1');
  });

  it('exports the build version the shell displays', () => {
    expect(version).toBe('0.0.0-test');
  });
});
