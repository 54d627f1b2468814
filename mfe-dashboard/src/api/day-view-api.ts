import { api, deepFrozen } from '@stol/platform';
import {
  GuestSummaryShape,
  ReservationDayResponseShape,
  ReservationListItemShape,
  ReservationMessagesResponseShape,
  RestaurantShape,
  TableListResponseShape,
  type TGuestSummary,
  type TReservationDetailsPatchInput,
  type TReservationListItem,
  type TReservationMessagesResponse,
  type TRestaurant,
  type TTableListResponse,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** Staff spec §9: the dashboard's reservations refresh every 30 s. */
export const DAY_POLLING_MS = 30_000;

/**
 * The restaurant day view (issue 11 §2): today's reservations, the tables and the floor plan, what was sent to a
 * guest, and the lifecycle calls (check in, undo, +30m/+1h, clear, no-show, undo of a clear or no-show). Endpoint names carry `day` so
 * they cannot collide with other remotes' endpoints in the shared api.
 */
export const dayViewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /reservations/day?restaurantId&date: every reservation starting that Zagreb day, however many (the
     * paged list stops at 100). Cancelled ones come too: the bell notices a cancellation by the status change.
     */
    dayReservations: build.query<TReservationListItem[], { date: string; restaurantId: number }>({
      query: ({ date, restaurantId }) => ({ url: '/reservations/day', params: { restaurantId, date } }),
      rawResponseSchema: ReservationDayResponseShape,
      catchSchemaFailure: asQueryError,
      // Frozen here: a busy day's 300 reservations are stored without immer walking them (deep-frozen.ts).
      transformResponse: (body: { reservations: TReservationListItem[] }) => deepFrozen(body.reservations),
      providesTags: ['Reservations'],
    }),
    /** GET /tables?restaurantId: the tables of the map with status and cleared window. */
    dayTables: build.query<TTableListResponse, number>({
      query: (restaurantId) => ({ url: '/tables', params: { restaurantId } }),
      responseSchema: TableListResponseShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Tables'],
    }),
    /** GET /restaurants/{id}: the floor plan (styles, chairs, background, grid). */
    dayRestaurant: build.query<TRestaurant, number>({
      query: (id) => `/restaurants/${id}`,
      responseSchema: RestaurantShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
    /** GET /reservations/{id}/messages: what was sent to the guest, oldest first. */
    dayReservationMessages: build.query<TReservationMessagesResponse, number>({
      query: (id) => `/reservations/${id}/messages`,
      responseSchema: ReservationMessagesResponseShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reservations'],
    }),
    /** GET /reservations/{id}/guest: who the guest behind the phone is at this restaurant (issue 22 §2). */
    dayGuestSummary: build.query<TGuestSummary, number>({
      query: (id) => `/reservations/${id}/guest`,
      responseSchema: GuestSummaryShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reservations'],
    }),
    /** PATCH /reservations/{id} with guest details and notes (staff too); 409 when the tables seat fewer. */
    dayUpdateDetails: build.mutation<
      TReservationListItem,
      { id: number; patch: TReservationDetailsPatchInput }
    >({
      query: ({ id, patch }) => ({ url: `/reservations/${id}`, method: 'PATCH', body: patch }),
      responseSchema: ReservationListItemShape,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Reservations'],
    }),
    /** PATCH /reservations/{id} {status: 'cancelled'}: admins and managers; kept in history, the table freed. */
    dayCancel: build.mutation<unknown, number>({
      query: (id) => ({ url: `/reservations/${id}`, method: 'PATCH', body: { status: 'cancelled' } }),
      invalidatesTags: ['Reservations', 'Tables', 'Stats'],
    }),
    dayCheckIn: build.mutation<unknown, number>({
      query: (id) => ({ url: `/reservations/${id}/checkin`, method: 'POST' }),
      invalidatesTags: ['Reservations', 'Stats'],
    }),
    dayUndoCheckIn: build.mutation<unknown, number>({
      query: (id) => ({ url: `/reservations/${id}/uncheckin`, method: 'POST' }),
      invalidatesTags: ['Reservations', 'Stats'],
    }),
    /** DESIGN §7: +30m / +1h, conflict-checked by the server. */
    dayExtend: build.mutation<unknown, { id: number; additionalMinutes: number }>({
      query: ({ id, additionalMinutes }) => ({
        url: `/reservations/${id}/extend`,
        method: 'POST',
        body: { additionalMinutes },
      }),
      invalidatesTags: ['Reservations'],
    }),
    /** POST /reservations/{id}/no-show: the Clear of a guest not checked in (DESIGN §7); undone like a clear. */
    dayNoShow: build.mutation<unknown, number>({
      query: (id) => ({ url: `/reservations/${id}/no-show`, method: 'POST' }),
      invalidatesTags: ['Reservations', 'Tables', 'Stats'],
    }),
    /** POST /tables/{id}/clear: ends the table's active (checked-in) reservation. */
    dayClearTable: build.mutation<unknown, number>({
      query: (tableId) => ({ url: `/tables/${tableId}/clear`, method: 'POST' }),
      invalidatesTags: ['Reservations', 'Tables'],
    }),
    dayUndoClear: build.mutation<unknown, { tableId: number; reservationId: number }>({
      query: ({ tableId, reservationId }) => ({
        url: `/tables/${tableId}/clear/undo`,
        method: 'POST',
        body: { reservationId },
      }),
      invalidatesTags: ['Reservations', 'Tables'],
    }),
  }),
});

export const {
  useDayReservationsQuery,
  useDayTablesQuery,
  useDayRestaurantQuery,
  useDayReservationMessagesQuery,
  useDayGuestSummaryQuery,
  useDayUpdateDetailsMutation,
  useDayCancelMutation,
  useDayCheckInMutation,
  useDayUndoCheckInMutation,
  useDayExtendMutation,
  useDayClearTableMutation,
  useDayNoShowMutation,
} = dayViewApi;
