import { api } from '@stol/platform';
import { ZAdminHubsResponse, type THubCustomize, type TAdminHubsResponse } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

export const hubsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/hubs (superadmin, guest spec §2.13): detected hubs with their restaurants. */
    listAdminHubs: build.query<TAdminHubsResponse, void>({
      query: () => '/admin/hubs',
      responseSchema: ZAdminHubsResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Hubs'],
    }),
    /** PATCH /admin/hubs: the hub's look, stored on every restaurant of the hub. */
    updateAdminHub: build.mutation<unknown, THubCustomize>({
      query: (body) => ({ url: '/admin/hubs', method: 'PATCH', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Hubs', 'Restaurants']),
    }),
  }),
});

export const { useListAdminHubsQuery, useUpdateAdminHubMutation } = hubsApi;
