import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TAvailabilityResponse, TAvailabilitySlot } from '@stol/contracts';
import { aRestaurant, aTable } from '@stol/platform/testing';
import { configureApi } from '../api/client';
import { initI18n } from '../i18n/i18n';
import { BookingForm } from './BookingForm';
import { largePartyRange } from './mode';
import { addDays, zagrebToday } from './zagreb-time';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => {
  configureApi({ apiUrl: API });
  initI18n();
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API holds the chosen table and time (issue 12 §2); a test may answer otherwise. */
const HOLD_ID = 'hold-1234567890abcdef';
const released: string[] = [];
beforeEach(() => {
  released.length = 0;
  server.use(
    http.post(`${API}/public/holds`, async ({ request }) => {
      const body = (await request.json()) as { tableId: number; date: string };
      return HttpResponse.json(
        {
          holdId: HOLD_ID,
          tableId: body.tableId,
          date: body.date,
          endDate: body.date,
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        },
        { status: 201 },
      );
    }),
    http.delete(`${API}/public/holds/:holdId`, ({ params }) => {
      released.push(String(params.holdId));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const day = addDays(zagrebToday(), 3);
const slot = (time: string, reason: TAvailabilitySlot['reason']): TAvailabilitySlot => ({
  time,
  start: `${day}T${time === '18:00' ? '17' : '18'}:00:00.000Z`,
  end: `${day}T20:00:00.000Z`,
  available: reason === null,
  reason,
  tableId: reason === null ? 11 : null,
  tables: [],
});
const availability = (over: Partial<TAvailabilityResponse>): TAvailabilityResponse => ({
  restaurantId: 1,
  date: day,
  closed: false,
  openHour: 11,
  closeHour: 23,
  intervalMin: 30,
  durationMin: 60,
  bufferMin: 0,
  fullyBooked: false,
  slots: [slot('18:00', null), slot('19:00', 'taken')],
  ...over,
});

function renderForm() {
  const table = aTable({ id: 11, number: 1, seats: 4 });
  render(
    <BookingForm
      restaurant={aRestaurant()}
      tables={[table]}
      mode={{ tableId: 11, anyTable: false, largeParty: false, guests: 2 }}
      large={largePartyRange()}
      version={0}
      onGuests={() => {}}
    />,
  );
}

describe('booking form (guest spec §2.3, §5.1, §8.1)', () => {
  it('says the day is closed and offers no times', async () => {
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({ closed: true }))),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    expect(await screen.findByText('Closed for the selected date.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Time' })).not.toBeInTheDocument();
  });

  it('shows a taken slot disabled with its reason, books a free one with an Idempotency-Key and confirms', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('idempotency-key') };
        return HttpResponse.json(
          { reservation: { tableId: 11, date: `${day}T17:00:00.000Z`, guests: 2, token: 't'.repeat(20) } },
          { status: 201 },
        );
      }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    const taken = await screen.findByRole('button', { name: /19:00\s*taken/ });
    expect(taken).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(screen.getByRole('button', { name: '18:00' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(
      await screen.findByText('Please enter at least 8 digits (excluding country code).'),
    ).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(screen.getByText('18:00', { exact: false })).toBeInTheDocument();
    expect(sent!.key).toBeTruthy();
    expect(sent!.body).toMatchObject({
      tableId: 11,
      phone: '+38512345678',
      guests: 2,
      date: `${day}T17:00:00.000Z`,
      holdId: HOLD_ID,
    });
  });

  it('holds the chosen table and time for the guest, and says so; a refused hold is shown', async () => {
    server.use(http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))));
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    expect(
      await screen.findByText(/We are holding this table for you until \d\d:\d\d\./),
    ).toBeInTheDocument();

    server.use(
      http.post(`${API}/public/holds`, () =>
        HttpResponse.json(
          { error: 'Table is already reserved for that time', code: 'RESERVATION_OVERLAP', conflicts: [] },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '18:00' }));
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    expect(released).toContain(HOLD_ID);
    expect(await screen.findByText('Table is already reserved for that time')).toBeInTheDocument();
  });

  it('waits for the hold before it books, so the booking carries its holdId', async () => {
    let answerHold = () => {};
    const held = new Promise<void>((resolve) => {
      answerHold = resolve;
    });
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/public/holds`, async ({ request }) => {
        const body = (await request.json()) as { tableId: number; date: string };
        await held;
        const expiresAt = new Date(Date.now() + 300_000).toISOString();
        return HttpResponse.json(
          { holdId: HOLD_ID, tableId: body.tableId, date: body.date, endDate: body.date, expiresAt },
          { status: 201 },
        );
      }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    answerHold();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled());
  });

  it("shows the server's error text when the booking is refused", async () => {
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, () =>
        HttpResponse.json(
          { error: 'This table is not available for booking', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This table is not available for booking');
  });

  it('a large party asks at least 5 days ahead and sends a request instead of booking', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/public/large-party`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'Request sent. Our staff will contact you shortly.', request: {} },
          { status: 201 },
        );
      }),
    );
    render(
      <BookingForm
        restaurant={aRestaurant()}
        tables={[aTable({ id: 11, number: 1, seats: 4 })]}
        mode={{ tableId: null, anyTable: true, largeParty: true, guests: 9 }}
        large={largePartyRange()}
        version={0}
        onGuests={() => {}}
      />,
    );
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('min', addDays(zagrebToday(), 5));
    await userEvent.type(date, day);
    expect(
      await screen.findByText('Large party requests must be at least 5 days in advance.'),
    ).toBeInTheDocument();
    const later = addDays(zagrebToday(), 6);
    await userEvent.clear(date);
    await userEvent.type(date, later);
    // A taken time does not stop a request: the staff place a large party themselves.
    await userEvent.click(await screen.findByRole('button', { name: '19:00' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0038591234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent. Our staff will contact you shortly.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      restaurantId: 1,
      date: later,
      time: '19:00',
      guests: 9,
      phone: '+38591234567',
    });
  });
});
