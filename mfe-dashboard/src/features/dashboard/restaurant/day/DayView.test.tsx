import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zagrebDayKey } from '@stol/platform/time';
import { http, HttpResponse } from 'msw';
import type { TReservationListItem } from '@stol/contracts';
import { aGuestSummary, aReservation, aTable, minutesFromNow } from '../../../../test/day-fixtures';
import { dayHandlers } from '../../../../test/day-handlers';
import { setupApiServer } from '../../../../test/msw';
import { API, aUser, renderApp } from '../../../../test/remote';
import { addDays } from './day-param';

const server = setupApiServer();
const admin = aUser({ role: 'restaurantadmin', language: 'en' });
const staff = aUser({ role: 'staff', language: 'en' });

const at = (id: number, name: string, start: number, extra: Partial<TReservationListItem> = {}) =>
  aReservation({
    id,
    name,
    tableId: 10 + id - 100,
    table: { id: 10 + id - 100, number: id - 100, status: 'available' },
    date: minutesFromNow(start),
    endDate: minutesFromNow(start + 90),
    partySize: 2,
    guests: 2,
    ...extra,
  });
// One booking in each phase: late (started 12 min ago), arriving (in 10 min), seated, later, finished, cancelled.
const day = () => [
  at(101, 'Lena Late', -12, { partySize: 3, guests: 3 }),
  at(102, 'Arno Arriving', 10),
  at(103, 'Sara Seated', -40, { checkedInAt: minutesFromNow(-45), partySize: 4, guests: 4 }),
  at(104, 'Leo Later', 180, {
    notes: 'Nut allergy, birthday cake at dessert, window table if possible please',
    guestHistory: { visits: 3, noShows: 1, cancellations: 0, lastVisit: '2026-05-01T18:00:00.000Z' },
  }),
  at(105, 'Fran Finished', -200, { status: 'cleared', checkedInAt: minutesFromNow(-200) }),
  at(106, 'Cara Cancelled', 60, { status: 'cancelled', partySize: 6, guests: 6 }),
];
const tables = [1, 2, 3, 4, 5, 6].map((n) => aTable({ id: 10 + n, number: n, seats: 4, x: n * 60, y: 100 }));

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest(
    'tr',
  ) as HTMLTableRowElement;

describe('the day view (issue 22)', () => {
  it('groups the day by phase — late before arriving at the door, then seated, later, done — in words', async () => {
    server.use(...dayHandlers({ reservations: day(), tables }));
    renderApp({ user: admin });
    await rowOf('Lena Late');
    const groups = [...document.querySelectorAll('tbody[data-group]')].map((g) =>
      g.getAttribute('data-group'),
    );
    expect(groups).toEqual(['door', 'seated', 'later', 'done']);
    const door = document.querySelector('tbody[data-group="door"]') as HTMLElement;
    expect(within(door).getByRole('columnheader', { name: 'At the door (2)' })).toBeInTheDocument();
    const names = within(door)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Lena Late', 'Arno Arriving']);
    expect(await rowOf('Lena Late')).toHaveTextContent('Late · 12 min');
    expect(await rowOf('Arno Arriving')).toHaveTextContent('Arriving');
    expect(await rowOf('Sara Seated')).toHaveTextContent('Seated');
    expect(await rowOf('Leo Later')).toHaveTextContent('Later');
    expect(await rowOf('Fran Finished')).toHaveTextContent('Finished');
    expect(await rowOf('Cara Cancelled')).toHaveTextContent('Cancelled');
  });

  it('shows the covers booked, seated and still expected', async () => {
    server.use(...dayHandlers({ reservations: day(), tables }));
    renderApp({ user: admin });
    await rowOf('Lena Late');
    const covers = screen.getByTestId('covers');
    // Booked: all but the cancelled (3+2+4+2+2); seated: Sara and Fran (4+2); expected: Lena, Arno, Leo (3+2+2).
    expect(within(covers).getByText('Booked').nextSibling).toHaveTextContent('13');
    expect(within(covers).getByText('Seated').nextSibling).toHaveTextContent('6');
    expect(within(covers).getByText('Still expected').nextSibling).toHaveTextContent('7');
    expect(screen.getByRole('timer', { name: 'Croatia time' })).toBeInTheDocument();
  });

  it("writes the guest line: the visit's ordinal, no-shows and the notes shortened (en and hr)", async () => {
    server.use(...dayHandlers({ reservations: day(), tables }));
    const { unmount } = renderApp({ user: admin });
    expect(within(await rowOf('Leo Later')).getByTestId('guest-line')).toHaveTextContent(
      /^4th visit · 1 no-show · Nut allergy, birthday cake at dessert,…$/,
    );
    // No history sent: no line.
    expect(within(await rowOf('Arno Arriving')).queryByTestId('guest-line')).not.toBeInTheDocument();
    unmount();
    renderApp({ user: aUser({ role: 'restaurantadmin', language: 'hr' }) });
    expect(within(await rowOf('Leo Later')).getByTestId('guest-line')).toHaveTextContent(
      /^4\. dolazak · 1 nedolazak · Nut allergy/,
    );
  });

  it('opens another day from the buttons and ?date=, read-only; a bad date opens today', async () => {
    const asked: string[] = [];
    server.use(...dayHandlers({ tables }));
    // Later handlers take precedence over dayHandlers' defaults.
    server.use(
      http.get(`${API}/reservations/day`, ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        asked.push(date);
        return HttpResponse.json({
          reservations: date === zagrebDayKey() ? [] : [at(104, 'Leo Later', 24 * 60)],
        });
      }),
    );
    const user = userEvent.setup();
    const today = zagrebDayKey();
    const tomorrow = addDays(today, 1);
    renderApp({ user: admin, path: '/admin?date=2026-02-30' });
    expect(await screen.findByText('No reservations on this day')).toBeInTheDocument();
    expect(asked).toEqual([today]);
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const row = await rowOf('Leo Later');
    expect(asked).toContain(tomorrow);
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Date')).toHaveValue(tomorrow);
    expect(screen.getByRole('heading', { level: 2, name: /^Reservations on / })).toBeInTheDocument();
    expect(screen.getByTestId('other-day')).toHaveTextContent('A later day');
    // Read-only: Info only.
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Info']);
    // The waitlist and walk-in are today's.
    expect(screen.queryByRole('heading', { name: 'Walk-in' })).not.toBeInTheDocument();
  });

  it('shows the day being loaded, not the previous day’s rows under the new date (issue 22 §7)', async () => {
    let release = () => {};
    const tomorrowAnswered = new Promise<void>((resolve) => (release = resolve));
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/reservations/day`, async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        if (date === zagrebDayKey()) return HttpResponse.json({ reservations: day() });
        await tomorrowAnswered;
        return HttpResponse.json({ reservations: [at(104, 'Leo Later', 24 * 60)] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, path: '/admin' });
    await rowOf('Sara Seated');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(await screen.findByText('Loading reservations…')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Sara Seated/ })).not.toBeInTheDocument();
    release();
    await rowOf('Leo Later');
    expect(screen.queryByRole('rowheader', { name: /^Sara Seated/ })).not.toBeInTheDocument();
  });

  it('moves to a tapped day once it has arrived; a slow one is marked busy, and the last tap wins (issue 22 §7)', async () => {
    let releaseYesterday = () => {};
    const yesterdayAnswered = new Promise<void>((resolve) => (releaseYesterday = resolve));
    const today = zagrebDayKey();
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/reservations/day`, async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        if (date === today) return HttpResponse.json({ reservations: day() });
        if (date === addDays(today, -1)) {
          await yesterdayAnswered;
          return HttpResponse.json({ reservations: [at(107, 'Yuri Yesterday', -24 * 60)] });
        }
        return HttpResponse.json({ reservations: [at(104, 'Leo Later', 24 * 60)] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, path: '/admin' });
    await rowOf('Sara Seated');
    const yesterday = screen.getByRole('button', { name: 'Yesterday' });
    await user.click(yesterday);
    // While its answer travels, today stays on screen (no empty list in between) and the tapped day says it is busy.
    expect(screen.getByRole('rowheader', { name: /^Sara Seated/ })).toBeInTheDocument();
    await waitFor(() => expect(yesterday).toHaveAttribute('aria-busy', 'true'));
    expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    // A quicker day tapped meanwhile is the one shown, and stays shown when the slow one arrives.
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await rowOf('Leo Later');
    releaseYesterday();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('rowheader', { name: /^Yuri Yesterday/ })).not.toBeInTheDocument();
    expect(yesterday).toHaveAttribute('aria-busy', 'false');
  });

  it('fetches the days one tap away ahead, so a tapped one is drawn without waiting for the network (issue 22 §7)', async () => {
    const asked: string[] = [];
    const today = zagrebDayKey();
    const tomorrow = addDays(today, 1);
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/reservations/day`, async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        asked.push(date);
        if (date === today) return HttpResponse.json({ reservations: day() });
        // Asked once ahead; a second ask would never be answered, and the tap would show the day loading.
        if (asked.filter((d) => d === date).length > 1) await new Promise(() => {});
        return HttpResponse.json({
          reservations:
            date === tomorrow ? [at(104, 'Leo Later', 24 * 60)] : [at(107, 'Yuri Yesterday', -24 * 60)],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, path: '/admin' });
    await rowOf('Sara Seated');
    // A second after the shown day's answer, never before it: the shown day is drawn first.
    expect(asked).toEqual([today]);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining([addDays(today, -1), tomorrow])), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await rowOf('Leo Later');
    expect(screen.queryByText('Loading reservations…')).not.toBeInTheDocument();
    expect(asked.filter((d) => d === tomorrow)).toHaveLength(1);
  });

  it('joins the live room once the first answer is in, so its catch-up read does not land on the first drawing (issue 22 §7)', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const today = zagrebDayKey();
    server.use(...dayHandlers({ tables }));
    server.use(
      http.get(`${API}/reservations/day`, async ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        if (date !== today) return HttpResponse.json({ reservations: [] });
        asked.push(date);
        await answered;
        return HttpResponse.json({ reservations: day() });
      }),
    );
    const { liveEvents } = renderApp({ user: admin, path: '/admin' });
    await waitFor(() => expect(asked).toEqual([today]));
    // The room's join (its catch-up) while the first answer travels: nothing asked again, the day view not yet in it.
    act(() => liveEvents.rejoin(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([today]);
    release();
    await rowOf('Sara Seated');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([today]);
    // From then on a join catches up on what changed before it, and events reload the day.
    act(() => liveEvents.rejoin(1));
    await waitFor(() => expect(asked).toEqual([today, today]));
    act(() => liveEvents.emit(1, 'reservation.created', { reservationId: 999 }));
    await waitFor(() => expect(asked).toEqual([today, today, today]));
  });

  it('opens the day in the address', async () => {
    const asked: string[] = [];
    server.use(...dayHandlers({ tables }));
    // Later handlers take precedence over dayHandlers' defaults.
    server.use(
      http.get(`${API}/reservations/day`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date')!);
        return HttpResponse.json({ reservations: [] });
      }),
    );
    renderApp({ user: staff, path: '/admin?date=2026-01-05' });
    expect(await screen.findByTestId('other-day')).toHaveTextContent('A past day');
    // The chosen day; the bell keeps listening to today.
    expect(asked).toContain('2026-01-05');
    expect(
      screen.getByRole('heading', { level: 2, name: /^Reservations on Monday,? 5 January 2026$/ }),
    ).toBeInTheDocument();
  });

  it('says on the plan which tables wait for a late party', async () => {
    server.use(...dayHandlers({ reservations: day(), tables }));
    renderApp({ user: admin });
    expect(
      await screen.findByRole('button', { name: 'Table 1, 4 seats, waiting for a late party' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table 3, 4 seats, occupied' })).toBeInTheDocument();
    expect(screen.getByTestId('late-tables')).toHaveTextContent('Table 1: Lena Late, 12 min late');
    expect(screen.getByRole('list', { name: 'Colours' })).toHaveTextContent('waiting for a late party');
  });
});

describe('the reservation info (issue 22 §2)', () => {
  it('shows the guest summary and saves edited details with PATCH', async () => {
    const patches: unknown[] = [];
    let list = day();
    server.use(...dayHandlers({ reservations: () => list, tables }));
    server.use(
      http.get(`${API}/reservations/104/guest`, () =>
        HttpResponse.json(
          aGuestSummary(list[3], {
            lastVisit: '2026-05-01T18:00:00.000Z',
            earlierNotes: [
              { reservationId: 90, date: '2026-05-01T18:00:00.000Z', notes: 'Prefers the terrace' },
            ],
          }),
        ),
      ),
      http.patch(`${API}/reservations/104`, async ({ request }) => {
        const body = (await request.json()) as { guests?: number; notes?: string };
        patches.push(body);
        if (body.guests === 9)
          return HttpResponse.json(
            { error: 'Table 4 seats 4 guests; 9 do not fit', code: 'GUESTS_EXCEED_SEATS' },
            { status: 409 },
          );
        list = list.map((r) =>
          r.id === 104 ? { ...r, partySize: body.guests ?? r.partySize, notes: body.notes ?? null } : r,
        );
        return HttpResponse.json(list[3]);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, mantineEnv: 'test' });
    await user.click(within(await rowOf('Leo Later')).getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 4' });
    const summary = await within(dialog).findByTestId('guest-summary');
    expect(summary).toHaveTextContent('Visits3');
    expect(summary).toHaveTextContent('No-shows1');
    expect(summary).toHaveTextContent('Last visit01.05.2026.');
    expect(dialog).toHaveTextContent('Prefers the terrace');
    // Staff edit details but do not cancel.
    expect(within(dialog).queryByRole('button', { name: 'Cancel reservation' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit details' }));
    // The form is loaded on Edit (a chunk of its own).
    const guests = await within(dialog).findByRole('spinbutton', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Table 4 seats 4 guests; 9 do not fit',
    );
    await user.clear(guests);
    await user.type(guests, '3');
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Gluten free');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details of Leo Later saved')).toBeInTheDocument();
    expect(patches).toEqual([{ guests: 9 }, { guests: 3, notes: 'Gluten free' }]);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Edit details' })).toBeInTheDocument(),
    );
  });

  it('lets an admin cancel a booking after confirming; Keep it sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(...dayHandlers({ reservations: day(), tables }));
    server.use(
      http.patch(`${API}/reservations/102`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...day()[1], status: 'cancelled' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, mantineEnv: 'test' });
    await user.click(within(await rowOf('Arno Arriving')).getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    expect(confirm).toHaveTextContent(/Arno Arriving's reservation at .* \(2 guests\) is cancelled/);
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Reservation of Arno Arriving cancelled')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'cancelled' }]);
  });
});

describe('the restaurant switcher (issue 22 §4)', () => {
  it("moves a manager's day view to another restaurant, keeping the day", async () => {
    const asked: string[] = [];
    server.use(...dayHandlers({ tables }));
    // Later handlers take precedence over dayHandlers' defaults.
    server.use(
      http.get(`${API}/admin/restaurants/assigned`, () =>
        HttpResponse.json([
          { id: 1, name: 'Konoba Mate' },
          { id: 2, name: 'Bistro Lav' },
        ]),
      ),
      http.get(`${API}/reservations/day`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('restaurantId')}@${params.get('date')}`);
        return HttpResponse.json({ reservations: [] });
      }),
    );
    const user = userEvent.setup();
    renderApp({
      user: aUser({ role: 'restaurantmanager', restaurantId: null, restaurantIds: [1, 2], language: 'en' }),
      path: '/admin/restaurant/1?date=2026-12-24',
    });
    const picker = await screen.findByRole('combobox', { name: 'Restaurant' });
    await within(picker).findByRole('option', { name: 'Bistro Lav' });
    expect(picker).toHaveValue('1');
    await user.selectOptions(picker, '2');
    await waitFor(() => expect(asked).toContain('2@2026-12-24'));
    expect(asked).toContain('1@2026-12-24');
  });

  it('is not shown to a restaurant admin', async () => {
    server.use(...dayHandlers({ tables }));
    renderApp({ user: admin });
    expect(await screen.findByText('No reservations on this day')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Restaurant' })).not.toBeInTheDocument();
  });
});
