import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { configurePlatform } from '../config';
import { PlatformProvider } from '../PlatformProvider';
import { STORAGE_KEYS } from '../storage';
import { createPlatformStore, type TPlatformStore } from '../store';
import { API, aUser } from '../testing';
import { getI18n } from './i18n';
import { useLanguage } from './use-language';

const server = setupServer();
beforeAll(() => {
  configurePlatform({ apiUrl: API });
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapperFor =
  (store: TPlatformStore) =>
  ({ children }: { children: ReactNode }) => <PlatformProvider store={store}>{children}</PlatformProvider>;

describe('useLanguage', () => {
  it("starts in the signed-in user's language even when another one is stored", async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'hr');
    const store = createPlatformStore({ token: 't', user: aUser({ language: 'en' }) });

    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(store) });

    await waitFor(() => expect(result.current[0]).toBe('en'));
    expect(getI18n().language).toBe('en');
  });

  it('switching saves the language on the user and remembers it locally', async () => {
    let patched: unknown;
    server.use(
      http.patch(`${API}/admin/users/7`, async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(aUser({ language: 'hr' }));
      }),
      http.get(`${API}/admin/me`, () => HttpResponse.json(aUser({ language: 'hr' }))),
    );
    const store = createPlatformStore({ token: 't', user: aUser({ language: 'en' }) });
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current[0]).toBe('en'));

    act(() => result.current[1]('hr'));

    await waitFor(() => expect(patched).toEqual({ language: 'hr' }));
    expect(result.current[0]).toBe('hr');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hr');
    expect(store.getState().session.user?.language).toBe('hr');
  });

  it('signed out, switching only remembers the choice locally (no request)', async () => {
    const store = createPlatformStore({ token: null, user: null });
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapperFor(store) });

    act(() => result.current[1]('en'));

    await waitFor(() => expect(result.current[0]).toBe('en'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
