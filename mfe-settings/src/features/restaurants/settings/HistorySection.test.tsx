import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THistoryEntry } from '@stol/contracts';
import { API, aRestaurant, aUser } from '@stol/platform/testing';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../../test/msw';
import { renderSection } from '../../../test/section';
import { HistorySection } from './HistorySection';

const server = setupApiServer();
const restaurant = aRestaurant({ id: 2 });

const entry = (overrides: Partial<THistoryEntry>): THistoryEntry => ({
  id: 1,
  at: '2026-07-01T10:05:00.000Z',
  actorEmail: 'manager@demo.test',
  kind: 'settings',
  target: null,
  changes: [],
  ...overrides,
});

describe('HistorySection', () => {
  it('lists each change: when (Zagreb, 24 h), who, what kind and each field before → after', async () => {
    server.use(
      http.get(`${API}/restaurants/2/history`, () =>
        HttpResponse.json({
          entries: [
            entry({
              id: 2,
              at: '2026-12-01T21:40:00.000Z',
              kind: 'settings',
              changes: [
                { field: 'closeHour', before: 23, after: 21 },
                { field: 'theme.featureFlags.enableOtp', before: false, after: true },
                { field: 'address', before: null, after: 'Ilica 1' },
              ],
            }),
            entry({
              id: 1,
              kind: 'user_updated',
              target: 'admin@demo.test',
              actorEmail: 'superadmin@demo.test',
            }),
          ],
        }),
      ),
    );
    renderSection(HistorySection, { restaurant });
    const items = await screen.findAllByRole('listitem');
    const first = items.find((item) => item.textContent?.startsWith('01.12.2026. 22:40'))!;
    expect(first).toHaveTextContent('Settings');
    expect(first).toHaveTextContent('by manager@demo.test');
    expect(within(first).getByText(/: 23 → 21/)).toHaveTextContent('closeHour: 23 → 21');
    expect(
      within(first)
        .getByText(/enableOtp/)
        .closest('li'),
    ).toHaveTextContent('theme.featureFlags.enableOtp: no → yes');
    expect(
      within(first)
        .getByText(/address/)
        .closest('li'),
    ).toHaveTextContent('address: — → Ilica 1');
    expect(screen.getByText(/by superadmin@demo\.test · about admin@demo\.test/)).toBeInTheDocument();
    expect(screen.getByText('User changed')).toBeInTheDocument();
    // Summer time: 10:05 UTC is 12:05 in Zagreb.
    expect(screen.getByText('01.07.2026. 12:05')).toBeInTheDocument();
  });

  it("says 'No changes recorded yet' when there are none", async () => {
    server.use(http.get(`${API}/restaurants/2/history`, () => HttpResponse.json({ entries: [] })));
    renderSection(HistorySection, { restaurant });
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it("shows the server's refusal and retries", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/restaurants/2/history`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 })
          : HttpResponse.json({ entries: [] });
      }),
    );
    renderSection(HistorySection, { restaurant });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows a loading state, then the list, in Croatian', async () => {
    server.use(http.get(`${API}/restaurants/2/history`, () => HttpResponse.json({ entries: [entry({})] })));
    renderSection(HistorySection, { restaurant, user: aUser({ role: 'superadmin', language: 'hr' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Učitavanje povijesti');
    expect(await screen.findByText('Postavke')).toBeInTheDocument();
    expect(screen.getByText(/izmijenio\/la manager@demo\.test/)).toBeInTheDocument();
  });
});
