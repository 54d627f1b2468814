import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  availability,
  day,
  fillDetailsAt18,
  FormHarness,
  grantBotChallenges,
  grantHolds,
  HOLD_ID,
  holdRequests,
  proofOf,
  renderBookingForm as renderForm,
  reserved,
  slot,
} from '../test/booking-fixtures';
import { API, setupGuestApi, statusSaying } from '../test/msw';
import { aRestaurant, aTable } from '@stol/platform/testing';
import type { TBookingFormHandle } from './BookingForm';
import { addDays, zagrebToday } from './zagreb-time';

const server = setupGuestApi();
const released = grantHolds(server);
const challenges = grantBotChallenges(server);

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
        return reserved();
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
    // The challenge was solved by the form itself and its solution went with the hold (issue 19 §11); the booking
    // that consumes the live hold carries none.
    expect(holdRequests.map((body) => proofOf(body))).toMatchObject([
      { number: 41, signature: 'signature-1' },
    ]);
    expect(sent!.body).not.toHaveProperty('altcha');
  });

  it('sends the optional notes for the restaurant, trimmed, with a counter of at most 500 characters', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return reserved();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    const notes = screen.getByRole('textbox', { name: 'Notes for the restaurant (optional)' });
    expect(notes).toHaveAttribute('maxLength', '500');
    expect(notes).toHaveAccessibleDescription('Allergies, an occasion, seating wishes. 0/500 characters');
    await userEvent.type(notes, '  Nut allergy ');
    expect(screen.getByText('14/500 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ notes: 'Nut allergy' });
  });

  it('sends no notes when none were written', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return reserved();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes for the restaurant (optional)' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('notes');
  });

  it('runs the bot check from the page’s load, holds with its proof, books through the hold, and sends a new proof when the hold was gone', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.post(`${API}/reserve`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(
              {
                error: 'The security check has expired or was already used. Please try again.',
                code: 'BOT_CHECK_FAILED',
              },
              { status: 400 },
            )
          : reserved();
      }),
    );
    renderForm();
    // Solving starts with the page, before the guest has chosen anything.
    await waitFor(() => expect(challenges).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    await screen.findByText(/We are holding this table for you/);
    // The hold spent the first proof: the next is solved at once.
    expect(proofOf(holdRequests[0]).signature).toBe('signature-1');
    await waitFor(() => expect(challenges).toHaveLength(2));
    await waitFor(() => expect(statusSaying('Security check complete.')).not.toBeNull());
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The security check has expired or was already used.',
    );
    // The hold was gone by then on the server: the retry carries the next proof, with the hold still named.
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ holdId: HOLD_ID });
    expect(bodies[0]).not.toHaveProperty('altcha');
    expect(bodies[1]).toMatchObject({ holdId: HOLD_ID });
    expect(proofOf(bodies[1]).signature).toBe('signature-2');
  });

  it('offers a retry when the bot check cannot run, and books once it has', async () => {
    let bookings = 0;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.get(`${API}/public/bot-challenge`, () => HttpResponse.json({ error: 'down' }, { status: 503 }), {
        once: true,
      }),
      http.post(`${API}/reserve`, () => {
        bookings += 1;
        return reserved();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    await screen.findByText('The security check could not run.');
    expect(statusSaying('The security check could not run.')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait until the security check has finished.',
    );
    expect(bookings).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try the security check again' }));
    await screen.findByText('Security check complete.');
    expect(statusSaying('Security check complete.')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(bookings).toBe(1);
  });

  it('with the bot check off, shows nothing of it and sends no proof', async () => {
    let sent: unknown = null;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      http.get(`${API}/public/bot-challenge`, () => HttpResponse.json({ mode: 'off' })),
      http.post(`${API}/reserve`, async ({ request }) => {
        sent = await request.json();
        return reserved();
      }),
    );
    renderForm();
    await fillDetailsAt18();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(screen.queryByText(/security check/i)).not.toBeInTheDocument();
    expect(sent).not.toHaveProperty('altcha');
  });

  it('after a reload the guest’s hold is still theirs: availability is asked with it, and choosing it again takes it up', async () => {
    const restaurant = aRestaurant();
    const remembered = {
      holdId: 'remembered-hold-0123456789',
      tableId: 11,
      date: `${day}T17:00:00.000Z`,
      endDate: `${day}T18:00:00.000Z`,
      expiresAt: new Date(Date.now() + 200_000).toISOString(),
      liveUntil: Date.now() + 200_000,
    };
    // What the page before the reload remembered for the tab.
    sessionStorage.setItem(`stol.guest.hold.${restaurant.id}`, JSON.stringify(remembered));
    const asked: (string | null)[] = [];
    let sent: unknown = null;
    server.use(
      http.get(`${API}/public/availability`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('holdId'));
        return HttpResponse.json(availability({}));
      }),
      http.post(`${API}/reserve`, async ({ request }) => {
        sent = await request.json();
        return reserved();
      }),
    );
    renderForm({ restaurant });
    await fillDetailsAt18();
    expect(asked).toEqual([remembered.holdId]);
    expect(await screen.findByText(/We are holding this table for you until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    // No second hold was asked for: the booking consumed the remembered one, with no proof of its own.
    expect(holdRequests).toEqual([]);
    expect(sent).toMatchObject({ holdId: remembered.holdId });
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

  it('a Reserve pressed while the time is still being held waits for the hold and books with it', async () => {
    let sent: { holdId?: string } | null = null;
    server.use(
      http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))),
      // The hold answers late (a slow network): the guest is quicker.
      http.post(`${API}/public/holds`, async ({ request }) => {
        const body = (await request.json()) as { tableId: number; date: string };
        await delay(400);
        return HttpResponse.json(
          {
            holdId: HOLD_ID,
            tableId: body.tableId,
            date: body.date,
            endDate: body.date,
            expiresAt: body.date,
          },
          { status: 201 },
        );
      }),
      http.post(`${API}/reserve`, async ({ request }) => {
        sent = (await request.json()) as { holdId?: string };
        return reserved();
      }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Date'), day);
    await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
    expect(sent).toMatchObject({ holdId: HOLD_ID });
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
    renderForm({ mode: { tableId: null, anyTable: true, largeParty: true, guests: 9 } });
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('min', addDays(zagrebToday(), 5));
    // The restaurant's minimum notice is on the form before the guest picks a day (issue 23 §5).
    expect(date).toHaveAccessibleDescription('Large party requests need at least 5 days’ notice.');
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
    // Seven digits as typed are too few, although +385 in front would make ten (guest spec §5.1, as the API counts).
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '912 3456');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid phone number (min 8 digits).',
    );
    expect(sent).toBeNull();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0038591234567');
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

  it('never offers an enabled Reserve for a time that turned taken since it was chosen (issue 19)', async () => {
    let taken = false;
    server.use(
      http.get(`${API}/public/availability`, () =>
        HttpResponse.json(
          availability(taken ? { slots: [slot('18:00', 'taken'), slot('19:00', 'taken')] } : {}),
        ),
      ),
    );
    const { rerender } = render(<FormHarness version={0} />);
    await fillDetailsAt18();
    await screen.findByText('Security check complete.');
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    // Someone else booked 18:00 meanwhile; the live channel fetches the day again.
    taken = true;
    rerender(<FormHarness version={1} />);
    expect(await screen.findByRole('button', { name: /18:00\s*taken/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
  });

  it('takes a table and a time offered by the plan', async () => {
    server.use(http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))));
    const form = createRef<TBookingFormHandle>();
    const twelve = aTable({ id: 12, number: 2, seats: 4 });
    render(<FormHarness formRef={form} tables={[aTable({ id: 11, number: 1, seats: 4 }), twelve]} />);
    await userEvent.type(screen.getByLabelText('Date'), day);
    await screen.findByRole('button', { name: '18:00' });
    act(() => form.current!.chooseTableAt(twelve, '18:00', true));
    expect(screen.getByTestId('table')).toHaveTextContent('12');
    expect(await screen.findByRole('button', { name: 'Reserve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '18:00' })).toHaveFocus();
  });

  it('reads the large-party notice from the restaurant setting (issue 23 §5)', async () => {
    server.use(http.get(`${API}/public/availability`, () => HttpResponse.json(availability({}))));
    const restaurant = aRestaurant();
    const floorplan = { ...restaurant.floorplan, largePartyMinDaysAhead: 10 };
    renderForm({
      restaurant: { ...restaurant, floorplan },
      mode: { tableId: null, anyTable: true, largeParty: true, guests: 9 },
    });
    const date = screen.getByLabelText('Date');
    expect(date).toHaveAttribute('min', addDays(zagrebToday(), 10));
    expect(date).toHaveAccessibleDescription('Large party requests need at least 10 days’ notice.');
    await userEvent.type(date, addDays(zagrebToday(), 7));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Large party requests must be at least 10 days in advance.',
    );
  });
});
