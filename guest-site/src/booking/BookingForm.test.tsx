import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  availability,
  day,
  grantHolds,
  HOLD_ID,
  renderBookingForm as renderForm,
  reserved,
} from '../test/booking-fixtures';
import { API, setupGuestApi } from '../test/msw';
import { addDays, zagrebToday } from './zagreb-time';

const server = setupGuestApi();
const released = grantHolds(server);

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
    expect(taken).toBeDisabled();
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
    renderForm({ mode: { tableId: null, anyTable: true, largeParty: true, guests: 9 } });
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
