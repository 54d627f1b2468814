import { api } from '@stol/platform';
import {
  ConvertResponseShape,
  RestaurantOptionsShape,
  WaitlistEntryShape,
  WaitlistListResponseShape,
  WalkInResponseShape,
  type TConvertResponse,
  type TRestaurantOption,
  type TWaitlistEntry,
  type TWalkInResponse,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** Issue 11 §3: the kiosk refreshes every 20 s; the day view's waitlist follows its own 30 s rhythm. */
export const KIOSK_POLLING_MS = 20_000;

interface TWaitlistAdd {
  restaurantId: number;
  name: string;
  phone: string;
  partySize: number;
}

interface TSeatNow {
  restaurantId: number;
  tableId: number;
  partySize: number;
  name?: string;
  phone?: string;
}

/**
 * Host operations (issue 11 §1): the waitlist, walk-ins and the kiosk's restaurant choice. Endpoint names carry
 * `host` so they cannot collide with other remotes' endpoints in the shared api. Staff never call these (403).
 */
export const hostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /waitlist?restaurantId: today's entries, oldest first, each in line with its quoted wait. */
    hostWaitlist: build.query<TWaitlistEntry[], number>({
      query: (restaurantId) => ({ url: '/waitlist', params: { restaurantId } }),
      rawResponseSchema: WaitlistListResponseShape,
      catchSchemaFailure: asQueryError,
      transformResponse: (body: { entries: TWaitlistEntry[] }) => body.entries,
      providesTags: ['Waitlist'],
    }),
    hostWaitlistAdd: build.mutation<TWaitlistEntry, TWaitlistAdd>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      responseSchema: WaitlistEntryShape,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Waitlist'],
    }),
    /** "Your table is ready": the message goes out through the outbox; waiting → notified. */
    hostWaitlistNotify: build.mutation<TWaitlistEntry, number>({
      query: (id) => ({ url: `/waitlist/${id}/notify`, method: 'POST' }),
      invalidatesTags: ['Waitlist'],
    }),
    /** A reservation starting now on the table; a 409 carries the server's conflict text. */
    hostWaitlistConvert: build.mutation<TConvertResponse, { id: number; tableId: number }>({
      query: ({ id, tableId }) => ({ url: `/waitlist/${id}/convert`, method: 'POST', body: { tableId } }),
      responseSchema: ConvertResponseShape,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Waitlist', 'Reservations', 'Tables', 'Stats'],
    }),
    hostWaitlistCancel: build.mutation<TWaitlistEntry, number>({
      query: (id) => ({ url: `/waitlist/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Waitlist'],
    }),
    /** POST /walkin/seat-now: seated now for the default stay; the server enforces seats and conflicts. */
    hostSeatNow: build.mutation<TWalkInResponse, TSeatNow>({
      query: (body) => ({ url: '/walkin/seat-now', method: 'POST', body }),
      responseSchema: WalkInResponseShape,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Reservations', 'Tables', 'Stats', 'Waitlist'],
    }),
    /** GET /admin/restaurants/assigned: all for a superadmin, the assigned ones for a manager (kiosk picker). */
    hostRestaurants: build.query<TRestaurantOption[], void>({
      query: () => '/admin/restaurants/assigned',
      responseSchema: RestaurantOptionsShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
  }),
});

export const {
  useHostWaitlistQuery,
  useHostWaitlistAddMutation,
  useHostWaitlistNotifyMutation,
  useHostWaitlistConvertMutation,
  useHostWaitlistCancelMutation,
  useHostSeatNowMutation,
  useHostRestaurantsQuery,
} = hostApi;
