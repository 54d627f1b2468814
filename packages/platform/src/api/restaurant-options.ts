import { ZRestaurantOptions, type TRestaurantOption } from '@stol/contracts';
// By the package's name, not './api': in a remote's bundle a relative import is a second copy of the API (its own
// createApi, whose middleware no store has), and its queries never started under the shell; the name is the
// shared singleton, the store's own API.
import { api } from '@stol/platform';
import { asQueryError } from './schema-error';

/**
 * The restaurants a back-office screen offers in its pickers (id and name): one endpoint for every remote that
 * needs them (reservations, settings, reports, analytics). Its own entry point (`@stol/platform/restaurant-options`)
 * because it validates with zod, which the sign-in page must not load. Remotes bundle the entry themselves;
 * injecting the same definition twice into the shared API keeps the first, which is the same.
 */
export const restaurantOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/restaurants/assigned: all restaurants for a superadmin, the caller's own for everyone else. */
    listRestaurantOptions: build.query<TRestaurantOption[], void>({
      query: () => '/admin/restaurants/assigned',
      responseSchema: ZRestaurantOptions,
      catchSchemaFailure: asQueryError,
      // A restaurant created, renamed or deleted on /restaurants shows up in the pickers at once.
      providesTags: ['Restaurants'],
    }),
  }),
});

export const { useListRestaurantOptionsQuery } = restaurantOptionsApi;
