import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** One MSW server per test file; every request must be handled by the test. */
export function setupApiServer(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
