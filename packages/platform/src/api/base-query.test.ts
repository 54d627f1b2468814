import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configurePlatform } from '../config';
import { createPlatformStore } from '../store';
import { STORAGE_KEYS } from '../storage';
import { API, aUser } from '../testing';
import { api } from './api';
import { authApi } from './auth-endpoints';
import { initI18n } from '../i18n/i18n';

// A protected endpoint like the ones remotes inject; the argument keeps concurrent calls from being deduplicated.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ id: number }, number>({ query: (id) => `/admin/things/${id}` }),
    getPublicThing: build.query<{ ok: boolean }, void>({ query: () => '/public/thing' }),
  }),
});

const server = setupServer();
beforeAll(() => {
  configurePlatform({ apiUrl: API });
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let refreshCalls = 0;
let authHeaders: (string | null)[] = [];
beforeEach(() => {
  refreshCalls = 0;
  authHeaders = [];
});

/** /admin/things/:id only accepts the token 'fresh'; anything else is a 401 as from an expired token. */
const thingsHandler = http.get(`${API}/admin/things/:id`, ({ request, params }) => {
  authHeaders.push(request.headers.get('Authorization'));
  if (request.headers.get('Authorization') !== 'Bearer fresh') {
    return HttpResponse.json({ error: 'Session expired', code: 'TOKEN_EXPIRED' }, { status: 401 });
  }
  return HttpResponse.json({ id: Number(params.id) });
});

const refreshOk = http.post(`${API}/auth/refresh`, async () => {
  refreshCalls += 1;
  await delay(30); // long enough for the other 401s to arrive while it is in flight
  return HttpResponse.json({ token: 'fresh', user: aUser() });
});

const signedInStore = () => createPlatformStore({ token: 'stale', user: aUser() });

describe('login', () => {
  it('stores the token and user in the store and in localStorage', async () => {
    let sentBody: unknown;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        sentBody = await request.json();
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json({ token: 'tok-1', user: aUser({ email: 'a@b.hr' }) });
      }),
    );
    const store = createPlatformStore({ token: null, user: null });

    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.hr', password: 'demo1234', rememberMe: true }),
    );

    expect(sentBody).toEqual({ email: 'a@b.hr', password: 'demo1234', rememberMe: true });
    expect(store.getState().session).toEqual({ token: 'tok-1', user: aUser({ email: 'a@b.hr' }) });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(aUser({ email: 'a@b.hr' }));
  });

  it('keeps no session when the server refuses the credentials', async () => {
    server.use(
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    const store = createPlatformStore({ token: null, user: null });
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.hr', password: 'x' }));

    expect(result.error).toMatchObject({ status: 401, data: { error: 'Invalid email or password' } });
    expect(store.getState().session.token).toBeNull();
    expect(refreshCalls).toBe(0);
  });
});

describe('401 handling', () => {
  it('refreshes once and retries the call with the new token', async () => {
    server.use(thingsHandler, refreshOk);
    const store = signedInStore();

    const result = await store.dispatch(testApi.endpoints.getThing.initiate(1));

    expect(result.data).toEqual({ id: 1 });
    expect(refreshCalls).toBe(1);
    expect(authHeaders).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(store.getState().session.token).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
  });

  it('shares ONE refresh between concurrent 401s, and every call retries', async () => {
    server.use(thingsHandler, refreshOk);
    const store = signedInStore();

    const results = await Promise.all(
      [1, 2, 3, 4].map((id) => store.dispatch(testApi.endpoints.getThing.initiate(id))),
    );

    expect(results.map((r) => r.data)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    expect(refreshCalls).toBe(1);
    expect(authHeaders.filter((h) => h === 'Bearer fresh')).toHaveLength(4);
  });

  it('clears the session when the refresh fails', async () => {
    server.use(
      thingsHandler,
      http.post(`${API}/auth/refresh`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ error: 'Session expired, please sign in again' }, { status: 401 });
      }),
    );
    const store = signedInStore();
    localStorage.setItem(STORAGE_KEYS.token, 'stale');

    const result = await store.dispatch(testApi.endpoints.getThing.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('accepts a refresh answer that carries only the token, keeping the cached user', async () => {
    server.use(
      thingsHandler,
      http.post(`${API}/auth/refresh`, () => HttpResponse.json({ token: 'fresh' })),
    );
    const store = signedInStore();

    const result = await store.dispatch(testApi.endpoints.getThing.initiate(3));

    expect(result.data).toEqual({ id: 3 });
    expect(store.getState().session).toEqual({ token: 'fresh', user: aUser() });
  });

  it('retries only once: a second 401 after a successful refresh is returned as is', async () => {
    server.use(
      http.get(`${API}/admin/things/:id`, () => HttpResponse.json({ error: 'nope' }, { status: 401 })),
      refreshOk,
    );
    const store = signedInStore();

    const result = await store.dispatch(testApi.endpoints.getThing.initiate(9));

    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
  });

  it('sends no bearer token to /public paths and does not refresh on their 401', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get(`${API}/public/thing`, ({ request }) => {
        header = request.headers.get('Authorization');
        return HttpResponse.json({ error: 'x' }, { status: 401 });
      }),
      refreshOk,
    );
    const store = signedInStore();

    await store.dispatch(testApi.endpoints.getPublicThing.initiate());

    expect(header).toBeNull();
    expect(refreshCalls).toBe(0);
  });
});

describe('Accept-Language', () => {
  it('sends the current language on every call, and the new one right after a switch', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${API}/public/thing`, ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const store = createPlatformStore({ token: null, user: null });
    const i18n = initI18n();
    await i18n.changeLanguage('hr');
    await store.dispatch(testApi.endpoints.getPublicThing.initiate(undefined, { forceRefetch: true }));
    await i18n.changeLanguage('en');
    await store.dispatch(testApi.endpoints.getPublicThing.initiate(undefined, { forceRefetch: true }));
    expect(languages).toEqual(['hr', 'en']);
  });
});
