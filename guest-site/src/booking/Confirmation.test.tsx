import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { bookingReference, type TBookingConfirmation } from '@stol/contracts';
import { API, setupGuestApi } from '../test/msw';
import { Confirmation, type TConfirmed } from './Confirmation';

const server = setupGuestApi();
afterEach(() => i18next.changeLanguage('en'));

const TOKEN = 'tok_1234567890abcdef';
const confirmation: TBookingConfirmation = {
  reference: bookingReference(412),
  manageUrl: `https://konoba.example/modify/${TOKEN}`,
  cancelUrl: `https://konoba.example/cancel/${TOKEN}`,
  calendarPath: `/public/reservations/${TOKEN}/calendar.ics`,
};
const booked: TConfirmed = {
  kind: 'booked',
  start: '2026-12-18T18:30:00.000Z',
  guests: 3,
  tableNumber: 4,
  confirmation,
};

describe('the confirmation card (issue 23 §3)', () => {
  it('shows the reference, the manage link and the calendar event the API serves', async () => {
    server.use(
      http.get(`${API}/public/reservations/:token/calendar.ics`, ({ params }) =>
        params.token === TOKEN
          ? new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
              headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
            })
          : HttpResponse.json({ error: 'Reservation not found or invalid token' }, { status: 404 }),
      ),
    );
    render(<Confirmation confirmed={booked} />);
    expect(screen.getByRole('heading', { name: 'Reservation confirmed' })).toHaveFocus();
    expect(screen.getByText('Booking reference')).toBeInTheDocument();
    expect(screen.getByText(confirmation.reference)).toBeInTheDocument();
    expect(screen.getByText('19:30', { exact: false })).toBeInTheDocument();

    const manage = screen.getByRole('link', { name: 'Change or cancel' });
    expect(manage).toHaveAttribute('href', confirmation.manageUrl);
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', `${confirmation.reference}.ics`);
    // The link leads to the API's calendar route for this booking.
    const answer = await fetch(calendar.getAttribute('href')!);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');
  });

  it('speaks Croatian', async () => {
    await i18next.changeLanguage('hr');
    render(<Confirmation confirmed={booked} />);
    expect(screen.getByRole('heading', { name: 'Rezervacija potvrđena' })).toBeInTheDocument();
    expect(screen.getByText('Broj rezervacije')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promijeni ili otkaži' })).toHaveAttribute(
      'href',
      confirmation.manageUrl,
    );
    expect(screen.getByRole('link', { name: 'Dodaj u kalendar' })).toBeInTheDocument();
  });

  it('offers no links for a large-party request, which is not a booking yet', () => {
    render(
      <Confirmation
        confirmed={{ kind: 'large', start: booked.start, guests: 12, tableNumber: null, confirmation: null }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Thank you for your request' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Booking reference')).toBeNull();
  });
});
