import { api } from '@stol/platform';
import { ZRestaurantOptions, type TRestaurantOption } from '@stol/contracts';
import { asQueryError } from './schema-error';

/**
 * The restaurants a settings screen offers in its pickers (id and name). Shared by the settings areas; the
 * endpoint's name is this remote's own, as the split API is shared with the other remotes.
 */
export const settingsRestaurantOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/restaurants/assigned: all restaurants for a superadmin, the assigned ones for a manager. */
    listSettingsRestaurantOptions: build.query<TRestaurantOption[], void>({
      query: () => '/admin/restaurants/assigned',
      responseSchema: ZRestaurantOptions,
      catchSchemaFailure: asQueryError,
      // A restaurant created, renamed or deleted on /restaurants shows up in the pickers at once.
      providesTags: ['Restaurants'],
    }),
  }),
});

export const { useListSettingsRestaurantOptionsQuery } = settingsRestaurantOptionsApi;
