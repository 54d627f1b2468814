import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zagrebDayKey } from '@stol/platform';
import { http, HttpResponse } from 'msw';
import { aReservation, listResponse } from '../../test/fixtures';
import { setupApiServer } from '../../test/msw';
import { API, aUser, renderApp } from '../../test/render-app';
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
  it('groups the page by restaurant under name and ID, with the total and Prev/Next paging', async () => {
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

    const konoba = await screen.findByRole('region', { name: 'Konoba Mate (ID 1)' });
    expect(
      within(konoba)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'IDTableNamePhoneDateStatusActions',
      expect.stringContaining('101'),
      expect.stringContaining('102'),
    ]);
    expect(within(konoba).getByText('Ivo Kovač')).toBeInTheDocument();
    const lanterna = screen.getByRole('region', { name: 'Bistro Lanterna (ID 2)' });
    expect(within(lanterna).getByText('Marko Babić')).toBeInTheDocument();
    expect(within(lanterna).queryByText('Ana Horvat')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Total: 45')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Pizzeria Riva (ID 3)' })).toBeInTheDocument();
    expect(list.last()).toMatchObject({ page: '2', pageSize: '20' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Konoba Mate (ID 1)' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    // Page 1 comes back (from RTK Query's cache, so no new request is needed).
    expect(await screen.findByRole('region', { name: 'Konoba Mate (ID 1)' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(list.requests.map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('shows the table with attached tables, the 24-hour Zagreb time and the derived status', async () => {
    const list = recordListRequests(() =>
      listResponse([
        aReservation({
          id: 101,
          date: '2099-06-01T17:00:00.000Z',
          tables: [
            { tableId: 12, number: 2 },
            { tableId: 13, number: 3 },
          ],
        }),
        aReservation({ id: 102, status: 'no_show' }),
        aReservation({ id: 103, table: { id: 11, number: 1, status: 'maintenance' } }),
        aReservation({ id: 104, date: '2000-01-01T17:00:00.000Z', endDate: '2099-01-01T17:00:00.000Z' }),
      ]),
    );
    server.use(list.handler);
    renderApp({ user: admin });

    const rows = await screen.findAllByRole('row');
    const cells = (id: string) =>
      rows.find((row) => row.textContent?.startsWith(id))?.querySelectorAll('td') ?? [];
    expect(cells('101')[1]).toHaveTextContent('1 + 2, 3');
    expect(cells('101')[4]).toHaveTextContent('01.06.2099 19:00');
    expect(cells('101')[5]).toHaveTextContent('Upcoming');
    expect(cells('102')[5]).toHaveTextContent('No-show');
    expect(cells('103')[5]).toHaveTextContent('Held');
    expect(cells('104')[5]).toHaveTextContent('Occupied until 18:00');
    // In-progress rows are highlighted.
    expect(rows.find((row) => row.textContent?.startsWith('104'))).toHaveAttribute(
      'data-in-progress',
      'true',
    );
    expect(rows.find((row) => row.textContent?.startsWith('101'))).not.toHaveAttribute('data-in-progress');
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
  it("starts on today's Zagreb date and sends every filter once Filter is pressed", async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler);
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    expect(list.last()).toEqual({ date: zagrebDayKey(new Date()), page: '1', pageSize: '20' });
    // Restaurant admins see only their restaurant: no restaurant filter.
    expect(screen.queryByLabelText('Restaurant')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await userEvent.selectOptions(screen.getByLabelText('Time'), '19:30');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await userEvent.type(screen.getByLabelText('Search'), ' 091 ');
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(list.requests).toHaveLength(1); // editing the form sends nothing until Filter
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(list.last()).toEqual({
        date: dateForShortcut('tomorrow', new Date()),
        time: '19:30',
        status: 'cancelled',
        q: '091',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('offers every 30-minute slot and the four page sizes', async () => {
    server.use(recordListRequests(() => listResponse([])).handler);
    renderApp({ user: admin });
    const slots = within(screen.getByLabelText('Time'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(slots).toHaveLength(49);
    expect(slots.slice(0, 3)).toEqual(['Any time', '00:00', '00:30']);
    expect(slots.at(-1)).toBe('23:30');
    expect(
      within(screen.getByLabelText('Per page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50', '100']);
    expect(screen.getByLabelText('Per page')).toHaveValue('20');
  });

  it('Weekend picks the coming Saturday, Clear drops the date, and a new filter goes back to page 1', async () => {
    const list = recordListRequests(() => listResponse([aReservation()], 60));
    server.use(list.handler);
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(list.last()).toMatchObject({ page: '2' }));

    await userEvent.click(screen.getByRole('button', { name: 'Weekend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(list.last()).toMatchObject({ date: dateForShortcut('weekend', new Date()), page: '1' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(list.last()).toEqual({ page: '1', pageSize: '20' }));
  });

  it('lets a manager filter by an assigned restaurant', async () => {
    const list = recordListRequests(() => listResponse([aReservation()]));
    server.use(list.handler, noApprovals, assignedRestaurants);
    renderApp({ user: manager });
    const select = screen.getByLabelText('Restaurant');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All restaurants', 'Konoba Mate (1)', 'Bistro Lanterna (2)']),
    );
    await userEvent.selectOptions(select, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(list.last()).toMatchObject({ restaurantId: '2', page: '1' }));
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

  it('downloads the CSV for the current filters through the authenticated API', async () => {
    const csv = 'id,restaurantId,restaurant,table,name\n101,1,Konoba Mate,1,Ana Horvat\n';
    let exportRequest: { params: Record<string, string>; auth: string | null } | null = null;
    server.use(
      recordListRequests(() => listResponse([aReservation()])).handler,
      http.get(`${API}/reservations/export`, ({ request }) => {
        exportRequest = {
          params: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('Authorization'),
        };
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportRequest).toEqual({
      params: { date: zagrebDayKey(new Date()), status: 'all' },
      auth: 'Bearer access-token',
    });
    expect(clicked[0]?.download).toBe(`reservations-${zagrebDayKey(new Date())}.csv`);
    expect(clicked[0]?.href).toBe('blob:reservations');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    expect(await blob?.text()).toBe(csv);
  });

  it('tells the user when the export fails', async () => {
    server.use(
      recordListRequests(() => listResponse([aReservation()])).handler,
      http.get(`${API}/reservations/export`, () => new HttpResponse(null, { status: 500 })),
    );
    renderApp({ user: admin });
    await screen.findByText('Ana Horvat');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
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
    await screen.findByText('Bistro Lanterna (ID 2)');
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
  });
});

describe('ReservationsPage in Croatian', () => {
  it('renders every label in hr', async () => {
    server.use(recordListRequests(() => listResponse([aReservation()], 1)).handler);
    renderApp({ user: aUser({ language: 'hr' }) });
    expect(await screen.findByRole('heading', { name: 'Rezervacije' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Stol' })).toBeInTheDocument();
    expect(screen.getByText('Nadolazeće')).toBeInTheDocument();
    expect(screen.getByText('Ukupno: 1')).toBeInTheDocument();
    expect(screen.getByText('Stranica 1 od 1')).toBeInTheDocument();
    for (const name of [
      'Danas',
      'Sutra',
      'Vikend',
      'Očisti',
      'Filtriraj',
      'Izvoz CSV',
      'Riješi rezervaciju 101',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const label of ['Vrijeme', 'Status', 'Pretraga', 'Po stranici']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });
});
