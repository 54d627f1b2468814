import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { statsApi } from '../../api/stats-api';
import { setupApiServer } from '../../test/msw';
import { API, aUser, renderApp } from '../../test/remote';

const server = setupApiServer();
// Without a restaurant the day view makes no calls: these tests are about the counts' states alone (the day
// view's states are tested in restaurant/list and restaurant/map).
const admin = (language: 'en' | 'hr') => aUser({ role: 'restaurantadmin', language, restaurantId: null });

describe('dashboard loading and error states', () => {
  it('shows a loading status until the stats arrive', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/admin/stats`, async () => {
        await answered;
        return HttpResponse.json({ reservationsToday: 2, reservationsThisWeek: 9 });
      }),
    );
    renderApp({ user: admin('en') });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard…');
    release();
    expect(await screen.findByRole('group', { name: 'Reservations today' })).toHaveTextContent('2');
    expect(screen.queryByText('Loading dashboard…')).not.toBeInTheDocument();
  });

  it('shows a skeleton in the shape of the counts on the first load, not a bare spinner', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/admin/stats`, async () => {
        await answered;
        return HttpResponse.json({ reservationsToday: 2, reservationsThisWeek: 9 });
      }),
    );
    renderApp({ user: admin('hr') });
    const skeleton = await screen.findByTestId('stats-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Učitavanje nadzorne ploče…');
    expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(4);
    release();
    expect(await screen.findByRole('group', { name: 'Rezervacije danas' })).toHaveTextContent('2');
    expect(screen.queryByTestId('stats-skeleton')).not.toBeInTheDocument();
  });

  it("shows the server's error text when the API sends one", async () => {
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json(
          { error: 'You do not have access to this resource', code: 'FORBIDDEN' },
          { status: 403 },
        ),
      ),
    );
    renderApp({ user: admin('en') });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this resource');
  });

  it("falls back to 'Failed to load dashboard stats' without a server error text", async () => {
    server.use(http.get(`${API}/admin/stats`, () => new HttpResponse('upstream down', { status: 502 })));
    renderApp({ user: admin('en') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats');
  });

  it('falls back to the Croatian text for a hr user', async () => {
    server.use(http.get(`${API}/admin/stats`, () => new HttpResponse(null, { status: 500 })));
    renderApp({ user: admin('hr') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Učitavanje statistike nadzorne ploče nije uspjelo',
    );
  });

  it('treats a malformed answer as a failure rather than showing nonsense', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({ reservationsToday: 'many' })));
    renderApp({ user: admin('en') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats');
  });

  it('retries on demand and then shows the counts', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/admin/stats`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ reservationsToday: 6, reservationsThisWeek: 20 });
      }),
    );
    renderApp({ user: admin('en') });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Reservations today' })).toHaveTextContent('6');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('dashboard refresh', () => {
  it('keeps the last counts on screen under the error when a refresh fails', async () => {
    let fail = false;
    server.use(
      http.get(`${API}/admin/stats`, () =>
        fail
          ? HttpResponse.json({ error: 'Database unavailable', code: 'INTERNAL' }, { status: 500 })
          : HttpResponse.json({ reservationsToday: 3, reservationsThisWeek: 11 }),
      ),
    );
    const { store } = renderApp({ user: admin('en') });
    expect(await screen.findByRole('group', { name: 'Reservations today' })).toHaveTextContent('3');

    fail = true;
    act(() => {
      store.dispatch(statsApi.util.invalidateTags(['Stats']));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('group', { name: 'Reservations today' })).toHaveTextContent('3');
  });

  it('shows that a refetch is under way: the counts stay, dimmed and busy, with an "Updating…" status', async () => {
    let release: (() => void) | null = null;
    server.use(
      http.get(`${API}/admin/stats`, async () => {
        if (release === null) return HttpResponse.json({ reservationsToday: 3, reservationsThisWeek: 11 });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ reservationsToday: 4, reservationsThisWeek: 12 });
      }),
    );
    const { store } = renderApp({ user: admin('en') });
    const card = await screen.findByRole('group', { name: 'Reservations today' });
    expect(card).toHaveTextContent('3');

    release = () => undefined; // the next answer waits
    act(() => {
      store.dispatch(statsApi.util.invalidateTags(['Stats']));
    });
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(card).toHaveTextContent('3');
    expect(card.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    act(() => release?.());
    await waitFor(() => expect(card).toHaveTextContent('4'));
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    expect(card.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('refetches the stats every 30 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let today = 1;
      server.use(
        http.get(`${API}/admin/stats`, () =>
          HttpResponse.json({ reservationsToday: today++, reservationsThisWeek: 40 }),
        ),
      );
      renderApp({ user: admin('en') });
      const card = await screen.findByRole('group', { name: 'Reservations today' });
      expect(card).toHaveTextContent('1');

      await act(() => jest.advanceTimersByTimeAsync(29_000));
      expect(card).toHaveTextContent('1');
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(card).toHaveTextContent('2'));
    } finally {
      jest.useRealTimers();
    }
  });
});
