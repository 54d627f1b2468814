import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The one RTK Query API of the back office (a "split" API): platform defines the auth endpoints, each remote
 * adds its own with `api.injectEndpoints(...)`. Tag types are declared here so remotes can share invalidation.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [
    'Me',
    'Stats',
    'Reservations',
    'Tables',
    'Restaurants',
    'Users',
    'Waitlist',
    'LargeParty',
    'Hubs',
    'Reports',
    'Analytics',
    'Approvals',
  ],
  endpoints: () => ({}),
});
