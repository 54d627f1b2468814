import { api } from '@stol/platform';
import {
  ZReservationListResponse,
  ZReservationPatchAccepted,
  type TReservationEditPatch,
  type TReservationExportQuery,
  type TReservationListQuery,
  type TReservationListResponse,
} from '@stol/contracts';
import { asQueryError } from './schema-error';

/** PATCH answered 200 (applied) or 202 (a conflict waits for a manager; nothing changed). */
export type TSaveOutcome = { kind: 'saved' } | { kind: 'needsApproval'; approvalId: number | null };

/**
 * 202 is the signal (DESIGN §7); the `requiresApproval` body is accepted too, so a proxy's status rewrite cannot
 * hide it.
 */
function toSaveOutcome(body: unknown, status: number | undefined): TSaveOutcome {
  const accepted = ZReservationPatchAccepted.safeParse(body);
  if (accepted.success) return { kind: 'needsApproval', approvalId: accepted.data.approvalId };
  if (status === 202) return { kind: 'needsApproval', approvalId: null };
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
    /** GET /reservations/export: CSV text (kept as text, a Blob is not serializable in the store). */
    exportReservationsCsv: build.mutation<string, TReservationExportQuery>({
      query: (params) => ({ url: '/reservations/export', params, responseHandler: 'text' }),
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
  useSaveReservationEditMutation,
  useDeleteReservationFromListMutation,
} = reservationsApi;
