import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anEntry, aReservation, aTable, minutesFromNow } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, createFakeLiveEvents, renderApp } from '../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });

const tables = [
  aTable({ id: 11, number: 1, seats: 4 }),
  aTable({ id: 12, number: 2, seats: 2 }),
  aTable({ id: 13, number: 3, seats: 6, status: 'maintenance' }),
];
// Occupied means a seated party (issue 22 §3): checked in, not only started.
const seatedNow = () =>
  aReservation({
    name: 'Ana Horvat',
    date: minutesFromNow(-10),
    endDate: minutesFromNow(50),
    partySize: 3,
    checkedInAt: minutesFromNow(-8),
  });

const tile = (number: number) => document.querySelector(`[data-table-number="${number}"]`) as HTMLElement;

describe('/kiosk', () => {
  it('shows the active reservations, the tables with their state in words, the waitlist and the walk-in form', async () => {
    server.use(...dayHandlers({ tables, reservations: [seatedNow()], waitlist: [anEntry()] }));
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Host stand' })).toBeInTheDocument();
    const active = (await screen.findByRole('heading', { name: 'Active reservations' })).closest('section')!;
    expect(await within(active as HTMLElement).findByText('Ana Horvat')).toBeInTheDocument();
    await waitFor(() => expect(tile(1)).toHaveTextContent(/Occupied · until \d\d:\d\d/));
    expect(tile(1)).toHaveTextContent('Ana Horvat');
    expect(tile(2)).toHaveTextContent('Free');
    expect(tile(3)).toHaveTextContent('Held');
    expect(await screen.findByRole('rowheader', { name: 'Petra Kovač' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Walk-in' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Croatia time' })).toBeInTheDocument();
    // Touch targets: the kiosk's buttons are Mantine lg.
    expect(screen.getByRole('button', { name: 'Add to waitlist' })).toHaveAttribute('data-size', 'lg');
  });

  it("says 'No active reservations' when nobody is seated", async () => {
    server.use(...dayHandlers({ tables }));
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    expect(await screen.findByText('No active reservations')).toBeInTheDocument();
  });

  it('shows staff the waitlist read-only (issue 19 §23) and no walk-in form', async () => {
    server.use(
      ...dayHandlers({ tables, reservations: [seatedNow()], waitlist: [anEntry({ name: 'Petra Kovač' })] }),
    );
    renderApp({ user: aUser({ role: 'staff', language: 'en' }), basePath: '/kiosk', path: '/kiosk' });
    expect(await screen.findByRole('heading', { name: 'Active reservations' })).toBeInTheDocument();
    const waitlist = (await screen.findByRole('heading', { name: 'Waitlist' })).closest('section')!;
    expect(
      await within(waitlist as HTMLElement).findByRole('rowheader', { name: 'Petra Kovač' }),
    ).toBeInTheDocument();
    expect(within(waitlist as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(waitlist as HTMLElement).queryByRole('columnheader', { name: 'Actions' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Walk-in' })).not.toBeInTheDocument();
  });

  it('keeps the last data with an offline banner when the API is unreachable, and recovers', async () => {
    let down = false;
    server.use(...dayHandlers({ tables, reservations: [seatedNow()] }));
    server.use(
      http.get(`${API}/reservations/day`, () =>
        down ? HttpResponse.error() : HttpResponse.json({ reservations: [seatedNow()] }),
      ),
    );
    const live = createFakeLiveEvents();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk', liveEvents: live });
    await waitFor(() => expect(tile(1)).toHaveTextContent('Ana Horvat'));
    expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument();
    down = true;
    act(() => live.emit(1, 'reservation.updated', { reservationId: 101 }));
    expect(await screen.findByText(/^Offline since \d\d:\d\d, showing the last data$/)).toBeInTheDocument();
    expect(tile(1)).toHaveTextContent('Ana Horvat');
    down = false;
    // It looks again every 5 s while cut off.
    await waitFor(() => expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument(), {
      timeout: 7000,
    });
  }, 15_000);

  it('shows the banner when the browser goes offline and refetches when it is back', async () => {
    let reads = 0;
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/reservations/day`, () => {
        reads++;
        return HttpResponse.json({ reservations: [] });
      }),
    );
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    expect(await screen.findByText('No active reservations')).toBeInTheDocument();
    let onLine = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/Offline since/)).toBeInTheDocument();
    onLine = true;
    const before = reads;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument());
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    // Back to jsdom's own getter (on the prototype).
    delete (navigator as { onLine?: boolean }).onLine;
  });

  it('lets a manager pick one of their restaurants, kept in the URL', async () => {
    const asked: URLSearchParams[] = [];
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/admin/restaurants/assigned`, () =>
        HttpResponse.json([
          { id: 1, name: 'Konoba Mate' },
          { id: 2, name: 'Bistro Lav' },
        ]),
      ),
      http.get(`${API}/tables`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(tables);
      }),
    );
    renderApp({
      user: aUser({ role: 'restaurantmanager', restaurantId: null, language: 'en' }),
      basePath: '/kiosk',
      path: '/kiosk?restaurantId=2',
    });
    const picker = await screen.findByRole('combobox', { name: 'Restaurant' });
    await within(picker).findByRole('option', { name: 'Bistro Lav' });
    expect(picker).toHaveValue('2');
    await waitFor(() => expect(asked.map((p) => p.get('restaurantId'))).toContain('2'));
    await userEvent.selectOptions(picker, '');
    expect(await screen.findAllByText('Choose a restaurant to run its host stand.')).not.toHaveLength(0);
  });

  it('is linked from the restaurant dashboard', async () => {
    server.use(...dayHandlers());
    renderApp({ user: admin });
    expect(await screen.findByRole('link', { name: 'Open the host stand' })).toHaveAttribute(
      'href',
      '/kiosk',
    );
  });
});
