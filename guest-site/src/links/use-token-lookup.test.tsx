import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, setupGuestApi } from '../test/msw';
import { useTokenLookup } from './use-token-lookup';

const server = setupGuestApi();

describe('useTokenLookup (the link screens’ reservation by token)', () => {
  it('loads the view behind the token, with the token escaped into the path', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/public/reservations/:token`, ({ params }) => {
        asked.push(String(params.token));
        return HttpResponse.json({ id: 5, name: 'Ana' });
      }),
    );
    const { result } = renderHook(() => useTokenLookup<{ id: number }>('/public/reservations/', 'a b'));
    expect(result.current[0]).toBe('loading');
    await waitFor(() => expect(result.current[0]).toEqual({ id: 5, name: 'Ana' }));
    expect(asked).toEqual(['a b']);
  });

  it('is missing when the API does not know the token, or there is none, without asking then', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/public/reviews/:token`, () => {
        asked += 1;
        return HttpResponse.json({ error: 'Reservation not found or invalid token' }, { status: 404 });
      }),
    );
    const unknown = renderHook(() => useTokenLookup('/public/reviews/', 'tok_unknown'));
    await waitFor(() => expect(unknown.result.current[0]).toBe('missing'));
    expect(asked).toBe(1);
    const none = renderHook(() => useTokenLookup('/public/reviews/', ''));
    expect(none.result.current[0]).toBe('missing');
    expect(asked).toBe(1);
  });

  it('lets the screen show what a change answered, and drops a late answer for a token no longer shown', async () => {
    server.use(
      http.get(`${API}/public/reservations/:token`, async ({ params }) => {
        if (params.token === 'slow') await delay(150);
        return HttpResponse.json({ token: params.token });
      }),
    );
    const { result, rerender } = renderHook(
      ({ token }) => useTokenLookup<{ token: string }>('/public/reservations/', token),
      { initialProps: { token: 'slow' } },
    );
    rerender({ token: 'fast' });
    await waitFor(() => expect(result.current[0]).toEqual({ token: 'fast' }));
    await act(() => delay(250));
    expect(result.current[0]).toEqual({ token: 'fast' });

    act(() => result.current[1]({ token: 'changed' }));
    expect(result.current[0]).toEqual({ token: 'changed' });
  });
});
