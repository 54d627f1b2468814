import {
  checkLoginResponse,
  checkUser,
  type TChangePasswordRequest,
  type TLanguage,
  type TLoginRequest,
  type TMessageResponse,
  type TChecked,
  type TLoginResponse,
  type TUser,
} from '@stol/contracts';
import { sessionCleared, sessionStarted, userUpdated, type TSessionState } from '../session/session-slice';
import { api } from './api';

/** Like zod's `.parse`: the data, or an error (RTK Query then rejects the call) naming what was wrong. */
function validated<T>(result: TChecked<T>, answer: string): T {
  if (result.success) return result.data;
  const detail = result.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new TypeError(`Unexpected ${answer} answer: ${detail.join('; ')}`);
}

/** Auth and "me" endpoints live in platform because the shell and every remote's standalone login need them. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TLoginResponse, TLoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      // Validate the answer before trusting it as a session (zod-free readers: see @stol/contracts session-guards).
      transformResponse: (raw: unknown) => validated(checkLoginResponse(raw), 'login'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted(data));
        } catch {
          // The component shows the error from the mutation result.
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Leave locally whatever the server says: a failed logout must not keep the user signed in here.
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionCleared());
        dispatch(api.util.resetApiState());
      },
    }),
    // Issue 23 §7: the signed-in user's own password; the API keeps this session and ends the others.
    changePassword: build.mutation<TMessageResponse, TChangePasswordRequest>({
      query: (body) => ({ url: '/admin/me/password', method: 'POST', body }),
    }),
    getMe: build.query<TUser, void>({
      query: () => '/admin/me',
      transformResponse: (raw: unknown) => validated(checkUser(raw), 'me'),
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data));
        } catch {
          // A 401 here is handled by the base query (refresh or session cleared).
        }
      },
    }),
    updateLanguage: build.mutation<unknown, { id: number; language: TLanguage }>({
      query: ({ id, language }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: { language } }),
      async onQueryStarted({ id, language }, { dispatch, getState, queryFulfilled }) {
        // Optimistic: the cached user carries the new language at once, so nothing switches it back.
        const cached = (getState() as unknown as { session: TSessionState }).session.user;
        if (cached?.id === id) dispatch(userUpdated({ ...cached, language }));
        try {
          const { data } = await queryFulfilled;
          // The API answers the updated user; tolerate other shapes.
          const parsed = checkUser(data);
          if (parsed.success) dispatch(userUpdated(parsed.data));
        } catch {
          // The language still switches locally and is remembered in localStorage.
        }
      },
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useGetMeQuery,
  useUpdateLanguageMutation,
  useChangePasswordMutation,
} = authApi;
