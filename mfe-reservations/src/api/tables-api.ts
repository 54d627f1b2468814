import { api } from '@stol/platform';
import { ZTableListResponse, type TTableListResponse } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

export const tablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tables?restaurantId: the tables a reservation can be reassigned to. */
    listTablesForReassign: build.query<TTableListResponse, number>({
      query: (restaurantId) => ({ url: '/tables', params: { restaurantId } }),
      responseSchema: ZTableListResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Tables'],
    }),
  }),
});

export const { useListTablesForReassignQuery } = tablesApi;
