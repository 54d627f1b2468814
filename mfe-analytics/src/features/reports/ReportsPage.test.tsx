import { jest } from '@jest/globals';
import { API, aUser, atPhoneWidth } from '@stol/platform/testing';
import { zagrebDayKey } from '@stol/platform/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/remote';
import { aDailyReport, aReportReservation, DAY, reportsApi } from '../../test/report-fixtures';

const server = setupApiServer();

const manager = aUser({
  role: 'restaurantmanager',
  plan: 'premium',
  restaurantId: null,
  restaurantIds: [1, 2],
});
const staff = aUser({ role: 'staff', restaurantId: 1 });

const openReport = (user = manager, search = `?date=${DAY}&restaurantId=1`) =>
  renderApp({ user, mountPath: '/reports', path: `/reports${search}` });

describe('ReportsPage', () => {
  it('loads the chosen day of the chosen restaurant: the day’s figures, the week and its reservations', async () => {
    const api = reportsApi({
      reservations: [
        aReportReservation({
          id: 1,
          name: 'Ana Horvat',
          date: '2026-11-25T11:30:00.000Z',
          tableNumbers: [4, 5],
        }),
        aReportReservation({ id: 2, name: 'Walk-in', isWalkIn: true, guests: 8, tableNumbers: [] }),
      ],
    });
    server.use(...api.handlers);
    renderApp({ user: manager, mountPath: '/reports' });

    // Two restaurants: none is chosen for the manager, and nothing loads before Load.
    const select = await screen.findByRole('combobox', { name: 'Restaurant' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a restaurant', 'Konoba Mate', 'Bistro Lanterna']);
    expect(screen.getByLabelText(/^Date/)).toHaveValue(zagrebDayKey());
    expect(screen.getByRole('button', { name: 'Load' })).toBeDisabled();
    expect(screen.getByText('Choose a day and a restaurant, then Load.')).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Bistro Lanterna');
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.type(screen.getByLabelText(/^Date/), DAY);
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));

    const day = await screen.findByRole('region', { name: 'Day 25.11.2026.' });
    await waitFor(() => expect(within(day).getByText('41')).toBeInTheDocument());
    const figures = within(day)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Reservations=12', 'No-shows=2', 'Large parties=3', 'Covers=41', 'Walk-ins=4']);

    const week = await screen.findByRole('region', { name: 'Week 23.11.2026. – 29.11.2026.' });
    expect(within(week).getByTestId('weekly-total')).toHaveTextContent('28');
    const chartTable = within(week).getByRole('table', {
      name: 'Reservations per day, 23.11.2026. – 29.11.2026.',
    });
    expect(within(chartTable).getAllByRole('rowheader')[0]).toHaveTextContent('Mon 23.11.2026.');

    const list = await screen.findByRole('region', { name: 'Reservations (2)' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['12:30', 'Ana Horvat', '+385911234567', 'ana@example.com', '2', '4, 5', 'Confirmed'],
      ['19:30', 'Walk-inLarge party', '+385911234567', 'ana@example.com', '8', 'No table', 'Confirmed'],
    ]);

    expect(api.calls.sort()).toEqual([
      `/reports/daily?date=${DAY}&restaurantId=2`,
      `/reports/reservations?date=${DAY}&restaurantId=2&scope=day&noShowsOnly=false&largeParties=false`,
      `/reports/weekly?date=${DAY}&restaurantId=2`,
    ]);
  });

  it('preselects a single restaurant and narrows the list by the checkboxes', async () => {
    const api = reportsApi({ restaurants: [{ id: 1, name: 'Konoba Mate' }], reservations: [] });
    server.use(...api.handlers);
    renderApp({ user: staff, mountPath: '/reports' });

    const select = await screen.findByRole('combobox', { name: 'Restaurant' });
    expect(select).toHaveValue('1');
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'No-shows only' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Large parties' }));
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));

    const list = await screen.findByRole('region', { name: 'No-shows among large parties (0)' });
    expect(within(list).getByRole('status')).toHaveTextContent('No reservations match this report');
    expect(api.calls).toContain(
      `/reports/reservations?date=${zagrebDayKey()}&restaurantId=1&scope=day&noShowsOnly=true&largeParties=true`,
    );
  });

  it('shows the API’s refusal when the URL names another restaurant, and retries on request', async () => {
    let dailyAnswers = 0;
    const api = reportsApi({ restaurants: [{ id: 1, name: 'Konoba Mate' }] });
    server.use(
      http.get(`${API}/reports/daily`, () => {
        dailyAnswers += 1;
        return dailyAnswers === 1
          ? HttpResponse.json({ error: 'Forbidden: not your restaurant', code: 'FORBIDDEN' }, { status: 403 })
          : HttpResponse.json(aDailyReport({ total: 5 }));
      }),
      ...api.handlers,
    );
    openReport(staff, `?date=${DAY}&restaurantId=2`);

    const day = await screen.findByRole('region', { name: 'Day 25.11.2026.' });
    expect(await within(day).findByRole('alert')).toHaveTextContent('Forbidden: not your restaurant');
    await userEvent.click(within(day).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(day).getAllByRole('definition')[0]).toHaveTextContent('5'));
  });

  it('falls back to its own sentence when a failure carries none, and when an answer is malformed', async () => {
    const api = reportsApi();
    server.use(
      http.get(`${API}/reports/weekly`, () => HttpResponse.error()),
      http.get(`${API}/reports/reservations`, () => HttpResponse.json({ reservations: [{ id: 'x' }] })),
      ...api.handlers,
    );
    openReport();
    const week = await screen.findByRole('region', { name: 'Reservations in the week' });
    expect(await within(week).findByRole('alert')).toHaveTextContent('Failed to load the weekly report');
    const list = screen.getByRole('region', { name: 'Reservations' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to load the reservations');
  });

  it('never shows the previous report’s figures under the next one’s title when the next one fails', async () => {
    const api = reportsApi({ restaurants: [{ id: 1, name: 'Konoba Mate' }] });
    server.use(
      http.get(`${API}/reports/daily`, ({ request }) =>
        new URL(request.url).searchParams.get('date') === DAY
          ? HttpResponse.json(aDailyReport())
          : HttpResponse.error(),
      ),
      http.get(`${API}/reports/reservations`, ({ request }) =>
        new URL(request.url).searchParams.get('date') === DAY
          ? HttpResponse.json({ reservations: [aReportReservation()] })
          : HttpResponse.error(),
      ),
      ...api.handlers,
    );
    openReport(staff);
    expect(await screen.findByRole('region', { name: 'Reservations (1)' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));

    const day = await screen.findByRole('region', { name: 'Day 26.11.2026.' });
    expect(await within(day).findByRole('alert')).toHaveTextContent('Failed to load the daily report');
    expect(within(day).queryByRole('definition')).toBeNull();
    const list = screen.getByRole('region', { name: 'Reservations' });
    expect(await within(list).findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reservations (1)' })).toBeNull();
  });

  it('says so when the restaurants cannot be loaded', async () => {
    server.use(http.get(`${API}/admin/restaurants/assigned`, () => HttpResponse.error()));
    renderApp({ user: manager, mountPath: '/reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurants');
  });

  it('speaks Croatian to a Croatian reader', async () => {
    server.use(
      ...reportsApi({ reservations: [aReportReservation({ name: 'Walk-in', isWalkIn: true })] }).handlers,
    );
    openReport({ ...manager, language: 'hr' });
    expect(await screen.findByRole('heading', { name: 'Izvještaji' })).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: 'Dan 25.11.2026.' });
    await waitFor(() =>
      expect(
        within(day)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toContain('Kuverti'),
    );
    expect(await screen.findByRole('button', { name: 'Izvezi CSV' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Samo nedolasci' })).toBeInTheDocument();
    expect(await screen.findByText('Gost bez rezervacije')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atPhoneWidth();
    it('lists the reservations as cards instead of a table', async () => {
      server.use(
        ...reportsApi({ reservations: [aReportReservation({ guests: 9, tableNumbers: [3] })] }).handlers,
      );
      openReport();
      const list = await screen.findByRole('region', { name: 'Reservations (1)' });
      expect(within(list).queryByRole('table')).toBeNull();
      const card = within(list).getByRole('listitem');
      expect(card).toHaveTextContent('19:30 · Ana Horvat');
      expect(card).toHaveTextContent('Guests: 9');
      expect(card).toHaveTextContent('Table 3');
      expect(card).toHaveTextContent('Large party');
    });
  });
});

describe('ReportsPage export', () => {
  const createObjectURL = jest.fn<(blob: Blob) => string>(() => 'blob:report');
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

  it('downloads the report’s CSV in the UI language, under the API’s file name, byte for byte', async () => {
    const csv = '\uFEFF# Restoran: Konoba Mate.\r\nVrijeme;Ime\r\n19:30;Ana Horvat\r\n';
    let exportRequest: { search: string; language: string | null } | null = null;
    server.use(
      ...reportsApi().handlers,
      http.get(`${API}/reports/export`, ({ request }) => {
        exportRequest = {
          search: new URL(request.url).search,
          language: request.headers.get('Accept-Language'),
        };
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    openReport({ ...manager, language: 'hr' }, `?date=${DAY}&restaurantId=1&noShowsOnly=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Izvezi CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportRequest).toEqual({
      search: `?date=${DAY}&restaurantId=1&scope=day&noShowsOnly=true&largeParties=false`,
      language: 'hr',
    });
    expect(clicked[0]?.download).toBe(`stol-report-1-${DAY}.csv`);
    const blob = createObjectURL.mock.calls.at(0)?.[0];
    if (!blob) throw new Error('no file was made');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('tells the user when the export fails (offline)', async () => {
    server.use(
      http.get(`${API}/reports/export`, () => HttpResponse.error()),
      ...reportsApi().handlers,
    );
    openReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
