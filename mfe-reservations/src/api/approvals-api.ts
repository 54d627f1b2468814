import { api } from '@stol/platform';
import {
  ZReservationApprovalListResponse,
  type TApprovalApproveRequest,
  type TReservationApprovalListResponse,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservations/approvals: pending requests (superadmin and restaurant managers only). */
    listReservationApprovals: build.query<TReservationApprovalListResponse, void>({
      query: () => ({ url: '/reservations/approvals', params: { status: 'pending' } }),
      responseSchema: ZReservationApprovalListResponse,
      catchSchemaFailure: asQueryError,
      providesTags: ['Approvals'],
    }),
    /**
     * POST /reservations/approvals/{id}/approve|reject. Approve may first move the bookings in the way (`moves`,
     * issue 22 §6), all in one transaction. Either way both lists may change.
     */
    decideReservationApproval: build.mutation<
      unknown,
      { id: number; decision: 'approve' | 'reject'; moves?: TApprovalApproveRequest['moves'] }
    >({
      query: ({ id, decision, moves }) => ({
        url: `/reservations/approvals/${id}/${decision}`,
        method: 'POST',
        ...(moves ? { body: { moves } } : {}),
      }),
      invalidatesTags: ['Approvals', 'Reservations'],
    }),
  }),
});

export const { useListReservationApprovalsQuery, useDecideReservationApprovalMutation } = approvalsApi;
