import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';
import type { TAvailabilityResponse, TAvailabilitySlot } from '@stol/contracts';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { grantBotChallenges } from '../test/booking-fixtures';
import { API, setupGuestApi } from '../test/msw';
import { addDays, zagrebToday } from '../booking/zagreb-time';
import { RestaurantPage } from './RestaurantPage';

const server = setupGuestApi();
grantBotChallenges(server);

const today = zagrebToday();
// Table 1 seats 2, table 2 seats 4 (taken at 19:00), table 3 seats 6 (in maintenance).
const tables = [
  aTable({ id: 11, number: 1, seats: 2, x: 100, y: 100 }),
  aTable({ id: 12, number: 2, seats: 4, x: 300, y: 100 }),
  aTable({ id: 13, number: 3, seats: 6, x: 500, y: 100, status: 'maintenance' }),
];

/** The day as GET /public/availability answers it for the whole restaurant (no table, no party asked). */
function wholeDay(date: string): TAvailabilityResponse {
  const slot = (time: string, hour: number, unavailable: TAvailabilitySlot['unavailable']) => ({
    time,
    start: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    end: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
    available: true,
    reason: null,
    tableId: 11,
    unavailable,
  });
  return {
    restaurantId: 1,
    date,
    closed: false,
    openHour: 18,
    closeHour: 22,
    intervalMin: 60,
    durationMin: 60,
    bufferMin: 0,
    fullyBooked: false,
    slots: [
      slot('18:00', 17, { maintenance: [13] }),
      slot('19:00', 18, { maintenance: [13], taken: [12] }),
      slot('20:00', 19, { maintenance: [13] }),
    ],
  };
}

// The live channel (use-live-refetch.ts) connects and hears nothing here.
const live = ws.link(/^ws:\/\/api\.test\/socket\.io\//);

/** A desktop's screen (the setup's matchMedia matches nothing, a phone): the plan is drawn beside the form. */
const desktopScreen = ((query: string) => ({
  matches: query === '(min-width: 600px)',
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

let asked: string[] = [];
beforeEach(() => {
  window.matchMedia = desktopScreen;
  asked = [];
  localStorage.clear();
  server.use(
    live.addEventListener('connection', () => {}),
    http.get(`${API}/restaurants/1`, () => HttpResponse.json(aRestaurant({ id: 1, name: 'Konoba Mate' }))),
    http.get(`${API}/public/tables`, () => HttpResponse.json(tables)),
    http.get(`${API}/public/availability`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json(wholeDay(url.searchParams.get('date')!));
    }),
  );
});

const BAR = { name: 'Your party, date and time' };
const bar = () => screen.getByRole('region', BAR);
/** The page once its restaurant is loaded and the bar shows the next bookable time. */
async function renderPage() {
  render(<RestaurantPage restaurantId={1} />);
  await screen.findByRole('region', BAR);
  await waitFor(() => expect(within(bar()).getByLabelText('Time')).toHaveValue('18:00'));
}
const planTable = (number: number) =>
  within(screen.getByRole('group', { name: 'Floor plan of Konoba Mate' })).getByRole('button', {
    name: new RegExp(`^Table ${number}, `),
  });

it('starts at 2 guests, today and the next bookable time; the bar and the form are one choice', async () => {
  await renderPage();
  const guests = within(bar()).getByLabelText('Guests');
  expect(guests).toHaveValue('2');
  expect(within(bar()).getByLabelText('Date')).toHaveValue(today);
  // The plan at that choice: free, held, and the legend says when.
  expect(planTable(1)).toHaveAccessibleName('Table 1, seats: 2, free');
  expect(planTable(3)).toHaveAccessibleName('Table 3, seats: 6, held');
  expect(screen.getByText('At 18:00:')).toBeInTheDocument();

  // 19:00 in the bar: table 2 is taken then.
  await userEvent.selectOptions(within(bar()).getByLabelText('Time'), '19:00');
  expect(planTable(2)).toHaveAccessibleName('Table 2, seats: 4, taken');
  expect(planTable(2)).toHaveAttribute('data-state', 'taken');
  // Three guests: table 1 is too small for them.
  await userEvent.selectOptions(guests, '3');
  expect(planTable(1)).toHaveAccessibleName('Table 1, seats: 2, too small');
  expect(planTable(1)).toHaveAttribute('data-state', 'too_small');
  // None of that asked the API again: the day's one answer holds every time, party and table.
  expect(asked).toHaveLength(1);
  expect(asked[0]).not.toMatch(/tableId|guests/);

  // 'Any table is fine' goes straight to the details, at the bar's choice.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Any table is fine' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  const form = screen.getByRole('region', { name: 'Your reservation' });
  expect(within(form).getByLabelText('Date')).toHaveValue(today);
  expect(within(form).getByRole('button', { name: /^19:00/ })).toBeInTheDocument();
  expect(within(form).getByRole('spinbutton', { name: 'Guests' })).toHaveValue(3);
  // The form's steps change the bar: another time on the grid, another party in the details.
  // 19:00 has no table for 3 (2 taken, 1 too small, 3 held): the form says so and offers the nearest times.
  expect(within(form).getByText('Every table for 3 guests is booked at 19:00.')).toBeInTheDocument();
  await userEvent.click(
    within(within(form).getByRole('group', { name: 'Time' })).getByRole('button', { name: '20:00' }),
  );
  expect(within(bar()).getByLabelText('Time')).toHaveValue('20:00');
  const formGuests = within(form).getByRole('spinbutton', { name: 'Guests' });
  await userEvent.clear(formGuests);
  await userEvent.type(formGuests, '4');
  expect(guests).toHaveValue('4');
  expect(asked).toHaveLength(1);
});

it('opens on the next day with a bookable time when today has none left, until the guest picks a day', async () => {
  const tomorrow = addDays(today, 1);
  server.use(
    http.get(`${API}/public/availability`, ({ request }) => {
      const url = new URL(request.url);
      const date = url.searchParams.get('date')!;
      asked.push(date);
      const answer = wholeDay(date);
      // Today is over (every time past, for every table, as the API says it); tomorrow has its times.
      if (date === today)
        answer.slots = answer.slots.map((slot) => ({
          ...slot,
          available: false,
          reason: 'past' as const,
          tableId: null,
          unavailable: { past: tables.map((table) => table.id) },
        }));
      return HttpResponse.json(answer);
    }),
  );
  render(<RestaurantPage restaurantId={1} />);
  await waitFor(() => expect(within(bar()).getByLabelText('Date')).toHaveValue(tomorrow));
  await waitFor(() => expect(within(bar()).getByLabelText('Time')).toHaveValue('18:00'));
  expect(asked).toEqual([today, tomorrow]);

  // A day the guest picks stays picked, even with no time left.
  fireEvent.change(within(bar()).getByLabelText('Date'), { target: { value: today } });
  await waitFor(() => expect(within(bar()).getByLabelText('Time')).toHaveDisplayValue('No time left'));
  expect(within(bar()).getByLabelText('Date')).toHaveValue(today);
});

it("stays on today when the day's answer comes before the tables (no table yet is not 'too small' all day)", async () => {
  let sendTables: () => void = () => {};
  const tablesSent = new Promise<void>((resolve) => (sendTables = resolve));
  server.use(
    http.get(`${API}/public/tables`, async () => {
      await tablesSent;
      return HttpResponse.json(tables);
    }),
  );
  render(<RestaurantPage restaurantId={1} />);
  // Today's answer is in while the tables are still on their way.
  await waitFor(() => expect(asked).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  sendTables();
  await waitFor(() => expect(within(bar()).getByLabelText('Time')).toHaveValue('18:00'));
  expect(within(bar()).getByLabelText('Date')).toHaveValue(today);
  expect(asked).toHaveLength(1);
});

it('on a phone the plan is drawn only in the dialog, not hidden on the page (a lighter first load)', async () => {
  const queries: string[] = [];
  const phone = (query: string) => {
    queries.push(query);
    return { matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  };
  const desktop = window.matchMedia;
  window.matchMedia = phone as unknown as typeof window.matchMedia;
  try {
    await renderPage();
    expect(queries).toContain('(min-width: 600px)');
    expect(document.querySelector('.plan-inline')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Floor plan of Konoba Mate' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Table' });
    expect(within(dialog).getByRole('group', { name: 'Floor plan of Konoba Mate' })).toBeInTheDocument();
  } finally {
    window.matchMedia = desktop;
  }
});

it('asks the day for the party when turn times or pacing make each party’s times its own (issue 24)', async () => {
  server.use(
    http.get(`${API}/restaurants/1`, () =>
      HttpResponse.json(
        aRestaurant({ id: 1, name: 'Konoba Mate', turnTimes: [{ maxGuests: 2, minutes: 75 }], pacing: null }),
      ),
    ),
  );
  await renderPage();
  // The day is asked while the restaurant loads (the first load waits for neither), then for the party once the
  // restaurant says its rules depend on it.
  await waitFor(() => expect(asked.at(-1)).toMatch(/guests=2/));
  const before = asked.length;
  await userEvent.selectOptions(within(bar()).getByLabelText('Guests'), '4');
  await waitFor(() => expect(asked).toHaveLength(before + 1));
  expect(asked.at(-1)).toMatch(/guests=4/);
});

it('says a weekday the restaurant closes is closed and goes to the next open day; the window caps the date (issue 24)', async () => {
  // Every weekday closed but the one a week from today's: a day the guest picks is then a closed weekday.
  const openDay = addDays(today, 7);
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  const openWeekday = weekdays[(new Date(`${openDay}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const weeklyHours = Object.fromEntries(
    weekdays.map((d) => [d, d === openWeekday ? [{ open: '18:00', close: '22:00' }] : []]),
  );
  server.use(
    http.get(`${API}/restaurants/1`, () =>
      HttpResponse.json(
        aRestaurant({ id: 1, name: 'Konoba Mate', weeklyHours, bookingWindow: { maxDaysAhead: 20 } }),
      ),
    ),
  );
  render(<RestaurantPage restaurantId={1} />);
  const date = await waitFor(() => within(bar()).getByLabelText('Date'));
  expect(date).toHaveAttribute('max', addDays(today, 20));
  fireEvent.change(date, { target: { value: addDays(today, 8) } });
  const note = await within(bar()).findByRole('status');
  expect(note).toHaveTextContent(/^Closed on \w+days\./);
  await userEvent.click(within(note).getByRole('button', { name: /^Next open: / }));
  expect(within(bar()).getByLabelText('Date')).toHaveValue(addDays(today, 14));
  expect(within(bar()).queryByRole('status')).toBeNull();
});

it('choosing a table on the plan goes straight to the details at the time the plan showed', async () => {
  await renderPage();
  await userEvent.selectOptions(within(bar()).getByLabelText('Time'), '20:00');
  await userEvent.click(planTable(2));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  const form = screen.getByRole('region', { name: 'Your reservation' });
  expect(within(form).getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'true');
  expect(planTable(2)).toHaveAttribute('data-state', 'selected');
});

it('a party larger than any table lands on the large-party request, with its notice, the toggles never both ticked', async () => {
  await renderPage();
  const guests = within(bar()).getByLabelText('Guests');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Any table is fine' }));
  await userEvent.selectOptions(guests, '14');
  expect(screen.getByRole('checkbox', { name: 'Large party (7+ guests)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Any table is fine' })).not.toBeChecked();
  // No grid of 'too small': the request's form, on the first day its notice allows.
  const form = screen.getByRole('region', { name: 'Your reservation' });
  expect(within(form).getByLabelText('Date')).toHaveValue(addDays(today, 5));
  expect(within(form).getByText('Large party requests need at least 5 days’ notice.')).toBeInTheDocument();
  expect(await within(form).findByRole('button', { name: 'Send request' })).toBeInTheDocument();
  expect(within(form).queryByText('too small')).not.toBeInTheDocument();
  // Ticking 'Any table' leaves the large party: still never both.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Any table is fine' }));
  expect(screen.getByRole('checkbox', { name: 'Large party (7+ guests)' })).not.toBeChecked();
  expect(guests).toHaveValue('6');
});

it('offline at Reserve: says nothing was booked, keeps the details, books once when back online', async () => {
  const keys: string[] = [];
  let online = false;
  server.use(
    http.post(`${API}/reserve`, ({ request }) => {
      // Every attempt's key, the one that never got through included.
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      if (!online) return HttpResponse.error();
      return HttpResponse.json(
        { reservation: { tableId: 11, date: `${today}T17:00:00.000Z`, guests: 2, token: 't'.repeat(20) } },
        { status: 201 },
      );
    }),
  );
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  try {
    await renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Any table is fine' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
    await screen.findByText('Security check complete.');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, so nothing was booked. Your details are kept',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(keys).toHaveLength(1);
    const before = asked.length;

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Reservation created successfully')).toBeInTheDocument();
    // Sent again by itself, once, under the same Idempotency-Key: the API books it once whatever happened.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The day's times were asked again on reconnecting.
    expect(asked.length).toBeGreaterThan(before);
  } finally {
    Reflect.deleteProperty(window.navigator, 'onLine');
  }
});

it('reloaded offline, shows the restaurant from the last visit with an offline notice', async () => {
  const first = render(<RestaurantPage restaurantId={1} />);
  await screen.findByRole('heading', { name: 'Konoba Mate' });
  first.unmount();
  server.use(
    http.get(`${API}/restaurants/1`, () => HttpResponse.error()),
    http.get(`${API}/public/tables`, () => HttpResponse.error()),
    http.get(`${API}/public/availability`, () => HttpResponse.error()),
  );
  render(<RestaurantPage restaurantId={1} />);
  expect(await screen.findByRole('heading', { name: 'Konoba Mate' })).toBeInTheDocument();
  expect(screen.getByText(/You are offline\. This is the page from your last visit/)).toBeInTheDocument();
  expect(planTable(1)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Restaurant Not Found' })).not.toBeInTheDocument();
});
