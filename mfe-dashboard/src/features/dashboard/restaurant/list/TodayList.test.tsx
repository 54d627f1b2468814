import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zagrebDayKey } from '@stol/platform/time';
import { http, HttpResponse } from 'msw';
import { aReservation, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { atPhoneWidth } from '@stol/platform/testing';
import { API, aUser, renderApp } from '../../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });
const staff = aUser({ role: 'staff', language: 'en' });

// Under way since 20 minutes, ends in 40; not checked in yet.
const ana = () =>
  aReservation({ id: 101, name: 'Ana Horvat', date: minutesFromNow(-20), endDate: minutesFromNow(40) });
const seatedMarko = () =>
  aReservation({
    id: 102,
    name: 'Marko Babić',
    tableId: 12,
    table: { id: 12, number: 2, status: 'available' },
    tables: [{ tableId: 13, number: 3 }],
    partySize: 6,
    guests: 6,
    date: minutesFromNow(-30),
    endDate: minutesFromNow(30),
    checkedInAt: minutesFromNow(-25),
  });
const later = () =>
  aReservation({ id: 103, name: 'Iva Kos', date: minutesFromNow(120), endDate: minutesFromNow(180) });

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe("today's reservations", () => {
  it("asks for today's reservations of the user's restaurant and lists time, name, guests, tables, status", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...dayHandlers({ reservations: [ana(), seatedMarko(), { ...later(), id: 104, status: 'cancelled' }] }),
    );
    server.use(
      http.get(`${API}/reservations/day`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          reservations: [ana(), seatedMarko(), { ...later(), id: 104, name: 'Gone', status: 'cancelled' }],
          pagination: { total: 3, page: 1, pageSize: 100 },
        });
      }),
    );
    renderApp({ user: admin });
    expect(
      await screen.findByRole('heading', { level: 2, name: "Today's reservations" }),
    ).toBeInTheDocument();
    const marko = await rowOf('Marko Babić');
    expect(marko).toHaveTextContent('6');
    expect(marko).toHaveTextContent('2 + 3');
    expect(marko).toHaveTextContent('Seated');
    expect(await rowOf('Ana Horvat')).toHaveTextContent('Late · 20 min');
    // A cancelled booking is listed last, under Done.
    expect((await rowOf('Gone')).closest('tbody')).toHaveAttribute('data-group', 'done');
    expect(asked[0]!.get('date')).toBe(zagrebDayKey());
    expect(asked[0]!.get('restaurantId')).toBe('1');
  });

  it("says 'No reservations' on an empty day", async () => {
    server.use(...dayHandlers());
    renderApp({ user: admin });
    expect(await screen.findByText('No reservations on this day')).toBeInTheDocument();
  });

  it("shows the server's error, else 'Failed to load today's reservations'", async () => {
    server.use(...dayHandlers());
    server.use(http.get(`${API}/reservations/day`, () => HttpResponse.json({}, { status: 500 })));
    renderApp({ user: admin });
    expect(await screen.findByText("Failed to load today's reservations")).toBeInTheDocument();
  });

  it('checks a guest in and undoes it, with toasts', async () => {
    let checkedIn = false;
    server.use(
      ...dayHandlers({
        reservations: () => [{ ...ana(), checkedInAt: checkedIn ? minutesFromNow(0) : null }],
      }),
      http.post(`${API}/reservations/101/checkin`, () => {
        checkedIn = true;
        return HttpResponse.json({});
      }),
      http.post(`${API}/reservations/101/uncheckin`, () => {
        checkedIn = false;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    let row = await rowOf('Ana Horvat');
    // Not checked in yet: the clear button says no-show.
    expect(within(row).getByRole('button', { name: 'No-show' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ana Horvat checked in')).toBeInTheDocument();
    // Seated now: the row moves from the door to the seated group.
    await waitFor(async () => expect((await rowOf('Ana Horvat')).dataset.phase).toBe('seated'));
    row = await rowOf('Ana Horvat');
    expect(row.closest('tbody')).toHaveAttribute('data-group', 'seated');
    expect(within(row).getByText('Seated')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Undo check-in' }));
    expect(await screen.findByText('Check-in undone for Ana Horvat')).toBeInTheDocument();
    await waitFor(async () => expect((await rowOf('Ana Horvat')).dataset.phase).toBe('late'));
    expect(within(await rowOf('Ana Horvat')).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('asks before a check-in more than 15 minutes early; Not yet sends nothing', async () => {
    const checkIns: number[] = [];
    server.use(
      ...dayHandlers({ reservations: [later()] }),
      http.post(`${API}/reservations/103/checkin`, () => {
        checkIns.push(103);
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Iva Kos')).getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in early?' });
    expect(dialog).toHaveTextContent(/Iva Kos's reservation starts at \d\d:\d\d, in 120 minutes/);
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkIns).toEqual([]);
    await user.click(within(await rowOf('Iva Kos')).getByRole('button', { name: 'Check in' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check in early?' })).getByRole('button', {
        name: 'Check in now',
      }),
    );
    expect(await screen.findByText('Iva Kos checked in')).toBeInTheDocument();
    expect(checkIns).toEqual([103]);
  });

  it('asks in the one early check-in dialog about the row tapped, and checks in that row only', async () => {
    const checkIns: number[] = [];
    const petra = () =>
      aReservation({ id: 104, name: 'Petra Novak', date: minutesFromNow(150), endDate: minutesFromNow(210) });
    server.use(
      ...dayHandlers({ reservations: [later(), petra()] }),
      http.post(`${API}/reservations/:id/checkin`, ({ params }) => {
        checkIns.push(Number(params.id));
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Iva Kos')).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('dialog', { name: 'Check in early?' })).toHaveTextContent(/Iva Kos's/);
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(await rowOf('Petra Novak')).getByRole('button', { name: 'Check in' }));
    const dialogs = await screen.findAllByRole('dialog', { name: 'Check in early?' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent(/Petra Novak's reservation starts at \d\d:\d\d, in 150 minutes/);
    await user.click(within(dialogs[0]!).getByRole('button', { name: 'Check in now' }));
    expect(await screen.findByText('Petra Novak checked in')).toBeInTheDocument();
    expect(checkIns).toEqual([104]);
  });

  it("shows the server's refusal of a check-in", async () => {
    server.use(
      ...dayHandlers({ reservations: [ana()] }),
      http.post(`${API}/reservations/101/checkin`, () =>
        HttpResponse.json({ error: 'Only a confirmed reservation can be checked in' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Ana Horvat')).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Only a confirmed reservation can be checked in')).toBeInTheDocument();
  });

  it('clears a table and undoes it from the toast', async () => {
    const undoBodies: unknown[] = [];
    server.use(
      ...dayHandlers({ reservations: [seatedMarko()] }),
      http.post(`${API}/tables/12/clear`, () =>
        HttpResponse.json({ reservation: { ...seatedMarko(), status: 'cleared' }, table: {} }),
      ),
      http.post(`${API}/tables/12/clear/undo`, async ({ request }) => {
        undoBodies.push(await request.json());
        return HttpResponse.json({ reservation: seatedMarko(), table: {} });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Marko Babić')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Table 2 cleared')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Clear undone: table 2 is back to Marko Babić')).toBeInTheDocument();
    expect(undoBodies).toEqual([{ reservationId: 102 }]);
  });

  it.each([
    [HttpResponse.json({}, { status: 500 }), 'Failed to undo clear'],
    [HttpResponse.json({}, { status: 404 }), 'Reservation not found for undo'],
    [HttpResponse.json({ error: 'The table is taken again' }, { status: 409 }), 'The table is taken again'],
  ])('says why an undo failed (%#)', async (answer, text) => {
    server.use(
      ...dayHandlers({ reservations: [seatedMarko()] }),
      http.post(`${API}/tables/12/clear`, () => HttpResponse.json({ reservation: { id: 102 }, table: {} })),
      http.post(`${API}/tables/12/clear/undo`, () => answer.clone()),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Marko Babić')).getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows 'Failed to clear table' when the server gives no reason", async () => {
    server.use(
      ...dayHandlers({ reservations: [seatedMarko()] }),
      http.post(`${API}/tables/12/clear`, () => HttpResponse.json({}, { status: 500 })),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Marko Babić')).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Failed to clear table')).toBeInTheDocument();
  });

  it('No-show records a no-show (not a clear) and the toast undoes it like a clear', async () => {
    let noShowAt: string | null = null;
    const undoBodies: unknown[] = [];
    const cleared: string[] = [];
    server.use(
      ...dayHandlers({
        reservations: () => [{ ...ana(), status: noShowAt ? 'no_show' : 'confirmed', noShowAt }],
      }),
      http.post(`${API}/tables/11/clear`, () => {
        cleared.push('clear');
        return HttpResponse.json({}, { status: 500 });
      }),
      http.post(`${API}/reservations/101/no-show`, () => {
        noShowAt = minutesFromNow(0);
        return HttpResponse.json({ reservation: { ...ana(), status: 'no_show', noShowAt }, table: {} });
      }),
      http.post(`${API}/tables/11/clear/undo`, async ({ request }) => {
        undoBodies.push(await request.json());
        noShowAt = null;
        return HttpResponse.json({ reservation: ana(), table: {} });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    await user.click(within(await rowOf('Ana Horvat')).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('Table 1: Ana Horvat marked as no-show')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('No-show undone: table 1 is back to Ana Horvat')).toBeInTheDocument();
    expect(undoBodies).toEqual([{ reservationId: 101 }]);
    expect(cleared).toEqual([]);
  });

  it("refuses a no-show with the server's sentence, else 'Failed to mark as no-show'", async () => {
    let answer = HttpResponse.json(
      { error: 'The guest has checked in: clear the table instead' },
      { status: 409 },
    );
    server.use(
      ...dayHandlers({ reservations: [ana()] }),
      http.post(`${API}/reservations/101/no-show`, () => answer),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    const row = await rowOf('Ana Horvat');
    await user.click(within(row).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('The guest has checked in: clear the table instead')).toBeInTheDocument();
    answer = HttpResponse.json({}, { status: 500 });
    await user.click(within(row).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText('Failed to mark as no-show')).toBeInTheDocument();
  });

  it('extends a stay by 30 minutes or an hour for an admin', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...dayHandlers({ reservations: [ana()] }),
      http.post(`${API}/reservations/101/extend`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin });
    const row = await rowOf('Ana Horvat');
    await user.click(within(row).getByRole('button', { name: '+30m, extend by 30 minutes' }));
    expect(await screen.findByText('Ana Horvat: stay extended by 30 minutes')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '+1h, extend by 1 hour' }));
    await waitFor(() => expect(bodies).toEqual([{ additionalMinutes: 30 }, { additionalMinutes: 60 }]));
    expect(
      screen.queryByText('Only restaurant admins and managers can extend a stay.'),
    ).not.toBeInTheDocument();
  });

  it('shows staff +30m and +1h disabled, saying why, and lets them check in', async () => {
    server.use(...dayHandlers({ reservations: [ana()] }));
    renderApp({ user: staff });
    const row = await rowOf('Ana Horvat');
    for (const name of ['+30m, extend by 30 minutes', '+1h, extend by 1 hour']) {
      const button = within(row).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Only restaurant admins and managers can extend a stay.');
    }
    expect(within(row).getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('reloads on live events', async () => {
    let list = [ana()];
    server.use(...dayHandlers({ reservations: () => list }));
    const { liveEvents } = renderApp({ user: admin });
    await rowOf('Ana Horvat');
    expect(liveEvents.subscribedRestaurants()).toEqual([1]);
    list = [ana(), later()];
    act(() => liveEvents.emit(1, 'reservation.created', { reservationId: 103 }));
    expect(await screen.findByRole('rowheader', { name: 'Iva Kos' })).toBeInTheDocument();
    list = [later()];
    act(() => liveEvents.emit(1, 'table.cleared', { tableId: 11 }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ana Horvat' })).not.toBeInTheDocument(),
    );
  });

  it('speaks Croatian', async () => {
    server.use(...dayHandlers({ reservations: [ana()] }));
    renderApp({ user: aUser({ role: 'staff', language: 'hr' }) });
    const row = await rowOf('Ana Horvat');
    expect(screen.getByRole('heading', { name: 'Današnje rezervacije' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Prijavi dolazak' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Nedolazak' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '+30 min, produlji za 30 minuta' })).toBeDisabled();
  });
});

describe("today's reservations, unnamed walk-ins", () => {
  const walkIn = () => aReservation({ id: 105, name: 'Walk-in', isWalkIn: true, partySize: 2, guests: 2 });

  it('names an unnamed walk-in in the reader’s language, and keeps a walk-in’s own name', async () => {
    server.use(...dayHandlers({ reservations: [walkIn(), { ...later(), isWalkIn: true }] }));
    renderApp({ user: aUser({ role: 'restaurantadmin', language: 'hr' }) });
    expect(await screen.findByRole('rowheader', { name: 'Gost bez rezervacije' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Iva Kos' })).toBeInTheDocument();
    expect(screen.queryByText('Walk-in')).not.toBeInTheDocument();
  });
});

describe("today's reservations on a phone", () => {
  atPhoneWidth();

  it('shows one card per reservation with time, status, name, guests, tables and the actions', async () => {
    server.use(...dayHandlers({ reservations: [seatedMarko()] }));
    renderApp({ user: admin });
    const card = await screen.findByRole('listitem', { name: /Marko Babić$/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Seated');
    expect(card).toHaveTextContent('6 guests · table 2 + 3');
    expect(within(card).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '+1h, extend by 1 hour' })).toBeEnabled();
  });
});
