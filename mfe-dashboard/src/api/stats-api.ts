import { api } from '@stol/platform';
import { RestaurantStatsShape, StatsShape, type TRestaurantStats, type TStats } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** Staff spec §9: the dashboard refreshes every 30 s; its counts follow the same rhythm. */
export const STATS_POLLING_MS = 30_000;

export const statsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Today / this week for the caller's scope (all restaurants for a superadmin, own restaurant otherwise). */
    getStats: build.query<TStats, void>({
      query: () => '/admin/stats',
      responseSchema: StatsShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Stats'],
    }),
    /** Per-restaurant counts for a restaurant manager's assigned restaurants. */
    getRestaurantStats: build.query<TRestaurantStats, void>({
      query: () => '/admin/stats/restaurants',
      responseSchema: RestaurantStatsShape,
      catchSchemaFailure: asQueryError,
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetStatsQuery, useGetRestaurantStatsQuery } = statsApi;
