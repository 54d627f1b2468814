import type { TUser } from '@stol/contracts';

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
