import {
  RestaurantShape,
  TableListResponseShape,
  ZHeatmap,
  ZNoShowStats,
  ZReturningGuests,
  ZTurnTimes,
  ZWalkInStats,
  type TAnalyticsQuery,
  type THeatmap,
  type TNoShowStats,
  type TRestaurant,
  type TReturningGuests,
  type TReturningGuestsQuery,
  type TTableListResponse,
  type TTurnTimes,
  type TWalkInStats,
} from '@stol/contracts';
import { api } from '@stol/platform';
import { asQueryError } from '@stol/platform/schema-error';

/**
 * The /analytics screen's calls (guest spec §2.15, issue 21 §3): every figure is computed by the API in
 * PostgreSQL; the screen only shows it. Endpoint names carry `analytics` so they cannot collide with other
 * remotes' endpoints in the shared api.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /analytics/heatmap?restaurantId&period: per-table use, buckets, top 5 and summary. */
    analyticsHeatmap: build.query<THeatmap, TAnalyticsQuery>({
      query: (params) => ({ url: '/analytics/heatmap', params }),
      responseSchema: ZHeatmap,
      catchSchemaFailure: asQueryError,
      providesTags: ['Analytics'],
    }),
    /** GET /analytics/returning-guests?restaurantId&page */
    analyticsReturningGuests: build.query<TReturningGuests, TReturningGuestsQuery>({
      query: (params) => ({ url: '/analytics/returning-guests', params }),
      responseSchema: ZReturningGuests,
      catchSchemaFailure: asQueryError,
      providesTags: ['Analytics'],
    }),
    /** GET /analytics/no-shows?restaurantId&period: the four figures and the two detail lists. */
    analyticsNoShows: build.query<TNoShowStats, TAnalyticsQuery>({
      query: (params) => ({ url: '/analytics/no-shows', params }),
      responseSchema: ZNoShowStats,
      catchSchemaFailure: asQueryError,
      providesTags: ['Analytics'],
    }),
    /** GET /analytics/walk-ins?restaurantId&period: the figures, walk-ins by hour and the list. */
    analyticsWalkIns: build.query<TWalkInStats, TAnalyticsQuery>({
      query: (params) => ({ url: '/analytics/walk-ins', params }),
      responseSchema: ZWalkInStats,
      catchSchemaFailure: asQueryError,
      providesTags: ['Analytics'],
    }),
    /** GET /analytics/turn-times?restaurantId&period: median and p80 minutes per party size. */
    analyticsTurnTimes: build.query<TTurnTimes, TAnalyticsQuery>({
      query: (params) => ({ url: '/analytics/turn-times', params }),
      responseSchema: ZTurnTimes,
      catchSchemaFailure: asQueryError,
      providesTags: ['Analytics'],
    }),
    /**
     * GET /tables?restaurantId: where the heatmap's tables stand (the heatmap answer carries counts, not
     * geometry).
     */
    analyticsTables: build.query<TTableListResponse, number>({
      query: (restaurantId) => ({ url: '/tables', params: { restaurantId } }),
      responseSchema: TableListResponseShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Tables'],
    }),
    /** GET /restaurants/{id}: the floor plan's table styles, chairs and background. */
    analyticsRestaurant: build.query<TRestaurant, number>({
      query: (id) => `/restaurants/${id}`,
      responseSchema: RestaurantShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Restaurants'],
    }),
  }),
});

export const {
  useAnalyticsHeatmapQuery,
  useAnalyticsReturningGuestsQuery,
  useAnalyticsNoShowsQuery,
  useAnalyticsWalkInsQuery,
  useAnalyticsTurnTimesQuery,
  useAnalyticsTablesQuery,
  useAnalyticsRestaurantQuery,
} = analyticsApi;
