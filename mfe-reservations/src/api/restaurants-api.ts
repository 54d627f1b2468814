import { api } from '@stol/platform';
import { ZRestaurantOptions, type TRestaurantOption } from '@stol/contracts';
import { asQueryError } from './schema-error';

export const restaurantOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/restaurants/assigned: all restaurants for a superadmin, the assigned ones for a manager. */
    listRestaurantOptions: build.query<TRestaurantOption[], void>({
      query: () => '/admin/restaurants/assigned',
      responseSchema: ZRestaurantOptions,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
  }),
});

export const { useListRestaurantOptionsQuery } = restaurantOptionsApi;
