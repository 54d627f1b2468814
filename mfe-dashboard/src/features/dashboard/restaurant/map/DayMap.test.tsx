import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aMessage, aReservation, aTable, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { API, aUser, renderApp } from '../../../../test/remote';
import { OCCUPANCY_COLOURS } from './occupancy-colours';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });

const tables = [
  aTable({ id: 11, number: 1, seats: 2, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, seats: 4, x: 200, y: 100 }),
  aTable({ id: 13, number: 3, seats: 4, x: 300, y: 100, status: 'maintenance' }),
  aTable({ id: 14, number: 4, seats: 6, x: 400, y: 100 }),
];
const seated = () =>
  aReservation({
    id: 101,
    name: 'Ana Horvat',
    email: 'ana@example.test',
    phone: '+385911234567',
    tableId: 11,
    table: { id: 11, number: 1, status: 'available' },
    tables: [{ tableId: 14, number: 4 }],
    partySize: 2,
    date: minutesFromNow(-20),
    endDate: minutesFromNow(40),
    checkedInAt: minutesFromNow(-15),
  });
const soon = () =>
  aReservation({
    id: 102,
    name: 'Marko Babić',
    tableId: 12,
    table: { id: 12, number: 2, status: 'available' },
    date: minutesFromNow(20),
    endDate: minutesFromNow(80),
  });

const fillOf = (table: Element) => table.querySelector('.stol-fp-shape')!.getAttribute('fill');

describe('the occupancy map', () => {
  it('colours tables by occupancy and names each with number, seats and state', async () => {
    server.use(...dayHandlers({ reservations: [seated(), soon()], tables }));
    renderApp({ user: admin, mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Floor plan' })).toBeInTheDocument();
    const occupied = await screen.findByRole('button', { name: 'Table 1, 2 seats, occupied' });
    expect(fillOf(occupied)).toBe(OCCUPANCY_COLOURS.occupied.fill);
    const upcoming = screen.getByRole('button', { name: 'Table 2, 4 seats, starting within 30 minutes' });
    expect(fillOf(upcoming)).toBe(OCCUPANCY_COLOURS.upcoming.fill);
    const held = screen.getByRole('button', { name: 'Table 3, 4 seats, held' });
    expect(fillOf(held)).toBe(OCCUPANCY_COLOURS.maintenance.fill);
    // Table 4 is attached to Ana's reservation.
    expect(fillOf(screen.getByRole('button', { name: 'Table 4, 6 seats, occupied' }))).toBe(
      OCCUPANCY_COLOURS.occupied.fill,
    );
    expect(screen.getByRole('group', { name: 'Floor plan of Konoba Mate' })).toBeInTheDocument();
  });

  it("opens a table's reservation with the messages sent and clears it from there", async () => {
    let cleared = 0;
    server.use(
      ...dayHandlers({
        reservations: [seated(), soon()],
        tables,
        messages: [aMessage({ subject: 'Your reservation at Konoba Mate' })],
      }),
      http.post(`${API}/tables/11/clear`, () => {
        cleared++;
        return HttpResponse.json({ reservation: { id: 101 }, table: {} });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, mantineEnv: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Table 4, 6 seats, occupied' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 4' });
    // The dialog's body is a chunk of its own (ReservationInfo): it follows the dialog.
    expect(await within(dialog).findByText('Ana Horvat')).toBeInTheDocument();
    for (const text of ['+385911234567', 'ana@example.test', 'Seated'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('Attached tables').nextSibling).toHaveTextContent('4');
    expect(
      await within(dialog).findByText(/Confirmation by email to ana@example.test, sent: Your reservation/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Table 1 cleared')).toBeInTheDocument();
    expect(cleared).toBe(1);
  });

  it('says so when a table has nothing booked for the rest of the day', async () => {
    server.use(...dayHandlers({ reservations: [], tables }));
    const user = userEvent.setup();
    renderApp({ user: admin, mantineEnv: 'test' });
    await user.click(await screen.findByRole('button', { name: 'Table 2, 4 seats, free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 2' });
    expect(dialog).toHaveTextContent('No reservation at this table for the rest of today.');
  });

  it("opens a reservation's info from its row", async () => {
    server.use(...dayHandlers({ reservations: [soon()], tables, messages: [] }));
    const user = userEvent.setup();
    renderApp({ user: aUser({ role: 'staff', language: 'hr' }), mantineEnv: 'test' });
    const row = (await screen.findByRole('rowheader', { name: 'Marko Babić' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Detalji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stol 2' });
    expect(await within(dialog).findByText('Još ništa nije poslano.')).toBeInTheDocument();
    // Not started yet: nothing to clear.
    expect(within(dialog).queryByRole('button', { name: 'Nedolazak' })).not.toBeInTheDocument();
  });
});
