import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aReservation, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { aUser, renderApp } from '../../../../test/remote';
import { noticesKey } from './notices';

const server = setupApiServer();
const admin = aUser({ id: 7, role: 'restaurantadmin', language: 'en' });

// 12 minutes left: the 15-minute notice is due.
const ending = () =>
  aReservation({ id: 101, name: 'Ana Horvat', date: minutesFromNow(-48), endDate: minutesFromNow(12) });

describe('the notification bell', () => {
  it('announces end of stay, lists notices in a popover, keeps them per user and clears them', async () => {
    server.use(...dayHandlers({ reservations: [ending()] }));
    const user = userEvent.setup();
    const { unmount } = renderApp({ user: admin });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('15 minutes left')).toBeInTheDocument();
    expect(within(list).getByText(/Ana Horvat, table 1/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(noticesKey(7))!)).toHaveLength(1);

    // Kept across a reload, and not announced twice.
    unmount();
    renderApp({ user: admin });
    const again = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(again).toHaveAccessibleName('Notifications');
    expect(JSON.parse(localStorage.getItem(noticesKey(7))!)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(again).toHaveAttribute('aria-expanded', 'false');
    expect(again).toHaveFocus();
  });

  it('announces new and cancelled bookings as the list reloads on live events', async () => {
    let list = [aReservation({ id: 101, date: minutesFromNow(60), endDate: minutesFromNow(120) })];
    server.use(...dayHandlers({ reservations: () => list }));
    const user = userEvent.setup();
    const { liveEvents } = renderApp({ user: admin });
    await screen.findByRole('rowheader', { name: 'Ana Horvat' });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    list = [
      { ...list[0]!, status: 'cancelled' },
      aReservation({ id: 102, name: 'Iva Kos', date: minutesFromNow(90), endDate: minutesFromNow(150) }),
    ];
    act(() => liveEvents.emit(1, 'reservation.created', { reservationId: 102 }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    await user.click(bell);
    const notices = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(notices.map((n) => n.querySelector('p')?.textContent)).toEqual(
      expect.arrayContaining(['New booking', 'Booking cancelled']),
    );
    await waitFor(() => expect(JSON.parse(localStorage.getItem(noticesKey(7))!)).toHaveLength(2));
  });

  it('starts from what another user left on this browser only for that user', async () => {
    localStorage.setItem(
      noticesKey(8),
      JSON.stringify([{ id: 'x', title: 'Other', body: 'b', timestamp: new Date().toISOString() }]),
    );
    server.use(...dayHandlers());
    renderApp({ user: admin });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
