import {
  AvailabilityResponseShape,
  CreateReservationResponseShape,
  RestaurantShape,
  TableListResponseShape,
  type TAvailabilityResponse,
  type TCreateReservationInput,
  type TCreateReservationResponse,
  type TRestaurant,
  type TTableListResponse,
} from '@stol/contracts';
// By the package's name, not './api' (see restaurant-options.ts): the shared singleton, the store's own API.
import { api } from '@stol/platform';
import { asQueryError } from './schema-error';

export interface TNewReservationAvailabilityArgs {
  restaurantId: number;
  date: string;
  /** Without it every table that is not taken or held reads as free (the over-capacity choice). */
  guests?: number;
}

/**
 * The 'New reservation' dialog's calls (issue 22 §1), for every screen that opens it (day view, kiosk,
 * /reservations): its own entry point (`@stol/platform/new-reservation`), loaded with the dialog, not with the
 * pages. Answers are checked with the zod-free `*Shape`s (the dashboard keeps zod out). Endpoint names carry
 * `newReservation` so they cannot collide with a remote's own.
 */
export const newReservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /public/availability: the guest site's answer, times with their reasons and the best table per time. */
    newReservationAvailability: build.query<TAvailabilityResponse, TNewReservationAvailabilityArgs>({
      query: ({ restaurantId, date, guests }) => ({
        url: '/public/availability',
        params: guests === undefined ? { restaurantId, date } : { restaurantId, date, guests },
      }),
      responseSchema: AvailabilityResponseShape,
      catchSchemaFailure: asQueryError,
      // A booking anywhere (a live event invalidates these) changes what is free.
      providesTags: ['Reservations'],
    }),
    /** GET /tables?restaurantId: the tables for the plan, with their seats. */
    newReservationTables: build.query<TTableListResponse, number>({
      query: (restaurantId) => ({ url: '/tables', params: { restaurantId } }),
      responseSchema: TableListResponseShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Tables'],
    }),
    /** GET /restaurants/{id}: the floor plan's styles, chairs and background. */
    newReservationRestaurant: build.query<TRestaurant, number>({
      query: (id) => `/restaurants/${id}`,
      responseSchema: RestaurantShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
    /** POST /reservations: a phone booking, once per Idempotency-Key. 409 names the conflicts. */
    createReservation: build.mutation<
      TCreateReservationResponse,
      { body: TCreateReservationInput; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/reservations',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: CreateReservationResponseShape,
      catchSchemaFailure: asQueryError,
      invalidatesTags: ['Reservations', 'Stats'],
    }),
  }),
});

export const {
  useNewReservationAvailabilityQuery,
  useNewReservationTablesQuery,
  useNewReservationRestaurantQuery,
  useCreateReservationMutation,
} = newReservationApi;
