import { api } from '@stol/platform';
import {
  ZAdminUser,
  ZAdminUserList,
  type TAdminUser,
  type TAdminUserList,
  type TCreateAdminUserInput,
  type TUpdateAdminUserInput,
} from '@stol/contracts';
import { asQueryError } from '@stol/platform/schema-error';

/** The /users screen's calls (issue 20 §2, guest spec §7.2): superadmin only on the server. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/users: every user (never a password hash), by id. */
    listAdminUsers: build.query<TAdminUserList, void>({
      query: () => '/admin/users',
      responseSchema: ZAdminUserList,
      catchSchemaFailure: asQueryError,
      providesTags: ['Users'],
    }),
    /** POST /admin/users: without a password the server invites the user by email. */
    createAdminUser: build.mutation<TAdminUser, TCreateAdminUserInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      responseSchema: ZAdminUser,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    /** PATCH /admin/users/{id}: the fields sent change; a password only when filled. */
    updateAdminUser: build.mutation<TAdminUser, { id: number; patch: TUpdateAdminUserInput }>({
      query: ({ id, patch }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: patch }),
      responseSchema: ZAdminUser,
      catchSchemaFailure: asQueryError,
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    /** DELETE /admin/users/{id}: the user's sessions end with it. */
    deleteAdminUser: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
    /** POST /admin/users/{id}/invite: a fresh invitation link (earlier ones stop working). */
    resendAdminUserInvite: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/users/${id}/invite`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Users']),
    }),
  }),
});

export const {
  useListAdminUsersQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useDeleteAdminUserMutation,
  useResendAdminUserInviteMutation,
} = usersApi;
