import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { configureApi } from '../api/client';
import { initI18n } from '../i18n/i18n';

/** The API base the guest site's client talks to in unit tests. */
export const API = 'http://api.test';

/**
 * One MSW server per test file, with the site's API client pointed at it and its i18n started (English, the
 * site's default). Tests add their handlers with `server.use`; they are reset after each test.
 */
export function setupGuestApi() {
  const server = setupServer();
  beforeAll(() => {
    configureApi({ apiUrl: API });
    initI18n();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The live region (role status) that says `text`: the page has several (the bot check's, the reason a time cannot
 * be booked), so a test names the one it means by what it says.
 */
export const statusSaying = (text: string) =>
  screen.getAllByRole('status').find((region) => region.textContent?.includes(text)) ?? null;
