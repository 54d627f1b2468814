// Test fixtures shared by the platform's, the shell's and every remote's component tests (import from
// '@stol/platform/testing'; never from production code).
import type { TUser } from '@stol/contracts';

/** The API origin MSW handlers answer in component tests. */
export const API = 'http://api.test';

export const aUser = (overrides: Partial<TUser> = {}): TUser => ({
  id: 7,
  email: 'admin@demo.test',
  role: 'restaurantadmin',
  plan: 'basic',
  restaurantId: 1,
  restaurantIds: [],
  language: 'en',
  ...overrides,
});
