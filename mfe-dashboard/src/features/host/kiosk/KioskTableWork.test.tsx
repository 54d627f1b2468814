import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReservationListItem } from '@stol/contracts';
import { http, HttpResponse } from 'msw';
import { aReservation, aTable, minutesFromNow } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { API, aUser, renderApp } from '../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });
const staff = aUser({ role: 'staff', language: 'en' });

const tables = [1, 2, 3, 4, 5].map((n) => aTable({ id: 10 + n, number: n, seats: 4 }));
const onTable = (n: number) => ({
  tableId: 10 + n,
  tableIds: [10 + n],
  table: { id: 10 + n, number: n, status: 'available' as const },
});

/** Seated since 10 minutes on table 1, ends in 50; a regular with a no-show and a note. */
const seatedAna = (overrides: Partial<TReservationListItem> = {}) =>
  aReservation({
    id: 101,
    name: 'Ana Horvat',
    ...onTable(1),
    partySize: 3,
    guests: 3,
    date: minutesFromNow(-10),
    endDate: minutesFromNow(50),
    checkedInAt: minutesFromNow(-9),
    guestHistory: { visits: 3, noShows: 1, cancellations: 0, lastVisit: minutesFromNow(-60 * 24 * 20) },
    notes: 'nut allergy',
    ...overrides,
  });
/** Booked on table 2 twelve minutes ago, not here yet. */
const lateMarko = () =>
  aReservation({
    id: 102,
    name: 'Marko Babić',
    ...onTable(2),
    date: minutesFromNow(-12),
    endDate: minutesFromNow(48),
  });
/** Table 3 in 40 minutes (in the arriving list; early to check in). */
const soonIva = () =>
  aReservation({
    id: 103,
    name: 'Iva Kos',
    ...onTable(3),
    date: minutesFromNow(40),
    endDate: minutesFromNow(100),
  });
/** Table 4 in 90 minutes: not arriving yet; its tile says when it is next booked. */
const laterLuka = () =>
  aReservation({
    id: 104,
    name: 'Luka Perić',
    ...onTable(4),
    date: minutesFromNow(90),
    endDate: minutesFromNow(150),
  });

const tile = (number: number) => document.querySelector(`[data-table-number="${number}"]`) as HTMLElement;
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

describe('/kiosk: the tiles and the table panel (issue 22 §5)', () => {
  it('writes each tile’s state with its time: occupied until, late since, free with the next booking', async () => {
    const luka = laterLuka();
    server.use(...dayHandlers({ tables, reservations: [seatedAna(), lateMarko(), soonIva(), luka] }));
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    await waitFor(() => expect(tile(1)).toHaveAttribute('data-state', 'occupied'));
    expect(tile(1)).toHaveTextContent(/Occupied · until \d\d:\d\d/);
    expect(tile(2)).toHaveAttribute('data-state', 'late');
    expect(tile(2)).toHaveTextContent(/Late · \d\d:\d\d/);
    expect(tile(2)).toHaveTextContent('Marko Babić');
    expect(tile(4)).toHaveAttribute('data-state', 'free');
    expect(tile(4)).toHaveTextContent(`Free · next ${hhmm(luka.date)}`);
    expect(tile(5)).toHaveTextContent(/^Table 5FreeSeats: 4$/);
  });

  it('opens a seated party: who, how long is left, the guest line; Clear frees the table and Undo restores it', async () => {
    let ana = seatedAna();
    const calls: string[] = [];
    server.use(...dayHandlers({ tables, reservations: () => [ana] }));
    server.use(
      http.post(`${API}/tables/11/clear`, () => {
        calls.push('clear');
        ana = { ...ana, status: 'cleared' };
        return HttpResponse.json({ reservation: ana, table: tables[0] });
      }),
      http.post(`${API}/tables/11/clear/undo`, async ({ request }) => {
        calls.push(`undo ${JSON.stringify(await request.json())}`);
        ana = { ...ana, status: 'confirmed' };
        return HttpResponse.json({ reservation: ana, table: tables[0] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    await waitFor(() => expect(tile(1)).toHaveAttribute('data-state', 'occupied'));
    await user.click(tile(1));
    const panel = await screen.findByRole('dialog', { name: 'Table 1 · Occupied' });
    expect(within(panel).getByText('Seated now')).toBeInTheDocument();
    expect(within(panel).getByText('Ana Horvat')).toBeInTheDocument();
    expect(within(panel).getByText('3 guests · table 1')).toBeInTheDocument();
    expect(within(panel).getByText(/^Until \d\d:\d\d · (49|50) min left$/)).toBeInTheDocument();
    expect(within(panel).getByText('4th visit · 1 no-show · nut allergy')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'No-show' })).not.toBeInTheDocument();
    // 50 px touch targets.
    expect(within(panel).getByRole('button', { name: 'Clear' })).toHaveAttribute('data-size', 'lg');

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Table 1 cleared')).toBeInTheDocument();
    await waitFor(() => expect(tile(1)).toHaveAttribute('data-state', 'free'));
    expect(screen.queryByRole('dialog', { name: /Table 1/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(tile(1)).toHaveAttribute('data-state', 'occupied'));
    expect(calls).toEqual(['clear', 'undo {"reservationId":101}']);
  });

  it('opens a late party with its phone, Check in and No-show; a check-in turns the table occupied', async () => {
    let marko = lateMarko();
    const calls: string[] = [];
    server.use(...dayHandlers({ tables, reservations: () => [marko] }));
    server.use(
      http.post(`${API}/reservations/102/checkin`, () => {
        calls.push('checkin');
        marko = { ...marko, checkedInAt: new Date().toISOString() };
        return HttpResponse.json(marko);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, basePath: '/kiosk', path: '/kiosk' });
    await waitFor(() => expect(tile(2)).toHaveAttribute('data-state', 'late'));
    await user.click(tile(2));
    const panel = await screen.findByRole('dialog', { name: 'Table 2 · Late' });
    expect(within(panel).getByText('Late, not here yet')).toBeInTheDocument();
    expect(within(panel).getByText(/^Booked \d\d:\d\d · 12 min late$/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+385911234567' })).toHaveAttribute(
      'href',
      'tel:+385911234567',
    );
    expect(within(panel).getByRole('button', { name: 'No-show' })).toBeInTheDocument();
    // Staff check in too (staff spec §1).
    await user.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('dialog', { name: 'Table 2 · Occupied' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Undo check-in' })).toBeInTheDocument();
    expect(tile(2)).toHaveAttribute('data-state', 'occupied');
    expect(calls).toEqual(['checkin']);
  });

  it('marks a late party a no-show from the panel, with Undo in the toast', async () => {
    let marko = lateMarko();
    server.use(...dayHandlers({ tables, reservations: () => [marko] }));
    server.use(
      http.post(`${API}/reservations/102/no-show`, () => {
        marko = { ...marko, status: 'no_show', noShowAt: new Date().toISOString() };
        return HttpResponse.json({ reservation: marko, table: tables[1] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    await waitFor(() => expect(tile(2)).toHaveAttribute('data-state', 'late'));
    await user.click(tile(2));
    await user.click(await screen.findByRole('button', { name: 'No-show' }));
    expect(await screen.findByText(/Marko Babić/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(tile(2)).toHaveAttribute('data-state', 'free'));
  });

  it('says so for a table with nothing booked for the rest of the day', async () => {
    server.use(...dayHandlers({ tables }));
    const user = userEvent.setup();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    await waitFor(() => expect(tile(5)).toBeInTheDocument());
    await user.click(tile(5));
    const panel = await screen.findByRole('dialog', { name: 'Table 5 · Free' });
    expect(
      within(panel).getByText('No reservation at this table for the rest of today.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("/kiosk: 'Arriving in the next 60 minutes'", () => {
  const arriving = async () =>
    (await screen.findByRole('heading', { name: 'Arriving in the next 60 minutes' })).closest(
      'section',
    ) as HTMLElement;

  it('lists the late and the soon parties, not the seated or later ones, and checks one in', async () => {
    let marko = lateMarko();
    server.use(...dayHandlers({ tables, reservations: () => [seatedAna(), marko, soonIva(), laterLuka()] }));
    server.use(
      http.post(`${API}/reservations/102/checkin`, () => {
        marko = { ...marko, checkedInAt: new Date().toISOString() };
        return HttpResponse.json(marko);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    const list = await arriving();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Marko Babić');
    expect(first).toHaveTextContent('Late');
    expect(first).toHaveTextContent('2 guests · table 2');
    expect(second).toHaveTextContent('Iva Kos');
    expect(second).toHaveTextContent(/At \d\d:\d\d · in (39|40) min/);
    expect(list).not.toHaveTextContent('Ana Horvat');
    expect(list).not.toHaveTextContent('Luka Perić');

    await user.click(within(list).getByRole('button', { name: 'Check in Marko Babić' }));
    expect(await screen.findByText('Marko Babić checked in')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(tile(2)).toHaveAttribute('data-state', 'occupied');
  });

  it('asks before checking in a party 40 minutes early', async () => {
    const asked: string[] = [];
    server.use(...dayHandlers({ tables, reservations: [soonIva()] }));
    server.use(
      http.post(`${API}/reservations/103/checkin`, () => {
        asked.push('checkin');
        return HttpResponse.json(soonIva());
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    const list = await arriving();
    await user.click(await within(list).findByRole('button', { name: 'Check in Iva Kos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in early?' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in now' }));
    await waitFor(() => expect(asked).toEqual(['checkin']));
  });

  it('says when nobody is expected', async () => {
    server.use(...dayHandlers({ tables, reservations: [laterLuka()] }));
    renderApp({ user: admin, basePath: '/kiosk', path: '/kiosk' });
    expect(await screen.findByText('Nobody is expected in the next 60 minutes.')).toBeInTheDocument();
  });

  it('speaks Croatian: the heading, the guest line with its ordinal, the time', async () => {
    server.use(
      ...dayHandlers({
        tables,
        reservations: [
          {
            ...lateMarko(),
            guestHistory: { visits: 3, noShows: 2, cancellations: 0, lastVisit: null },
            notes: 'Rođendan, torta u 20 h, stol uz prozor ako je ikako moguće',
          },
        ],
      }),
    );
    renderApp({
      user: aUser({ role: 'restaurantadmin', language: 'hr' }),
      basePath: '/kiosk',
      path: '/kiosk',
    });
    const list = (await screen.findByRole('heading', { name: 'Dolasci u sljedećih 60 minuta' })).closest(
      'section',
    ) as HTMLElement;
    expect(
      await within(list).findByText('4. dolazak · 2 nedolaska · Rođendan, torta u 20 h, stol uz prozor…'),
    ).toBeInTheDocument();
    expect(within(list).getByText(/^Rezervacija u \d\d:\d\d · kasne 12 min$/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Prijavi dolazak Marko Babić' })).toBeInTheDocument();
  });
});
