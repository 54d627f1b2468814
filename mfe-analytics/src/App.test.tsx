import { screen } from '@testing-library/react';
import { aUser } from '@stol/platform/testing';
import { version } from './App';
import { setupApiServer } from './test/msw';
import { renderApp } from './test/remote';

setupApiServer();

describe('App (mfe_analytics/App)', () => {
  it('answers unknown sub-paths with a translated not-found page that links back to the area', async () => {
    renderApp({
      user: aUser({ role: 'superadmin', language: 'hr' }),
      mountPath: '/reports',
      path: '/reports/nope',
    });
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Natrag' })).toHaveAttribute('href', '/reports');
  });

  it('exports the build version the shell displays', () => {
    expect(version).toBe('0.0.0-test');
  });
});
