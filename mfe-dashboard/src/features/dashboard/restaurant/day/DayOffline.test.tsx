import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aReservation, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { API, aUser, renderApp } from '../../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });
const ana = () =>
  aReservation({ id: 101, name: 'Ana Horvat', date: minutesFromNow(-20), endDate: minutesFromNow(40) });

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

let onLine = true;
beforeEach(() => {
  onLine = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
});
// Back to jsdom's own getter (on the prototype).
afterEach(() => delete (navigator as { onLine?: boolean }).onLine);

describe('the day view without a connection (issue 19 §1)', () => {
  it("shows the kiosk's 'Offline since' banner, keeps the day, and says a check-in tapped offline was not saved", async () => {
    let down = false;
    const checkIns: number[] = [];
    server.use(...dayHandlers({ reservations: [ana()] }));
    server.use(
      http.post(`${API}/reservations/101/checkin`, () => {
        if (down) return HttpResponse.error();
        checkIns.push(101);
        return HttpResponse.json({ ...ana(), checkedInAt: new Date().toISOString() });
      }),
    );
    renderApp({ user: admin });
    const row = await rowOf('Ana Horvat');
    expect(screen.queryByText(/Offline since/)).not.toBeInTheDocument();

    down = true;
    onLine = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/^Offline since \d\d:\d\d, showing the last data$/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText(
        'Failed to check in — no connection, nothing was saved. Try again when the connection is back.',
      ),
    ).toBeInTheDocument();
    // The day is still there.
    expect(screen.getByRole('rowheader', { name: 'Ana Horvat' })).toBeInTheDocument();
    expect(checkIns).toEqual([]);

    down = false;
    onLine = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await userEvent.click(within(await rowOf('Ana Horvat')).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ana Horvat checked in')).toBeInTheDocument();
    expect(checkIns).toEqual([101]);
  });
});
