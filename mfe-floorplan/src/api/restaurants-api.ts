import { api } from '@stol/platform';
import { ZRestaurant, ZRestaurants, type TFloorplanPatch, type TRestaurant } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** The restaurants this editor may open, with their floor plans (styles, chairs, grid, background). */
export const floorRestaurantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/restaurants/assigned: all for a superadmin, the assigned ones for a manager, one for an admin. */
    listFloorRestaurants: build.query<TRestaurant[], void>({
      query: () => '/admin/restaurants/assigned',
      responseSchema: ZRestaurants,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
    /** PATCH /restaurants/{id} {floorplan}: merged per table id on the server; `null` removes a table's entry. */
    updateFloorplan: build.mutation<TRestaurant, { restaurantId: number; floorplan: TFloorplanPatch }>({
      query: ({ restaurantId, floorplan }) => ({
        url: `/restaurants/${restaurantId}`,
        method: 'PATCH',
        body: { floorplan },
      }),
      responseSchema: ZRestaurant,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Restaurants'],
    }),
  }),
});

export const { useListFloorRestaurantsQuery, useUpdateFloorplanMutation } = floorRestaurantsApi;
