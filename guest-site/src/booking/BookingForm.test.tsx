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

/**
 * The bot check (issue 12 §2): each GET /public/bot-challenge hands out a real ALTCHA challenge (SHA-256 of
 * salt + secret number), numbered, that the form solves by itself; `proofNumber` reads what a request carried.
 */
const challenges: string[] = [];
async function altchaChallenge(round: number) {
  const salt = `salt${round}?expires=${Math.floor(Date.now() / 1000) + 600}&`;
  const number = 40 + round;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + number));
  const challenge = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge, maxnumber: 100, salt, signature: `signature-${round}` };
}
const proofOf = (body: unknown) =>
  JSON.parse(atob((body as { altcha: string }).altcha)) as { number: number; signature: string };

beforeEach(() => {
  released.length = 0;
  challenges.length = 0;
  server.use(
    http.get(`${API}/public/bot-challenge`, async () => {
      const challenge = await altchaChallenge(challenges.length + 1);
      challenges.push(challenge.signature);
      return HttpResponse.json({ mode: 'altcha', challenge });
    }),
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

/** The API's 201 to a booking at 18:00 on table 11. */
const booked = () =>
  HttpResponse.json(
    { reservation: { tableId: 11, date: `${day}T17:00:00.000Z`, guests: 2, token: 't'.repeat(20) } },
    { status: 201 },
  );

/** The guest picks the day and 18:00, then gives a name and a valid phone. */
async function fillDetailsAt18() {
  await userEvent.type(screen.getByLabelText('Date'), day);
  await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
}

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
        return booked();
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
    // The challenge was solved by the form itself, once, and its solution went with the booking.
    expect(proofOf(sent!.body)).toMatchObject({ number: 41, signature: 'signature-1' });
    expect(challenges).toHaveLength(1);
  });

  it('runs the bot check at the details step, says so politely, and solves a new challenge after a refusal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(
              { error: 'Table is already reserved for that time', code: 'CONFLICT' },
              { status: 409 },
            )
          : booked();
      }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    expect(challenges).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    await screen.findByText('Security check complete.');
    expect(screen.getByRole('status')).toHaveTextContent('Security check complete.');
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Table is already reserved for that time');
    // The refused attempt spent its proof: the form solved the next challenge for the retry.
    await screen.findByText('Security check complete.');
    expect(challenges).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(bodies.map((b) => proofOf(b).signature)).toEqual(['signature-1', 'signature-2']);
  });

  it('offers a retry when the bot check cannot run, and books once it has', async () => {
    let reserved = 0;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.get(`${API}/public/bot-challenge`, () => HttpResponse.json({ error: 'down' }, { status: 503 }), {
        once: true,
      }),
      http.post(`${API}/reserve`, () => {
        reserved += 1;
        return booked();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    await screen.findByText('The security check could not run.');
    expect(screen.getByRole('status')).toHaveTextContent('The security check could not run.');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait until the security check has finished.',
    );
    expect(reserved).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try the security check again' }));
    await screen.findByText('Security check complete.');
    expect(screen.getByRole('status')).toHaveTextContent('Security check complete.');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(reserved).toBe(1);
  });

  it('with the bot check off, shows nothing of it and sends no proof', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.get(`${API}/public/bot-challenge`, () => HttpResponse.json({ mode: 'off' })),
      http.post(`${API}/reserve`, async ({ request }) => {
        sent = await request.json();
        return booked();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(screen.queryByText(/security check/i)).not.toBeInTheDocument();
    expect(sent).not.toHaveProperty('altcha');
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
    await fillDetailsAt18();
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
    // A challenge the form solved (a late request of an earlier test's form may have taken the first one).
    expect(challenges).toContain(proofOf(sent).signature);
  });
});
