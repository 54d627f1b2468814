import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TAvailabilityResponse, TAvailabilitySlot } from '@stol/contracts';
import { aTable } from '@stol/platform/testing';
import { addDays, formatTime, zagrebToday } from '../booking/zagreb-time';
import { aGuestView, LINK_TOKEN } from '../test/booking-fixtures';
import { API, setupGuestApi, statusSaying } from '../test/msw';
import { ModifyScreen } from './ModifyScreen';

const server = setupGuestApi();

// The guest's booking: table 4 (4 seats), three days ahead at 18:30Z, 3 guests; changes close 6 hours before.
const day = addDays(zagrebToday(), 3);
const bookedAt = `${day}T18:30:00.000Z`;
const laterAt = `${day}T19:30:00.000Z`;
const takenAt = `${day}T19:00:00.000Z`;
const booking = aGuestView({
  date: bookedAt,
  endDate: `${day}T19:30:00.000Z`,
  changeDeadline: `${day}T12:30:00.000Z`,
});

/** The table's day on the link's availability: the guest's own time free, 19:00Z taken, too small above 4. */
function dayAnswer(guests: number): TAvailabilityResponse {
  const slots: TAvailabilitySlot[] = [bookedAt, takenAt, laterAt].map((start) => {
    const reason = guests > 4 ? 'too_small' : start === takenAt ? 'taken' : null;
    return {
      time: formatTime(start),
      start,
      end: start,
      available: reason === null,
      reason,
      tableId: 14,
      unavailable: reason ? { [reason]: [14] } : {},
    };
  });
  return {
    restaurantId: 1,
    date: day,
    closed: false,
    openHour: 11,
    closeHour: 23,
    intervalMin: 30,
    durationMin: 60,
    bufferMin: 0,
    fullyBooked: false,
    slots,
  };
}

let asked: URLSearchParams[] = [];
let sent: unknown[] = [];
beforeEach(() => {
  asked = [];
  sent = [];
  server.use(
    http.get(`${API}/public/reservations/${LINK_TOKEN}`, () => HttpResponse.json(booking)),
    http.get(`${API}/public/tables`, () => HttpResponse.json([aTable({ id: 14, number: 4, seats: 4 })])),
    http.get(`${API}/public/availability`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json(dayAnswer(Number(params.get('guests'))));
    }),
  );
});

const timeButton = (iso: string) => screen.findByRole('button', { name: new RegExp(`^${formatTime(iso)}`) });

describe('modify screen (issue 23 §4)', () => {
  it("says until when changes are possible and shows the table's times with the booking's own time chosen", async () => {
    render(<ModifyScreen token={LINK_TOKEN} />);
    expect(
      await screen.findByText(/^You can change this booking until \w{3} \d{1,2} \w{3}, 1[34]:30\.$/),
    ).toBeInTheDocument();
    expect(await timeButton(bookedAt)).toHaveAttribute('aria-pressed', 'true');
    expect(await timeButton(takenAt)).toHaveAccessibleName(`${formatTime(takenAt)} taken`);
    expect(asked[0]?.get('reservationToken')).toBe(LINK_TOKEN);
    expect(asked[0]?.get('tableId')).toBe('14');
    expect(screen.getByText(/Table 4 takes 2–4 guests/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New date and time')).not.toBeInTheDocument();
  });

  it('changes the party size and the time in one save and shows the booking as it is now', async () => {
    server.use(
      http.post(`${API}/public/reservations/modify`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          message: 'Updated. Thank you!',
          reservation: { ...booking, guests: 4, date: laterAt },
        });
      }),
    );
    render(<ModifyScreen token={LINK_TOKEN} />);
    const guests = await screen.findByLabelText('Guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '4');
    await userEvent.click(await timeButton(laterAt));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated. Thank you!')).toBeInTheDocument();
    expect(sent).toEqual([{ token: LINK_TOKEN, date: laterAt, guests: 4 }]);
    const facts = screen.getByRole('article');
    expect(within(facts).getAllByText('4').length).toBeGreaterThan(0);
    expect(within(facts).getByText(new RegExp(formatTime(laterAt)))).toBeInTheDocument();
  });

  it("shows a refused change's own reason from the server and keeps the booking", async () => {
    server.use(
      http.post(`${API}/public/reservations/modify`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: 'That time is already taken at your table. Please choose another time.',
            code: 'CONFLICT',
          },
          { status: 409 },
        );
      }),
    );
    render(<ModifyScreen token={LINK_TOKEN} />);
    await userEvent.click(await timeButton(laterAt));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time is already taken at your table. Please choose another time.',
    );
    expect(sent).toEqual([{ token: LINK_TOKEN, date: laterAt }]);
    expect(screen.getByRole('article')).toHaveTextContent(/Guests\s*3/);
  });

  it('a party the table does not take says to call before Save, in the API’s words, and sends nothing', async () => {
    server.use(
      http.post(`${API}/public/reservations/modify`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Updated. Thank you!', reservation: booking });
      }),
    );
    render(<ModifyScreen token={LINK_TOKEN} />);
    const guests = await screen.findByLabelText('Guests');
    // Table 4 seats 4: it takes 2 to 4. One guest is fewer than half its seats.
    await userEvent.clear(guests);
    await userEvent.type(guests, '1');
    const tooFew =
      'Your table (table 4) is for at least 2 guests. For a smaller party, please call the restaurant.';
    expect(screen.getByRole('alert')).toHaveTextContent(tooFew);
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription(expect.stringContaining(tooFew));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);
    // Six are more than it seats.
    await userEvent.clear(guests);
    await userEvent.type(guests, '6');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your table (table 4) seats 4. For a larger party, please call the restaurant.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);
    // A party it takes: the sentence goes and Save sends.
    await userEvent.clear(guests);
    await userEvent.type(guests, '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(guests).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ token: LINK_TOKEN, guests: 2 }]));
  });

  it('a blocked time says why and offers the nearest free ones; Save without a change says what is missing', async () => {
    render(<ModifyScreen token={LINK_TOKEN} />);
    await userEvent.click(await timeButton(takenAt));
    expect(statusSaying(`Table 4 is already booked at ${formatTime(takenAt)}.`)).not.toBeNull();
    const offers = screen.getByRole('group', { name: 'Other times at table 4' });
    expect(
      within(offers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([formatTime(bookedAt), formatTime(laterAt)]);
    // The taken time is not chosen: the booking's own stays, so Save has nothing to send.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a new time or number of guests first.',
    );
  });

  it("'Cancel Reservation' asks first: Keep changes nothing, confirming cancels once", async () => {
    let cancels = 0;
    server.use(
      http.post(`${API}/public/cancel-by-token`, () => {
        cancels += 1;
        return HttpResponse.json({
          message: 'Reservation cancelled successfully',
          reservation: { ...booking, status: 'cancelled', canChange: false, changeRefusal: 'not_active' },
        });
      }),
    );
    render(<ModifyScreen token={LINK_TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Reservation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Reservation' }),
    );
    expect(await screen.findByText("Cancelled. We're sorry to miss you.")).toBeInTheDocument();
    expect(cancels).toBe(1);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
