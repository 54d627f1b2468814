import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TAvailabilityResponse, TAvailabilitySlot, TReservationListItem } from '@stol/contracts';
import { API, aRestaurant, aTable, aUser, renderRemote, translationKeys } from '@stol/platform/testing';
import { UiProvider } from '../provider/UiProvider';
import { MantineTestMode } from '../testing';
import { newReservationButtonTexts } from './button-texts';
import { NewReservationButton } from './NewReservationButton';
import { newReservationTexts } from './translations';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Table 1 seats 2, table 2 seats 4, table 3 seats 6.
const tables = [
  aTable({ id: 11, number: 1, seats: 2 }),
  aTable({ id: 12, number: 2, seats: 4, x: 300 }),
  aTable({ id: 13, number: 3, seats: 6, x: 500 }),
];
const DAY = '2026-12-01';
/** The tables taken at each time; 17:30 has passed. */
const TAKEN: Record<string, number[]> = { '17:30': [], '18:00': [], '18:30': [11, 12, 13], '19:00': [11] };

/** GET /public/availability as the API answers it: too small before taken, the smallest free table that fits. */
function availability(guests: number | null): TAvailabilityResponse {
  const slots = Object.entries(TAKEN).map(([time, taken]): TAvailabilitySlot => {
    const start = `${DAY}T${time}:00.000Z`;
    const end = `${DAY}T${String(Number(time.slice(0, 2)) + 2)}${time.slice(2)}:00.000Z`;
    if (time === '17:30')
      return { time, start, end, available: false, reason: 'past', tableId: null, unavailable: {} };
    const small = tables.filter((t) => guests !== null && t.seats < guests).map((t) => t.id);
    const busy = taken.filter((id) => !small.includes(id));
    const best = tables.find((t) => !small.includes(t.id) && !busy.includes(t.id));
    const unavailable = {
      ...(small.length ? { too_small: small } : {}),
      ...(busy.length ? { taken: busy } : {}),
    };
    return best
      ? { time, start, end, available: true, reason: null, tableId: best.id, unavailable }
      : {
          time,
          start,
          end,
          available: false,
          reason: small.length === 3 ? 'too_small' : 'taken',
          tableId: null,
          unavailable,
        };
  });
  return {
    restaurantId: 1,
    date: DAY,
    closed: false,
    openHour: 17,
    closeHour: 23,
    intervalMin: 30,
    durationMin: 120,
    bufferMin: 0,
    fullyBooked: false,
    slots,
  };
}

const booked = (body: Record<string, unknown>): TReservationListItem => {
  const tableId = body.tableId as number;
  return {
    id: 501,
    restaurantId: 1,
    tableId,
    tableIds: [tableId],
    name: body.name as string,
    phone: '+385912345679',
    email: null,
    notes: null,
    date: body.date as string,
    endDate: body.date as string,
    guests: body.guests as number,
    partySize: body.guests as number,
    status: 'confirmed',
    checkedInAt: null,
    noShowAt: null,
    isLargeParty: false,
    createdAt: '2026-11-27T10:00:00.000Z',
    table: { id: tableId, number: tableId - 10, status: 'available' },
    tables: [],
    restaurant: { id: 1, name: 'Konoba Mate' },
  };
};

interface TSent {
  body: Record<string, unknown>;
  key: string | null;
}

/** The restaurant's day; POST /reservations answers `answer` (default: booked) and records what was sent. */
function handlers(answer?: (sent: TSent) => Response) {
  const sent: TSent[] = [];
  const asked: (number | null)[] = [];
  server.use(
    http.get(`${API}/public/availability`, ({ request }) => {
      const guests = new URL(request.url).searchParams.get('guests');
      asked.push(guests === null ? null : Number(guests));
      return HttpResponse.json(availability(guests === null ? null : Number(guests)));
    }),
    http.get(`${API}/tables`, () => HttpResponse.json(tables)),
    http.get(`${API}/restaurants/1`, () => HttpResponse.json(aRestaurant())),
    http.post(`${API}/reservations`, async ({ request }) => {
      const one = {
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('idempotency-key'),
      };
      sent.push(one);
      return answer ? answer(one) : HttpResponse.json({ reservation: booked(one.body) }, { status: 201 });
    }),
  );
  return { sent, asked };
}

function Host() {
  return <NewReservationButton restaurantId={1} />;
}

function renderHost() {
  return renderRemote({
    App: Host,
    mountPath: '/admin',
    user: aUser({ language: 'en' }),
    providers: [UiProvider, MantineTestMode],
  });
}

/** Opens the dialog by keyboard: Enter on the focused button. */
async function openByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  act(() => screen.getByRole('button', { name: 'New reservation' }).focus());
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'New reservation' });
}

const timeRadio = (dialog: HTMLElement, name: RegExp) => within(dialog).findByRole('radio', { name });

describe('New reservation dialog', () => {
  it('has the same texts in en and hr', () => {
    expect(translationKeys(newReservationTexts.hr)).toEqual(translationKeys(newReservationTexts.en));
    expect(translationKeys(newReservationButtonTexts.hr)).toEqual(
      translationKeys(newReservationButtonTexts.en),
    );
  });

  it('takes a phone booking by keyboard only: party size first, arrow keys in the times, Enter books', async () => {
    const { sent } = handlers();
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    const size = await within(dialog).findByRole('textbox', { name: /Party size/ });
    await waitFor(() => expect(size).toHaveFocus());
    await user.keyboard('4'); // the 2 is selected: typing replaces it
    expect(size).toHaveValue('4');

    // Unavailable times are disabled and say why.
    expect(await timeRadio(dialog, /^17:30 past$/)).toBeDisabled();
    expect(await timeRadio(dialog, /^18:30 taken$/)).toBeDisabled();
    await user.tab(); // date
    expect(within(dialog).getByLabelText(/Date/)).toHaveFocus();
    await user.tab(); // the times: one Tab stop
    expect(await timeRadio(dialog, /^18:00$/)).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // skips the disabled 18:30
    expect(await timeRadio(dialog, /^19:00$/)).toBeChecked();
    // The smallest free table that seats 4 at 19:00.
    expect(within(dialog).getByTestId('new-reservation-table')).toHaveTextContent(
      'Table 2 · 4 seats (best fit)',
    );

    await user.tab(); // Choose on the plan
    await user.tab(); // over capacity
    await user.tab(); // name
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.keyboard('Ana Kovač');
    await user.tab();
    await user.keyboard('091 234 5679');
    await user.tab();
    await user.keyboard('ana@example.test');
    await user.tab();
    await user.keyboard('Nut allergy{Enter}'); // a new line in the notes, not a booking
    expect(sent).toHaveLength(0);
    await user.tab({ shift: true });
    await user.keyboard('{Enter}'); // Enter in the email field books

    expect(
      await screen.findByText(/Booked: Ana Kovač, table 2, 01\.12\.2026\. at 20:00/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      restaurantId: 1,
      tableId: 12,
      date: `${DAY}T19:00:00.000Z`,
      guests: 4,
      name: 'Ana Kovač',
      phone: '091 234 5679',
      email: 'ana@example.test',
      notes: 'Nut allergy',
      language: 'en',
    });
    expect(sent[0]!.key).toMatch(/\S{8,}/);
  });

  it('says what is missing and focuses it instead of sending', async () => {
    const { sent } = handlers();
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    await timeRadio(dialog, /^18:00$/);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByText('Please select a time')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the guest’s name')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /^18:00$/ })).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('closes by its named Close button, nothing sent', async () => {
    const { sent } = handlers();
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New reservation' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });

  it('books a table smaller than the party only with “Book anyway (over capacity)”', async () => {
    const { sent, asked } = handlers();
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    const size = await within(dialog).findByRole('textbox', { name: /Party size/ });
    await user.clear(size);
    await user.type(size, '8');
    // No table seats 8: every time says so.
    expect(await timeRadio(dialog, /^18:00 too small$/)).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Book anyway \(over capacity\)/ }));
    // The same day without a party size tells free small tables from taken ones.
    await waitFor(() => expect(asked).toContain(null));
    await user.click(await timeRadio(dialog, /^19:00$/));
    // The largest free table is offered first, named as over capacity.
    expect(within(dialog).getByTestId('new-reservation-table')).toHaveTextContent(
      'Table 3 · 6 seats, over capacity for 8',
    );

    // Another one on the plan: a taken table is refused with a reason, a free small one is taken.
    await user.click(within(dialog).getByRole('button', { name: 'Choose on the plan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Table 1, 2 seats, taken' }));
    expect(within(dialog).getByText('Table 1 is not free at 19:00.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Table 2, 4 seats, too small' }));
    expect(within(dialog).getByTestId('new-reservation-table')).toHaveTextContent(
      'Table 2 · 4 seats, over capacity for 8',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Banket');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '+44 20 7946 0958{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ tableId: 12, guests: 8, allowOverCapacity: true });
  });

  it('refuses a too-small table on the plan without the over-capacity choice, saying how', async () => {
    handlers();
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    const size = await within(dialog).findByRole('textbox', { name: /Party size/ });
    await user.clear(size);
    await user.type(size, '3');
    await user.click(await timeRadio(dialog, /^18:00$/));
    await user.click(within(dialog).getByRole('button', { name: 'Choose on the plan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Table 1, 2 seats, too small' }));
    expect(
      within(dialog).getByText('Table 1 seats 2: tick “Book anyway (over capacity)” to seat 3 there.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('new-reservation-table')).toHaveTextContent(
      'Table 2 · 4 seats (best fit)',
    );
  });

  it('names the bookings in the way when the API answers 409, and keeps the dialog open', async () => {
    const { asked } = handlers(() =>
      HttpResponse.json(
        {
          error: 'Table is already reserved for that time',
          code: 'RESERVATION_OVERLAP',
          conflicts: [
            { tableNumber: 1, conflictStart: `${DAY}T17:30:00.000Z`, conflictEnd: `${DAY}T19:30:00.000Z` },
          ],
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    await user.click(await timeRadio(dialog, /^18:00$/));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '0912345679{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Table is already reserved for that time');
    expect(alert).toHaveTextContent('Table 1 is booked 18:30–20:30.');
    // The times are asked again: what was free has changed.
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    expect(screen.getByRole('dialog', { name: 'New reservation' })).toBeInTheDocument();
  });

  it('offline: says nothing was booked, keeps what was typed, and Book sends the same booking again', async () => {
    let online = false;
    const { sent } = handlers((one) =>
      online ? HttpResponse.json({ reservation: booked(one.body) }, { status: 201 }) : HttpResponse.error(),
    );
    const user = userEvent.setup();
    renderHost();
    const dialog = await openByKeyboard(user);
    await user.click(await timeRadio(dialog, /^18:00$/));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '0912345679{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No connection: nothing was booked. What you typed is kept',
    );
    expect(name).toHaveValue('Ana');
    expect(within(dialog).getByRole('radio', { name: /^18:00$/ })).toBeChecked();

    online = true;
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});
