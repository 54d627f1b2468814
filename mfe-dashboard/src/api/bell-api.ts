import { api } from '@stol/platform';
import { ZWaitlistListResponse, type TWaitlistEntry } from '@stol/contracts';
import { asQueryError } from './schema-error';

/**
 * What the notification bell reads beyond today's reservations: the waitlist, to name a guest who just joined
 * (the live event carries only the entry's id). Endpoint names carry `bell` so they cannot collide with the
 * waitlist panel's endpoints in the shared api.
 */
export const bellApi = api.injectEndpoints({
  endpoints: (build) => ({
    bellWaitlist: build.query<TWaitlistEntry[], number>({
      query: (restaurantId) => ({ url: '/waitlist', params: { restaurantId } }),
      rawResponseSchema: ZWaitlistListResponse,
      catchSchemaFailure: asQueryError,
      transformResponse: (body: { entries: TWaitlistEntry[] }) => body.entries,
      providesTags: ['Waitlist'],
    }),
  }),
});
