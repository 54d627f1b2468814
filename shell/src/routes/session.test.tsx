import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, users } from '../test/fixtures';
import { currentPath, mainNav, renderShell, setupApiServer } from '../test/render-shell';

const server = setupApiServer();

// The stored session is a pro manager with an expired access token; on the server the manager is now premium.
const upgraded = { ...users.proManager, plan: 'premium' as const };

let meAuthHeaders: (string | null)[] = [];
beforeEach(() => {
  meAuthHeaders = [];
});

/** GET /admin/me accepts only the refreshed token, like an API whose access token expired. */
const meRequiringFreshToken = http.get(`${API}/admin/me`, ({ request }) => {
  meAuthHeaders.push(request.headers.get('Authorization'));
  return request.headers.get('Authorization') === 'Bearer fresh'
    ? HttpResponse.json(upgraded)
    : HttpResponse.json({ error: 'Session expired', code: 'TOKEN_EXPIRED' }, { status: 401 });
});

describe('session refresh through the shell', () => {
  it('a 401 refreshes the token, retries, and the screen shows the fresh answer', async () => {
    let refreshes = 0;
    server.use(
      meRequiringFreshToken,
      http.post(`${API}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'fresh', user: users.proManager });
      }),
    );
    // The stored user is on plan pro: without the refreshed /admin/me there would be no Analytics link.
    const { store } = await renderShell({ path: '/admin', user: users.proManager, token: 'expired' });

    // The retried /admin/me says "premium", so the premium-only links appear.
    expect(await mainNav().findByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Hubs' })).toBeInTheDocument();
    expect(meAuthHeaders).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(refreshes).toBe(1);
    expect(store.getState().session.token).toBe('fresh');
    expect(currentPath()).toBe('/admin');
  });

  it('a failed refresh clears the session and ends at /login', async () => {
    server.use(
      meRequiringFreshToken,
      http.post(`${API}/auth/refresh`, () =>
        HttpResponse.json(
          { error: 'Session expired, please sign in again', code: 'REFRESH_INVALID' },
          { status: 401 },
        ),
      ),
    );
    const { store } = await renderShell({ path: '/reservations', user: users.proManager, token: 'expired' });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(localStorage.getItem('stol.token')).toBeNull();
  });
});
