import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TWaitlistEntry } from '@stol/contracts';
import { anEntry } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { API, aUser, renderApp } from '../../../../test/remote';
import { addNotices, MAX_NOTICES, noticesKey, type TNotice } from './notices';

const server = setupApiServer();

const entry = (overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry =>
  anEntry({
    id: 31,
    name: 'Luka Babić',
    phone: '+385915550404',
    partySize: 3,
    quotedWaitMin: 20,
    ...overrides,
  });

describe('waitlist joins in the bell', () => {
  it('announces a guest joining the waitlist with name and party size, once per entry', async () => {
    let waitlistReads = 0;
    server.use(
      ...dayHandlers({
        waitlist: () => {
          waitlistReads++;
          return [entry()];
        },
      }),
    );
    const user = userEvent.setup();
    const { liveEvents } = renderApp({ user: aUser({ id: 9, role: 'restaurantadmin', language: 'en' }) });
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => liveEvents.emit(1, 'waitlist.created', { waitlistId: 31 }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    // The same entry announced again (a second tab's event, a reconnect) is not a second notice.
    act(() => liveEvents.emit(1, 'waitlist.created', { waitlistId: 31 }));
    await user.click(bell);
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Joined the waitlist')).toBeInTheDocument();
    expect(within(list).getByText('Luka Babić, 3 guests')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(waitlistReads).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(localStorage.getItem(noticesKey(9))!)[0]).toMatchObject({ id: 'waitlist:31' });
  });

  it('tells staff without reading the waitlist they may not see (in Croatian)', async () => {
    let asked = false;
    server.use(
      ...dayHandlers(),
      http.get(`${API}/waitlist`, () => {
        asked = true;
        return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    const { liveEvents } = renderApp({ user: aUser({ id: 10, role: 'staff', language: 'hr' }) });
    await screen.findByRole('button', { name: 'Obavijesti' });
    act(() => liveEvents.emit(1, 'waitlist.created', { waitlistId: 32 }));
    await user.click(await screen.findByRole('button', { name: 'Obavijesti, novih: 1' }));
    expect(screen.getByText('Novi gost na listi čekanja')).toBeInTheDocument();
    expect(screen.getByText('Gost se prijavio na listu čekanja')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('keeps waitlist notices within the 50 kept, the newest first', () => {
    const notice = (i: number): TNotice => ({ id: `waitlist:${i}`, title: 't', body: 'b', timestamp: '' });
    const kept = addNotices(
      [],
      Array.from({ length: 60 }, (_, i) => notice(i)),
    );
    expect(kept).toHaveLength(MAX_NOTICES);
    expect(kept[0]!.id).toBe('waitlist:59');
  });
});
