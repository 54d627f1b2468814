import { api } from '@stol/platform';
import {
  ZTable,
  ZTableListResponse,
  ZTablesCopyResponse,
  type TTable,
  type TTableCopyRequest,
  type TTablePatch,
  type TTablesCopyRequest,
  type TTablesCopyResponse,
  type TTableUpsert,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** Tables management calls (staff spec §7). Every change invalidates the restaurant's tables. */
export const floorTablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tables?restaurantId: one restaurant's tables, in number order. */
    listFloorTables: build.query<TTable[], number>({
      query: (restaurantId) => ({ url: '/tables', params: { restaurantId } }),
      responseSchema: ZTableListResponse,
      catchSchemaFailure: asQueryError,
      providesTags: (_result, _error, restaurantId) => [{ type: 'Tables', id: `restaurant-${restaurantId}` }],
    }),
    /** POST /tables: the add-table modal and the table detail editor (with `id`). */
    upsertTable: build.mutation<TTable, TTableUpsert>({
      query: (body) => ({ url: '/tables', method: 'POST', body }),
      responseSchema: ZTable,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, _error, body) => [
        { type: 'Tables', id: `restaurant-${body.restaurantId}` },
        'Restaurants',
      ],
    }),
    /** PATCH /tables/{id}: a dragged position, a status, or the editor's fields. */
    patchTable: build.mutation<TTable, { id: number; restaurantId: number; patch: TTablePatch }>({
      query: ({ id, patch }) => ({ url: `/tables/${id}`, method: 'PATCH', body: patch }),
      responseSchema: ZTable,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, _error, { restaurantId }) => [
        { type: 'Tables', id: `restaurant-${restaurantId}` },
      ],
    }),
    /** DELETE /tables/{id}: 409 TABLE_HAS_RESERVATIONS while future bookings hold it. */
    deleteTable: build.mutation<void, { id: number; restaurantId: number }>({
      query: ({ id }) => ({ url: `/tables/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { restaurantId }) => [
        { type: 'Tables', id: `restaurant-${restaurantId}` },
        'Restaurants',
      ],
    }),
    /** POST /admin/tables/{id}/copy: `count` copies of one table, into this or another restaurant. */
    copyTable: build.mutation<TTablesCopyResponse, { id: number } & TTableCopyRequest>({
      query: ({ id, ...body }) => ({ url: `/admin/tables/${id}/copy`, method: 'POST', body }),
      responseSchema: ZTablesCopyResponse,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, _error, body) => [
        { type: 'Tables', id: `restaurant-${body.targetRestaurantId}` },
        'Restaurants',
      ],
    }),
    /** POST /admin/tables/copy: every table of another restaurant, appended or replacing. */
    copyTables: build.mutation<TTablesCopyResponse, TTablesCopyRequest>({
      query: (body) => ({ url: '/admin/tables/copy', method: 'POST', body }),
      responseSchema: ZTablesCopyResponse,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, _error, body) => [
        { type: 'Tables', id: `restaurant-${body.targetRestaurantId}` },
        'Restaurants',
      ],
    }),
  }),
});

export const {
  useListFloorTablesQuery,
  useUpsertTableMutation,
  usePatchTableMutation,
  useDeleteTableMutation,
  useCopyTableMutation,
  useCopyTablesMutation,
} = floorTablesApi;
