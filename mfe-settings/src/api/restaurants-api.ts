import { api } from '@stol/platform';
import {
  ZRestaurants,
  ZSettingsPreview,
  type TCreateRestaurant,
  type TRestaurant,
  type TRestaurantPatch,
  type TSettingsPreview,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/**
 * The restaurants screen's calls (guest spec §7.2, issue 20 §3–§4). Names are prefixed: the split API is shared.
 * The bulk special hours (apply and preview) and the history are the settings sections' own slices.
 */
export const restaurantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /restaurants: every restaurant for a superadmin, the assigned ones for a manager, an admin's own. */
    listSettingsRestaurants: build.query<TRestaurant[], void>({
      query: () => '/restaurants',
      responseSchema: ZRestaurants,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
    /** POST /restaurants (superadmin): 201 with the new restaurant (the screen reads only its id). */
    createRestaurant: build.mutation<{ id: number }, TCreateRestaurant>({
      query: (body) => ({ url: '/restaurants', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Restaurants']),
    }),
    /** PATCH /restaurants/{id} with any settings fields, or specialPromotions alone. */
    updateRestaurantSettings: build.mutation<unknown, { id: number; patch: TRestaurantPatch }>({
      query: ({ id, patch }) => ({ url: `/restaurants/${id}`, method: 'PATCH', body: patch }),
      // Hours and closed days change the tables' availability and the reservations' lists too.
      invalidatesTags: (_result, error) => (error ? [] : ['Restaurants', 'Tables', 'Reservations']),
    }),
    /** DELETE /restaurants/{id} (superadmin); 409 while it has upcoming reservations. */
    deleteRestaurant: build.mutation<void, number>({
      query: (id) => ({ url: `/restaurants/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Restaurants', 'Users']),
    }),
    /**
     * POST /restaurants/{id}/preview with the dialog's PATCH body: what it would strand, changing nothing.
     * A mutation: it is asked on Save, never cached.
     */
    previewRestaurantSettings: build.mutation<TSettingsPreview, { id: number; body: TRestaurantPatch }>({
      query: ({ id, body }) => ({ url: `/restaurants/${id}/preview`, method: 'POST', body }),
      responseSchema: ZSettingsPreview,
      catchSchemaFailure: asQueryError,
    }),
  }),
});

export const {
  useListSettingsRestaurantsQuery,
  useCreateRestaurantMutation,
  useUpdateRestaurantSettingsMutation,
  useDeleteRestaurantMutation,
  usePreviewRestaurantSettingsMutation,
} = restaurantsApi;
