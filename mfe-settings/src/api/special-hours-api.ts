import { api } from '@stol/platform';
import { ZSettingsPreview, type TBulkSpecialHours, type TSettingsPreview } from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

type TBulkArgs = { restaurantId: number; bulk: TBulkSpecialHours };

export const specialHoursApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /restaurants/{id}/preview with `{ bulk }`: what a bulk holiday would strand (issue 20 §4); it changes
     * nothing, so it invalidates nothing.
     */
    previewBulkSpecialHours: build.mutation<TSettingsPreview, TBulkArgs>({
      query: ({ restaurantId, bulk }) => ({
        url: `/restaurants/${restaurantId}/preview`,
        method: 'POST',
        body: { bulk },
      }),
      responseSchema: ZSettingsPreview,
      catchSchemaFailure: asQueryError,
    }),
    /** POST /restaurants/{id}/special-hours/bulk (guest spec §7.2): adds or removes every date of the range. */
    applyBulkSpecialHours: build.mutation<unknown, TBulkArgs>({
      query: ({ restaurantId, bulk }) => ({
        url: `/restaurants/${restaurantId}/special-hours/bulk`,
        method: 'POST',
        body: bulk,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Restaurants']),
    }),
  }),
});

export const { usePreviewBulkSpecialHoursMutation, useApplyBulkSpecialHoursMutation } = specialHoursApi;
