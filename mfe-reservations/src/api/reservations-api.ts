import { api } from '@stol/platform';
import {
  ZReservationListResponse,
  ZReservationPatchAccepted,
  ZReservationTableOptionsResponse,
  type TApprovalConflict,
  type TReservationTableOptionsResponse,
  type TReservationEditPatch,
  type TReservationExportQuery,
  type TReservationListQuery,
  type TReservationListResponse,
} from '@stol/contracts';
import { csvTextResponse } from '@stol/platform/csv';
import { asQueryError } from '@stol/platform/schema-error';

/** PATCH answered 200 (applied) or 202 (a conflict waits for a manager; nothing changed). */
export type TSaveOutcome =
  | { kind: 'saved' }
  | { kind: 'needsApproval'; approvalId: number | null; conflictsWith: TApprovalConflict[] };

/**
 * 202 is the signal (DESIGN §7); the `requiresApproval` body is accepted too, so a proxy's status rewrite cannot
 * hide it.
 */
function toSaveOutcome(body: unknown, status: number | undefined): TSaveOutcome {
  const accepted = ZReservationPatchAccepted.safeParse(body);
  if (accepted.success)
    return {
      kind: 'needsApproval',
      approvalId: accepted.data.approvalId,
      conflictsWith: accepted.data.conflictsWith ?? [],
    };
  if (status === 202) return { kind: 'needsApproval', approvalId: null, conflictsWith: [] };
  return { kind: 'saved' };
}

export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservations: one page of the filtered list (names are prefixed: the split API is shared). */
    listReservations: build.query<TReservationListResponse, TReservationListQuery>({
      query: (params) => ({ url: '/reservations', params }),
      responseSchema: ZReservationListResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reservations'],
    }),
    /**
     * GET /reservations/export: CSV text (kept as text, a Blob is not serializable in the store), headers and
     * statuses in the UI's language (Accept-Language, sent explicitly), times in Europe/Zagreb, with a BOM.
     */
    exportReservationsCsv: build.mutation<string, { query: TReservationExportQuery; language: string }>({
      query: ({ query, language }) => ({
        url: '/reservations/export',
        params: query,
        headers: { 'Accept-Language': language },
        responseHandler: csvTextResponse,
      }),
    }),
    /** GET /reservations/{id}/table-options: every table, its seats and whether it is free for the stay. */
    reservationTableOptions: build.query<TReservationTableOptionsResponse, { id: number; date?: string }>({
      query: ({ id, date }) => ({ url: `/reservations/${id}/table-options`, params: date ? { date } : {} }),
      responseSchema: ZReservationTableOptionsResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Reservations', 'Tables'],
    }),
    /** PATCH /reservations/{id} with a reassign and/or reschedule. */
    saveReservationEdit: build.mutation<TSaveOutcome, { id: number; edit: TReservationEditPatch }>({
      query: ({ id, edit }) => ({ url: `/reservations/${id}`, method: 'PATCH', body: edit }),
      transformResponse: (body: unknown, meta) =>
        toSaveOutcome(body, (meta as { response?: Response } | undefined)?.response?.status),
      // An applied edit changes the row; a filed request marks it pending and adds to the approvals list.
      invalidatesTags: ['Reservations', 'Approvals'],
    }),
    /** DELETE /reservations/{id}. */
    deleteReservationFromList: build.mutation<void, number>({
      query: (id) => ({ url: `/reservations/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Reservations', 'Approvals']),
    }),
  }),
});

export const {
  useListReservationsQuery,
  useExportReservationsCsvMutation,
  useReservationTableOptionsQuery,
  useSaveReservationEditMutation,
  useDeleteReservationFromListMutation,
} = reservationsApi;
