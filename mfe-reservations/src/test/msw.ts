import { setupServer } from 'msw/node';
import { assignedRestaurants } from './requests';

/**
 * One MSW server per test file; every request must be handled by the test. The user's restaurants (their
 * names and opening hours, for the filters) are answered by default, as every screen load asks for them.
 */
export function setupApiServer() {
  const server = setupServer(assignedRestaurants);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
