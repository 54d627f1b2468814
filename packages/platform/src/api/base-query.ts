import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { checkRefreshAnswer } from '@stol/contracts';
import { getApiUrl } from '../config';
import { currentLanguage } from '../i18n/i18n';
import { sessionCleared, sessionStarted, type TSessionState } from '../session/session-slice';

type TRawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** Staff spec §7: paths starting /public or /auth carry no bearer token. */
export function isUnauthenticatedPath(url: string): boolean {
  return /^\/(public|auth)(\/|\?|$)/.test(url);
}

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

/**
 * DESIGN §7: the API answers its error messages in the caller's language, so every call says which one the
 * back office currently shows (read per request: a language switch applies to the very next call).
 */
export function withLanguage(headers: Headers): Headers {
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  return headers;
}

// One fetchBaseQuery per API URL: the URL arrives at runtime (configurePlatform), after this module loads.
let rawBaseQuery: { apiUrl: string; query: TRawBaseQuery } | null = null;
function getRawBaseQuery(): TRawBaseQuery {
  const apiUrl = getApiUrl();
  if (rawBaseQuery?.apiUrl !== apiUrl) {
    // credentials: 'include' so the httpOnly refresh cookie travels with /auth/* calls across origins.
    rawBaseQuery = {
      apiUrl,
      query: fetchBaseQuery({ baseUrl: apiUrl, credentials: 'include', prepareHeaders: withLanguage }),
    };
  }
  return rawBaseQuery.query;
}

const tokenIn = (api: BaseQueryApi): string | null =>
  (api.getState() as { session: TSessionState }).session.token;

function withBearer(args: string | FetchArgs, token: string | null): string | FetchArgs {
  if (!token || isUnauthenticatedPath(urlOf(args))) return args;
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...request, headers };
}

/**
 * The single refresh in flight. Every request that gets a 401 while a refresh is running awaits this same
 * promise instead of starting its own: the refresh cookie rotates on every use, so a second parallel refresh
 * would present an already-rotated cookie and trip the server's reuse detection (revoking the session).
 */
let refreshInFlight: Promise<string | null> | null = null;

async function refreshAccessToken(api: BaseQueryApi, extraOptions: object): Promise<string | null> {
  const result = await getRawBaseQuery()({ url: '/auth/refresh', method: 'POST' }, api, extraOptions);
  const parsed = result.data === undefined ? null : checkRefreshAnswer(result.data);
  const user = parsed?.success
    ? (parsed.data.user ?? (api.getState() as { session: TSessionState }).session.user)
    : null;
  if (parsed?.success && user) {
    api.dispatch(sessionStarted({ token: parsed.data.token, user }));
    return parsed.data.token;
  }
  api.dispatch(sessionCleared());
  return null;
}

function sharedRefresh(api: BaseQueryApi, extraOptions: object): Promise<string | null> {
  refreshInFlight ??= refreshAccessToken(api, extraOptions).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The same single refresh for callers outside RTK Query: the socket client, when the server closed it because
 * its access token expired or its session ended. Resolves with the new token, or null (the session is cleared).
 */
export function refreshSession(store: Pick<BaseQueryApi, 'dispatch' | 'getState'>): Promise<string | null> {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    extra: undefined,
    endpoint: 'refreshSession',
    type: 'mutation',
  };
  return sharedRefresh(api, {});
}

/**
 * Base query of the one split API: adds the bearer token, and on a 401 from a non-auth call refreshes once
 * (shared by all concurrent 401s) and retries the original call once with the new token. If the refresh
 * fails the session is cleared, which sends the shell to /login.
 */
export const baseQueryWithReauth: TRawBaseQuery = async (args, api, extraOptions) => {
  const tokenUsed = tokenIn(api);
  const result = await getRawBaseQuery()(withBearer(args, tokenUsed), api, extraOptions);
  if (result.error?.status !== 401 || isUnauthenticatedPath(urlOf(args)) || tokenUsed === null) return result;

  // If another call already refreshed while this one was travelling, just retry with the newer token.
  const current = tokenIn(api);
  const freshToken =
    current !== null && current !== tokenUsed ? current : await sharedRefresh(api, extraOptions ?? {});
  if (!freshToken) return result;
  return getRawBaseQuery()(withBearer(args, freshToken), api, extraOptions);
};
