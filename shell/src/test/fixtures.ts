import type { TRemotesManifest, TUser } from '@stol/contracts';

import { API } from '@stol/platform/testing';

export { API };

export const users = {
  superadmin: {
    id: 1,
    email: 'superadmin@demo.test',
    role: 'superadmin',
    plan: 'basic',
    restaurantId: null,
    restaurantIds: [],
    language: 'en',
  },
  premiumManager: {
    id: 2,
    email: 'manager@demo.test',
    role: 'restaurantmanager',
    plan: 'premium',
    restaurantId: null,
    restaurantIds: [1, 2],
    language: 'en',
  },
  proManager: {
    id: 5,
    email: 'pro-manager@demo.test',
    role: 'restaurantmanager',
    plan: 'pro',
    restaurantId: null,
    restaurantIds: [1],
    language: 'en',
  },
  restaurantAdmin: {
    id: 3,
    email: 'admin@demo.test',
    role: 'restaurantadmin',
    plan: 'basic',
    restaurantId: 1,
    restaurantIds: [],
    language: 'en',
  },
  staff: {
    id: 4,
    email: 'staff@demo.test',
    role: 'staff',
    plan: 'basic',
    restaurantId: 1,
    restaurantIds: [],
    language: 'en',
  },
} satisfies Record<string, TUser>;

/** Every remote deployed except mfe_analytics, so its routes say "not deployed". */
export const manifest: TRemotesManifest = {
  apiUrl: API,
  remotes: [
    { name: 'mfe_dashboard', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mfe_floorplan', entry: 'http://localhost:3002/mf-manifest.json' },
    { name: 'mfe_reservations', entry: 'http://localhost:3003/mf-manifest.json' },
    { name: 'mfe_settings', entry: 'http://localhost:3004/mf-manifest.json' },
  ],
};
