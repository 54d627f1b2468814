import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aLargePartyRequest } from '../../../../test/large-party-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { API, aUser, renderApp } from '../../../../test/remote';
import { noticesKey } from './notices';

const server = setupApiServer();

describe('large-party requests in the bell (issue 23 §5)', () => {
  it('announces a guest’s new request with name, party and time, once per request', async () => {
    server.use(
      // Before the day's handlers: the first that matches answers.
      http.get(`${API}/admin/large-party`, () => HttpResponse.json({ requests: [aLargePartyRequest()] })),
      ...dayHandlers(),
    );
    const user = userEvent.setup();
    const { liveEvents } = renderApp({ user: aUser({ id: 9, role: 'restaurantadmin', language: 'en' }) });
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 501, change: 'created' }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    // Again (another tab, a reconnect): still one notice.
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 501, change: 'created' }));
    await user.click(bell);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('New large-party request')).toBeInTheDocument();
    expect(within(list).getByText('Maja Grgić, 10 guests, 10.07.2026. 19:00')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(noticesKey(9))!)[0]).toMatchObject({ id: 'large-party:501' });
  });

  it('stays quiet for a convert or a cancel (the hosts’ own doing)', async () => {
    server.use(...dayHandlers());
    const { liveEvents } = renderApp({ user: aUser({ id: 11, role: 'restaurantadmin', language: 'en' }) });
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 502, change: 'converted' }));
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 503, change: 'cancelled' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Notifications, \d+ new/ })).toBeNull();
  });

  it('tells staff in Croatian without reading the requests they may not see', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/admin/large-party`, () => {
        asked = true;
        return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
      }),
      ...dayHandlers(),
    );
    const user = userEvent.setup();
    const { liveEvents } = renderApp({ user: aUser({ id: 10, role: 'staff', language: 'hr' }) });
    await screen.findByRole('button', { name: 'Obavijesti' });
    act(() => liveEvents.emit(1, 'large_party.updated', { largePartyRequestId: 504, change: 'created' }));
    await user.click(await screen.findByRole('button', { name: 'Obavijesti, novih: 1' }));
    expect(screen.getByText('Novi zahtjev za veliku grupu')).toBeInTheDocument();
    expect(screen.getByText('Gost je poslao zahtjev za veliku grupu')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
