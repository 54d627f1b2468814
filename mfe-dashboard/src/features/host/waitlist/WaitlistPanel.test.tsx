import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWaitlistEntry } from '@stol/contracts';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { anEntry, aTable } from '../../../test/day-fixtures';
import { dayHandlers } from '../../../test/day-handlers';
import { setupApiServer } from '../../../test/msw';
import { atPhoneWidth } from '@stol/platform/testing';
import { API, aUser, createFakeLiveEvents, renderApp } from '../../../test/remote';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });

const panel = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Waitlist' })).closest('section') as HTMLElement;
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe('waitlist panel', () => {
  it("says 'No guests waiting' when nobody is in line (converted and cancelled entries are done)", async () => {
    server.use(
      ...dayHandlers({
        waitlist: [
          anEntry({ status: 'converted', quotedWaitMin: null }),
          anEntry({ id: 502, status: 'cancelled' }),
        ],
      }),
    );
    renderApp({ user: admin });
    expect(await within(await panel()).findByText('No guests waiting')).toBeInTheDocument();
  });

  it("shows the server's error, else 'Failed to load the waitlist', with a retry", async () => {
    let fail = true;
    server.use(...dayHandlers());
    server.use(
      http.get(`${API}/waitlist`, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ entries: [anEntry()] }),
      ),
    );
    renderApp({ user: admin });
    const section = await panel();
    expect(await within(section).findByText('Failed to load the waitlist')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Petra Kovač')).toBeInTheDocument();
  });

  it("lists name, guests, phone, minutes waiting, the server's quote and the status", async () => {
    server.use(
      ...dayHandlers({
        waitlist: [
          anEntry(),
          anEntry({
            id: 502,
            name: 'Ivo Ban',
            partySize: 12,
            quotedWaitMin: null,
            status: 'notified',
            notifiedAt: '2026-07-01T17:05:00.000Z',
            notifyDelivery: 'failed',
          }),
          anEntry({ id: 503, name: 'Ema Rak', quotedWaitMin: 0 }),
        ],
      }),
    );
    renderApp({ user: admin });
    const petra = await rowOf('Petra Kovač');
    for (const text of ['2', '+385911112222', '12 min', '~15 min', 'Waiting'])
      expect(petra).toHaveTextContent(text);
    const ivo = await rowOf('Ivo Ban');
    expect(ivo).toHaveTextContent('no table fits');
    expect(ivo).toHaveTextContent('Notified at 19:05'); // 17:05 UTC is 19:05 in Zagreb (summer)
    expect(ivo).toHaveTextContent('Not delivered');
    expect(await rowOf('Ema Rak')).toHaveTextContent('free now');
    // A notified guest is not notified twice.
    expect(within(ivo).queryByRole('button', { name: 'Notify' })).not.toBeInTheDocument();
  });

  it("refuses an incomplete form with 'All fields required' and sends nothing; adds a complete one", async () => {
    const posted: unknown[] = [];
    let entries: TWaitlistEntry[] = [];
    server.use(...dayHandlers({ waitlist: () => entries }));
    server.use(
      http.post(`${API}/waitlist`, async ({ request }) => {
        posted.push(await request.json());
        entries = [anEntry({ name: 'Lana Car', partySize: 3, quotedWaitMin: 25 })];
        return HttpResponse.json(entries[0], { status: 201 });
      }),
    );
    renderApp({ user: admin });
    const section = await panel();
    await userEvent.type(within(section).getByRole('textbox', { name: /Name/ }), 'Lana Car');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('All fields required');
    expect(posted).toEqual([]);

    await userEvent.type(within(section).getByRole('textbox', { name: /Phone/ }), '+385981234567');
    await userEvent.type(within(section).getByRole('spinbutton', { name: /Party size/ }), '21');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Party size must be from 1 to 20');
    expect(posted).toEqual([]);

    await userEvent.clear(within(section).getByRole('spinbutton', { name: /Party size/ }));
    await userEvent.type(within(section).getByRole('spinbutton', { name: /Party size/ }), '3');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to waitlist' }));
    expect(await screen.findByText('Lana Car added to the waitlist')).toBeInTheDocument();
    expect(posted).toEqual([{ restaurantId: 1, name: 'Lana Car', phone: '+385981234567', partySize: 3 }]);
    expect(await rowOf('Lana Car')).toHaveTextContent('~25 min');
  });

  it("shows the server's refusal of an add, else 'Failed to add to waitlist'", async () => {
    server.use(...dayHandlers());
    server.use(http.post(`${API}/waitlist`, () => HttpResponse.json({}, { status: 500 })));
    renderApp({ user: admin });
    const section = await panel();
    await userEvent.type(within(section).getByRole('textbox', { name: /Name/ }), 'Lana');
    await userEvent.type(within(section).getByRole('textbox', { name: /Phone/ }), '1');
    await userEvent.type(within(section).getByRole('spinbutton', { name: /Party size/ }), '2');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to add to waitlist');
  });

  it('notifies a guest and shows when, and that the message was delivered', async () => {
    let entry = anEntry();
    server.use(...dayHandlers({ waitlist: () => [entry] }));
    server.use(
      http.post(`${API}/waitlist/501/notify`, () => {
        entry = {
          ...entry,
          status: 'notified',
          notifiedAt: new Date().toISOString(),
          notifyDelivery: 'sent',
        };
        return HttpResponse.json(entry);
      }),
    );
    renderApp({ user: admin });
    await userEvent.click(within(await rowOf('Petra Kovač')).getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Petra Kovač notified that their table is ready')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf('Petra Kovač')).toHaveTextContent('Message delivered'));
    expect(await rowOf('Petra Kovač')).toHaveTextContent(/Notified at \d\d:\d\d/);
  });

  it("seats a guest: 'Pick a table to convert', then the server's conflict text; only free tables that fit", async () => {
    const bodies: unknown[] = [];
    server.use(
      ...dayHandlers({
        waitlist: [anEntry({ partySize: 4 })],
        tables: [
          aTable({ id: 11, number: 1, seats: 4 }),
          aTable({ id: 12, number: 2, seats: 2 }), // too small
          aTable({ id: 13, number: 3, seats: 6, status: 'maintenance' }),
        ],
      }),
    );
    server.use(
      http.post(`${API}/waitlist/501/convert`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            error: 'Cannot create reservation: Table 1 (19:00-20:00) are already reserved.',
            code: 'RESERVATION_OVERLAP',
            conflicts: [],
          },
          { status: 409 },
        );
      }),
    );
    renderApp({ user: admin, mantineEnv: 'test' });
    await userEvent.click(within(await rowOf('Petra Kovač')).getByRole('button', { name: 'Seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seat Petra Kovač (4 guests)' });
    const select = within(dialog).getByRole('combobox', { name: 'Table' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a table', 'Table 1 · 4 seats']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a table to convert');
    expect(bodies).toEqual([]);

    await userEvent.selectOptions(select, '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot create reservation: Table 1 (19:00-20:00) are already reserved.',
    );
    expect(bodies).toEqual([{ tableId: 11 }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Failed to cancel waitlist entry' when a cancel fails", async () => {
    server.use(...dayHandlers({ waitlist: [anEntry()] }));
    server.use(http.post(`${API}/waitlist/501/cancel`, () => HttpResponse.json({}, { status: 500 })));
    renderApp({ user: admin });
    await userEvent.click(
      within(await rowOf('Petra Kovač')).getByRole('button', {
        name: 'Cancel waitlist entry of Petra Kovač',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Petra Kovač' }));
    expect(await screen.findByText('Failed to cancel waitlist entry')).toBeInTheDocument();
  });

  it('names the party on Cancel and asks first; the confirmed cancel removes that party only (issue 19 §4)', async () => {
    const cancelled: string[] = [];
    server.use(
      ...dayHandlers({
        waitlist: [anEntry(), anEntry({ id: 502, name: 'Ivo Babić', partySize: 4 })],
      }),
    );
    server.use(
      http.post(`${API}/waitlist/:id/cancel`, ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json(anEntry({ id: Number(params.id), status: 'cancelled' }));
      }),
    );
    renderApp({ user: admin });
    await userEvent.click(
      within(await rowOf('Ivo Babić')).getByRole('button', { name: 'Cancel waitlist entry of Ivo Babić' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ivo Babić from the waitlist?' });
    expect(dialog).toHaveTextContent('Ivo Babić (4 guests)');
    expect(cancelled).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep in line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await userEvent.click(
      within(await rowOf('Ivo Babić')).getByRole('button', { name: 'Cancel waitlist entry of Ivo Babić' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ivo Babić' }));
    expect(await screen.findByText('Ivo Babić removed from the waitlist')).toBeInTheDocument();
    expect(cancelled).toEqual(['502']);
  });

  it('says an action tapped without a connection was not saved (issue 19 §1)', async () => {
    server.use(...dayHandlers({ waitlist: [anEntry()] }));
    server.use(http.post(`${API}/waitlist/501/notify`, () => HttpResponse.error()));
    renderApp({ user: admin });
    await userEvent.click(within(await rowOf('Petra Kovač')).getByRole('button', { name: 'Notify' }));
    expect(
      await screen.findByText(/^Failed to notify.* — no connection, nothing was saved\./),
    ).toBeInTheDocument();
  });

  it('reloads on waitlist.created and after reservation events (quotes change)', async () => {
    let entries: TWaitlistEntry[] = [];
    let reads = 0;
    server.use(...dayHandlers());
    server.use(
      http.get(`${API}/waitlist`, () => {
        reads++;
        return HttpResponse.json({ entries });
      }),
    );
    const live = createFakeLiveEvents();
    renderApp({ user: admin, liveEvents: live });
    expect(await within(await panel()).findByText('No guests waiting')).toBeInTheDocument();
    entries = [anEntry({ name: 'Dora Pavić' })];
    act(() => live.emit(1, 'waitlist.created', { waitlistId: 501 }));
    expect(await rowOf('Dora Pavić')).toHaveTextContent('~15 min');
    entries = [anEntry({ name: 'Dora Pavić', quotedWaitMin: 40 })];
    const before = reads;
    act(() => live.emit(1, 'reservation.extended', { reservationId: 1 }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(await rowOf('Dora Pavić')).toHaveTextContent('~40 min');
  });

  it('is not shown to staff, who never ask for the waitlist', async () => {
    const asked: string[] = [];
    server.use(...dayHandlers());
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderApp({ user: aUser({ role: 'staff', language: 'en' }) });
    expect(await screen.findByText('No reservations on this day')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Walk-in' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/waitlist');
    server.events.removeAllListeners();
  });
});

describe('waitlist panel on a phone', () => {
  atPhoneWidth();

  it('shows one card per party with name, guests, wait, quote, phone, status and the actions', async () => {
    server.use(
      ...dayHandlers({ waitlist: [anEntry({ name: 'Petra Kovač', partySize: 3, quotedWaitMin: 20 })] }),
    );
    renderApp({ user: admin });
    const list = await within(await panel()).findByRole('list');
    const [card] = await within(list).findAllByRole('listitem');
    expect(within(await panel()).queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Petra Kovač');
    expect(card).toHaveTextContent('3 guests');
    expect(card).toHaveTextContent('+385911112222');
    expect(within(card!).getByRole('button', { name: 'Notify' })).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Seat' })).toBeInTheDocument();
  });
});
