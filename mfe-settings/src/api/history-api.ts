import { api } from '@stol/platform';
import { ZHistoryResponse, type THistoryResponse } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /restaurants/{id}/history (issue 20 §4): newest first. Any restaurant write may add an entry. */
    listRestaurantHistory: build.query<THistoryResponse, number>({
      query: (restaurantId) => `/restaurants/${restaurantId}/history`,
      responseSchema: ZHistoryResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
  }),
});

export const { useListRestaurantHistoryQuery } = historyApi;
