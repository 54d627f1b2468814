import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version } from './App';
import { aReservation, listResponse } from './test/fixtures';
import { setupApiServer } from './test/msw';
import { aUser } from '@stol/platform/testing';
import { renderApp } from './test/remote';
import { recordListRequests } from './test/requests';

const server = setupApiServer();

describe('App (mfe_reservations/App)', () => {
  it('renders the reservations screen at its mount point', async () => {
    server.use(recordListRequests(() => listResponse([aReservation()])).handler);
    renderApp({ user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Reservations', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Ana Horvat')).toBeInTheDocument();
  });

  it('answers unknown sub-paths with a translated not-found page that links back', async () => {
    server.use(recordListRequests(() => listResponse([])).handler);
    renderApp({ user: aUser({ language: 'hr' }), path: '/reservations/nope' });
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Natrag na rezervacije' }));
    expect(await screen.findByRole('heading', { name: 'Rezervacije' })).toBeInTheDocument();
  });

  it('exports the build version the shell displays', () => {
    expect(version).toBe('0.0.0-test');
  });
});
