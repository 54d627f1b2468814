import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version } from './App';
import { setupApiServer } from './test/msw';
import { aUser } from '@stol/platform/testing';
import { renderApp } from './test/remote';

setupApiServer();

describe('App (mfe_floorplan/App)', () => {
  it('renders the tables screen at its mount point', async () => {
    renderApp({ user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Tables', level: 1 })).toBeInTheDocument();
  });

  it('answers unknown sub-paths with a translated not-found page that links back', async () => {
    renderApp({ user: aUser({ language: 'hr' }), path: '/radmin/nope' });
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Natrag na stolove' }));
    expect(await screen.findByRole('heading', { name: 'Stolovi' })).toBeInTheDocument();
  });

  it('exports the build version the shell displays', () => {
    expect(version).toBe('0.0.0-test');
  });
});
