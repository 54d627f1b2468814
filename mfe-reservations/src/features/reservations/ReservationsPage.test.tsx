import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zagrebDayKey } from '@stol/platform/time';
import { http, HttpResponse } from 'msw';
import { aReservation, listResponse } from '../../test/fixtures';
import { setupApiServer } from '../../test/msw';
import { API, aUser, atPhoneWidth } from '@stol/platform/testing';
import { renderApp } from '../../test/remote';
import { assignedRestaurants, noApprovals, recordListRequests } from '../../test/requests';
import { dateForShortcut } from './filters/date-shortcuts';

const server = setupApiServer();

const manager = aUser({
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1, 2],
});
const admin = aUser({ role: 'restaurantadmin', restaurantId: 1 });

describe('ReservationsPage list', () => {
  it('groups the page by restaurant under a header with its name and ID, with the total and Prev/Next paging', async () => {
    const pageOne = [
      aReservation({ id: 101, name: 'Ana Horvat' }),
      aReservation({ id: 102, name: 'Ivo Kovač', tableId: 13 }),
      aReservation({ id: 201, name: 'Marko Babić', restaurantId: 2, tableId: 21 }),
    ];
    const pageTwo = [aReservation({ id: 301, name: 'Petra Novak', restaurantId: 3, tableId: 31 })];
    const list = recordListRequests((params) =>
      params.get('page') === '2' ? listResponse(pageTwo, 45, 2) : listResponse(pageOne, 45, 1),
    );
    server.use(list.handler, noApprovals, assignedRestaurants);
    renderApp({ user: manager });

    const konoba = await screen.findByRole('region', { name: 'Konoba Mate' });
    expect(
      within(konoba)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TimeGuestGuestsTablePhoneStatusNo.Actions',
      expect.stringContaining('Ana Horvat'),
      expect.stringContaining('Ivo Kovač'),
    ]);
    expect(within(konoba).getByText('Ivo Kovač')).toBeInTheDocument();
    // Staff spec §2: the header shows the restaurant's name and ID.
    expect(within(konoba).getByRole('heading', { name: 'Konoba Mate' })).toBeInTheDocument();
    expect(within(konoba).getByText('ID 1')).toBeVisible();
    const lanterna = screen.getByRole('region', { name: 'Bistro Lanterna' });
    expect(within(lanterna).getByText('ID 2')).toBeVisible();
    expect(within(lanterna).getByText('Marko Babić')).toBeInTheDocument();
    expect(within(lanterna).queryByText('Ana Horvat')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Total: 45')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Pizzeria Riva' })).toBeInTheDocument();
    expect(list.last()).toMatchObject({ page: '2', pageSize: '20' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Konoba Mate' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    // Page 1 comes back (from RTK Query's cache, so no new request is needed).
    expect(await screen.findByRole('region', { name: 'Konoba Mate' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(list.requests.map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('shows start and end time, party size, the table with attached tables and the derived status', async () => {
    const list = recordListRequests(() =>
      listResponse([
        aReservation({
          id: 101,
          guests: 6,
          partySize: 6,
          date: '2099-06-01T17:00:00.000Z',
          endDate: '2099-06-01T18:30:00.000Z',
          tables: [
            { tableId: 12, number: 2 },
            { tableId: 13, number: 3 },
          ],
        }),
        aReservation({ id: 102, status: 'no_show' }),
        aReservation({ id: 103, table: { id: 11, number: 1, status: 'maintenance' } }),
        aReservation({
          id: 104,
          date: '2000-01-01T17:00:00.000Z',
          endDate: '2099-01-01T17:00:00.000Z',
          checkedInAt: '2000-01-01T16:55:00.000Z',
        }),
        // Its time is running but the party has not come: late, and the table is not called occupied.
        aReservation({ id: 105, date: '2000-01-01T17:00:00.000Z', endDate: '2099-01-01T17:00:00.000Z' }),
      ]),
    );
    server.use(list.handler);
    renderApp({ user: admin });

    const rows = await screen.findAllByRole('row');
    /** The row whose number cell (column 7) is `id`. */
    const row = (id: string) => rows.find((r) => r.querySelectorAll('td')[6]?.textContent === id);
    const cells = (id: string) => row(id)?.querySelectorAll('td') ?? [];
    expect(cells('101')[0]).toHaveTextContent('19:00–20:30');
    // One day is filtered: the date would be noise on every row.
    expect(cells('101')[0]).not.toHaveTextContent('01.06.2099');
    expect(cells('101')[2]).toHaveTextContent('6');
    expect(cells('101')[3]).toHaveTextContent('1 + 2 + 3');
    expect(cells('101')[5]).toHaveTextContent('Upcoming');
    expect(cells('102')[5]).toHaveTextContent('No-show');
    expect(cells('103')[5]).toHaveTextContent('Held');
    expect(cells('104')[5]).toHaveTextContent('Occupied until 18:00');
    expect(cells('105')[5]).toHaveTextContent(/^Late · \d+ min$/);
    // In-progress rows are highlighted.
    expect(row('104')).toHaveAttribute('data-in-progress', 'true');
    expect(row('101')).not.toHaveAttribute('data-in-progress');
    expect(row('105')).not.toHaveAttribute('data-in-progress');

    // All dates: each row says its day.
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(list.last()).toEqual({ page: '1', pageSize: '20' }));
    const firstCell = (await screen.findAllByRole('row'))[1]!.querySelector('td');
    expect(firstCell).toHaveTextContent('19:00–20:30');
    expect(firstCell).toHaveTextContent('01.06.2099');
  });

  it("says 'No reservations' for an empty result", async () => {
    server.use(recordListRequests(() => listResponse([], 0)).handler);
    renderApp({ user: admin });
    expect(await screen.findByText('No reservations')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it("shows the server's error text, else 'Failed to load reservations', with a working retry", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/reservations`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' },
              { status: 404 },
            )
          : HttpResponse.json(listResponse([aReservation()]));
      }),
    );
    renderApp({ user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Horvat')).toBeInTheDocument();

    server.use(http.get(`${API}/reservations`, () => new HttpResponse(null, { status: 500 })));
    renderApp({ user: admin });
    expect(await screen.findByText('Failed to load reservations')).toBeInTheDocument();
  });

  it('treats an answer that breaks the contract as a load error', async () => {
    server.use(http.get(`${API}/reservations`, () => HttpResponse.json([{ id: 1 }])));
    renderApp({ user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reservations');
  });
});

describe('ReservationsPage filters', () => {
  it("starts on today's Zagreb date and applies each filter as it changes, without a Filter button", async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler);
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    expect(list.last()).toEqual({ date: zagrebDayKey(new Date()), page: '1', pageSize: '20' });
    // Restaurant admins see only their restaurant: no restaurant filter.
    expect(screen.queryByLabelText('Restaurant')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
    const tomorrow = dateForShortcut('tomorrow', new Date());

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(list.last()).toEqual({ date: tomorrow, page: '1', pageSize: '20' }));
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Time'), '19:30');
    await waitFor(() => expect(list.last()).toMatchObject({ time: '19:30' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(list.last()).toMatchObject({ status: 'cancelled' }));
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(list.last()).toMatchObject({ pageSize: '50' }));
    // The search applies once typing pauses: one request for the whole word, not one per key.
    const before = list.requests.length;
    await userEvent.type(screen.getByLabelText('Search'), ' 091 ');
    await waitFor(() =>
      expect(list.last()).toEqual({
        date: tomorrow,
        time: '19:30',
        status: 'cancelled',
        q: '091',
        page: '1',
        pageSize: '50',
      }),
    );
    expect(list.requests.length).toBe(before + 1);
  });

  it('shows the day in the date field and opens the calendar (loaded on demand) to pick another', async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler);
    // Mantine's test environment: no transitions, so the calendar shows as soon as it opens.
    renderApp({ user: admin, mantineEnv: 'test' });
    await screen.findByText('Ana Horvat');
    const today = zagrebDayKey(new Date());
    const field = screen.getByRole('button', { name: 'Date' });
    expect(field).toHaveTextContent(today.split('-').reverse().join('.'));

    await userEvent.click(field);
    // The calendar is named by the field's label, with named month controls (useDatePickerA11yProps).
    const calendar = await screen.findByRole('dialog', { name: 'Date' });
    await waitFor(() => expect(calendar).toBeVisible());
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    const monthDay15 = `${today.slice(0, 8)}15`;
    await userEvent.click(within(calendar).getAllByRole('button', { name: /^15 / })[0]!);
    await waitFor(() => expect(list.last()).toMatchObject({ date: monthDay15 }));
    expect(screen.getByRole('button', { name: 'Date' })).toHaveTextContent(
      monthDay15.split('-').reverse().join('.'),
    );
  });

  it('a click right after typing keeps both: the search and the clicked filter', async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler);
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.type(screen.getByLabelText('Search'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(list.last()).toEqual({ q: 'ana', page: '1', pageSize: '20' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(list.last()).toEqual({ q: 'ana', page: '1', pageSize: '20' });
  });

  it("offers the restaurant's opening hours in 30-minute slots, and the four page sizes", async () => {
    server.use(recordListRequests(() => listResponse([])).handler);
    renderApp({ user: admin });
    const time = screen.getByLabelText('Time');
    // Konoba Mate (the test's restaurants) opens 11–23: 11:00 … 22:30, not 00:00–23:30.
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(25));
    const slots = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(slots.slice(0, 3)).toEqual(['Any time', '11:00', '11:30']);
    expect(slots.at(-1)).toBe('22:30');
    expect(
      within(screen.getByLabelText('Per page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100']);
    expect(screen.getByLabelText('Per page')).toHaveValue('20');
  });

  it('never offers a time after closing: none while the hours load, up to 20:30 for a restaurant closing at 21:00', async () => {
    let release: () => void = () => {};
    server.use(
      recordListRequests(() => listResponse([])).handler,
      http.get(`${API}/admin/restaurants/assigned`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json([
          { id: 1, name: 'Konoba Mate', openHour: 11, closeHour: 21, specialHours: {} },
        ]);
      }),
    );
    renderApp({ user: admin });
    const options = () =>
      within(screen.getByLabelText('Time'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await screen.findByText(/No reservations/i);
    // The hours are not known yet: no guessed whole day (it offered 21:30 and 23:30).
    expect(options()).toEqual(['Any time']);
    release();
    await waitFor(() => expect(options()).toHaveLength(21));
    expect(options().slice(0, 2)).toEqual(['Any time', '11:00']);
    expect(options().at(-1)).toBe('20:30');
    expect(options()).not.toContain('21:30');
  });

  it('Weekend picks the coming Saturday, Clear drops the date, and a new filter goes back to page 1', async () => {
    const list = recordListRequests(() => listResponse([aReservation()], 60));
    server.use(list.handler);
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(list.last()).toMatchObject({ page: '2' }));
    await screen.findByText('Page 2 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Weekend' }));
    // On a Saturday in Zagreb the weekend is today, whose first page was the first answer: shown from RTK's cache,
    // not asked again. So the shown page is checked, and that the weekend's first page was asked at some point.
    await screen.findByText('Page 1 of 3');
    expect(list.requests.map((params) => Object.fromEntries(params))).toContainEqual(
      expect.objectContaining({ date: dateForShortcut('weekend', new Date()), page: '1' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(list.last()).toEqual({ page: '1', pageSize: '20' }));
  });

  it('lets a manager filter by an assigned restaurant, named without ids', async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler, noApprovals, assignedRestaurants);
    renderApp({ user: manager });
    const select = screen.getByLabelText('Restaurant');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All restaurants', 'Konoba Mate', 'Bistro Lanterna']),
    );
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(list.last()).toMatchObject({ restaurantId: '2', page: '1' }));
    // The time slots follow the chosen restaurant's hours (Bistro Lanterna opens at 12).
    await waitFor(() =>
      expect(within(screen.getByLabelText('Time')).getAllByRole('option')[1]).toHaveTextContent('12:00'),
    );
  });
});

describe('ReservationsPage loading', () => {
  it('shows a skeleton on the first load, and a progress bar while a change refetches', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(`${API}/reservations`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'all')
          await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(listResponse([aReservation()]));
      }),
    );
    renderApp({ user: admin });
    expect(screen.getByTestId('reservations-skeleton')).toHaveAttribute('aria-busy', 'true');
    await screen.findByText('Ana Horvat');
    expect(screen.queryByTestId('reservations-skeleton')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(await screen.findByRole('progressbar', { name: 'Updating the list…' })).toBeInTheDocument();
    // The rows stay in place while the new ones load.
    expect(screen.getByText('Ana Horvat')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

describe('ReservationsPage on a phone', () => {
  atPhoneWidth();

  it('shows one card per reservation with time, name, party, table, status and the Resolve action', async () => {
    server.use(
      recordListRequests(() =>
        listResponse([
          aReservation({
            id: 101,
            guests: 4,
            partySize: 4,
            endDate: '2099-06-01T18:30:00.000Z',
            tables: [{ tableId: 12, number: 2 }],
          }),
        ]),
      ).handler,
    );
    renderApp({ user: admin });
    const card = await screen.findByRole('listitem', { name: 'Ana Horvat, 01.06. 19:00' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('19:00–20:30');
    expect(card).toHaveTextContent('4 guests');
    expect(card).toHaveTextContent('Tables 1 + 2');
    expect(card).toHaveTextContent('Upcoming');
    expect(within(card).getByRole('button', { name: 'Resolve: Ana Horvat, 01.06. 19:00' })).toBeVisible();
  });

  it('names an unnamed walk-in in the reader’s language', async () => {
    server.use(
      recordListRequests(() => listResponse([aReservation({ id: 101, name: 'Walk-in', isWalkIn: true })]))
        .handler,
    );
    renderApp({ user: { ...admin, language: 'hr' } });
    expect(await screen.findByRole('listitem', { name: 'Gost bez rezervacije, 01.06. 19:00' })).toBeVisible();
    expect(screen.queryByText('Walk-in')).not.toBeInTheDocument();
  });
});

describe('ReservationsPage export', () => {
  const createObjectURL = jest.fn<(blob: Blob) => string>(() => 'blob:reservations');
  const revokeObjectURL = jest.fn<(url: string) => void>();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the CSV of the filters the list shows, in the UI language, keeping the byte-order mark', async () => {
    const csv = '\uFEFFReservation,Restaurant,Date\r\n101,Konoba Mate,01.06.2099\r\n';
    let exportRequest: {
      params: Record<string, string>;
      auth: string | null;
      language: string | null;
    } | null = null;
    server.use(
      recordListRequests(() => listResponse([aReservation()])).handler,
      http.get(`${API}/reservations/export`, ({ request }) => {
        exportRequest = {
          params: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('Authorization'),
          language: request.headers.get('Accept-Language'),
        };
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.type(screen.getByLabelText('Search'), 'ana');
    // Exported at once, before the search's pause: the search is applied first, so list and file agree.
    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportRequest).toEqual({
      params: { date: zagrebDayKey(new Date()), status: 'all', q: 'ana' },
      auth: 'Bearer access-token',
      language: 'en',
    });
    expect(clicked[0]?.download).toBe(`reservations-${zagrebDayKey(new Date())}.csv`);
    expect(clicked[0]?.href).toBe('blob:reservations');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
  });

  it('tells the user when the export fails', async () => {
    server.use(
      recordListRequests(() => listResponse([aReservation()])).handler,
      http.get(`${API}/reservations/export`, () => new HttpResponse(null, { status: 500 })),
    );
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
    expect(await screen.findByText('Failed to export reservations')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});

describe('ReservationsPage live reload', () => {
  it("subscribes to each restaurant in view and refetches on the spec's events", async () => {
    const list = recordListRequests(() =>
      listResponse([aReservation({ id: 101 }), aReservation({ id: 201, restaurantId: 2, tableId: 21 })]),
    );
    server.use(list.handler, noApprovals, assignedRestaurants);
    const { liveEvents } = renderApp({ user: manager });
    await screen.findByRole('heading', { name: 'Bistro Lanterna' });
    await waitFor(() => expect(liveEvents.subscribedRestaurants()).toEqual([1, 2]));
    const before = list.requests.length;

    liveEvents.emit(2, 'reservation.reassigned');
    await waitFor(() => expect(list.requests).toHaveLength(before + 1));
    liveEvents.emit(1, 'table.released');
    await waitFor(() => expect(list.requests).toHaveLength(before + 2));
    // Events the list does not depend on cause no reload.
    liveEvents.emit(1, 'waitlist.created');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.requests).toHaveLength(before + 2);
    // A rejoin (after a reconnect) catches up on what was missed while cut off.
    liveEvents.rejoin(2);
    await waitFor(() => expect(list.requests).toHaveLength(before + 3));
  });
});

describe('ReservationsPage in Croatian', () => {
  it('renders every label in hr', async () => {
    server.use(recordListRequests(() => listResponse([aReservation()], 1)).handler);
    renderApp({ user: aUser({ language: 'hr' }) });
    expect(await screen.findByRole('heading', { name: 'Rezervacije' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Stol' })).toBeInTheDocument();
    expect(screen.getByText('Nadolazeće')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gosti' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Izvezi/ })).toBeInTheDocument());
    expect(screen.getByText('Ukupno: 1')).toBeInTheDocument();
    expect(screen.getByText('Stranica 1 od 1')).toBeInTheDocument();
    for (const name of [
      'Danas',
      'Sutra',
      'Vikend',
      'Očisti',
      'Izvezi CSV (1)',
      'Riješi: Ana Horvat, 01.06. 19:00',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const label of ['Vrijeme', 'Status', 'Pretraga', 'Po stranici']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });
});
