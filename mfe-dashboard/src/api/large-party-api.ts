import { api } from '@stol/platform';
import {
  LargePartyListResponseShape,
  TableSuggestionsResponseShape,
  type TConvertResponse,
  type TLargePartyRequest,
  type TTableSuggestionsResponse,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** Staff spec §9: the large-party panel polls every 60 s (and reloads on large_party.updated). */
export const LARGE_PARTY_POLLING_MS = 60_000;

/**
 * The day view's large-party panel (issue 11 §2; staff spec §5, §7): pending requests, the free table sets
 * that seat one, convert over chosen tables, cancel. Endpoint names carry `largeParty` so they cannot collide
 * with other remotes' endpoints in the shared api.
 */
export const largePartyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/large-party?restaurantId: the restaurant's pending requests, soonest first. */
    largePartyRequests: build.query<TLargePartyRequest[], number>({
      query: (restaurantId) => ({ url: '/admin/large-party', params: { restaurantId } }),
      rawResponseSchema: LargePartyListResponseShape,
      catchSchemaFailure: asQueryError,
      transformResponse: (body: { requests: TLargePartyRequest[] }) => body.requests,
      providesTags: ['LargeParty'],
    }),
    /** GET /admin/large-party/{id}/suggestions: free neighbouring table sets that seat the party. */
    largePartySuggestions: build.query<TTableSuggestionsResponse, number>({
      query: (id) => `/admin/large-party/${id}/suggestions`,
      responseSchema: TableSuggestionsResponseShape,
      catchSchemaFailure: asQueryError,
      // Bookings change what is free: the suggestions follow the reservations.
      providesTags: ['LargeParty', 'Reservations'],
    }),
    largePartyConvert: build.mutation<TConvertResponse, { id: number; tableIds: number[] }>({
      query: ({ id, tableIds }) => ({
        url: `/admin/large-party/${id}/convert`,
        method: 'POST',
        body: { tableIds },
      }),
      invalidatesTags: ['LargeParty', 'Reservations', 'Tables', 'Stats'],
    }),
    largePartyCancel: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/large-party/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['LargeParty'],
    }),
  }),
});

export const {
  useLargePartyRequestsQuery,
  useLargePartySuggestionsQuery,
  useLargePartyConvertMutation,
  useLargePartyCancelMutation,
} = largePartyApi;
