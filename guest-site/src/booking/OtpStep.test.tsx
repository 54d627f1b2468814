import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TAvailabilityResponse } from '@stol/contracts';
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

const day = addDays(zagrebToday(), 3);
const availability: TAvailabilityResponse = {
  restaurantId: 1,
  date: day,
  closed: false,
  openHour: 11,
  closeHour: 23,
  intervalMin: 30,
  durationMin: 60,
  bufferMin: 0,
  fullyBooked: false,
  slots: [
    {
      time: '18:00',
      start: `${day}T17:00:00.000Z`,
      end: `${day}T18:00:00.000Z`,
      available: true,
      reason: null,
      tableId: 11,
      tables: [],
    },
  ],
};

it('with email verification on, Reserve waits for a verified code and sends its proof (guest spec §4, §5.1)', async () => {
  let reserved: unknown = null;
  server.use(
    http.get(`${API}/public/availability`, () => HttpResponse.json(availability)),
    // The bot check is BookingForm.test's subject; here it is off.
    http.get(`${API}/public/bot-challenge`, () => HttpResponse.json({ mode: 'off' })),
    http.post(`${API}/public/request-email-otp`, () =>
      HttpResponse.json({ message: 'sent', expiresAt: '', resendAfter: '' }),
    ),
    http.post(`${API}/public/verify-email-otp`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      return body.code === '123456'
        ? HttpResponse.json({ message: 'ok', otpProof: 'proof-1', expiresAt: '' })
        : HttpResponse.json({ error: 'Invalid OTP code. Please try again.' }, { status: 400 });
    }),
    http.post(`${API}/reserve`, async ({ request }) => {
      reserved = await request.json();
      return HttpResponse.json(
        { reservation: { tableId: 11, date: `${day}T17:00:00.000Z`, guests: 2, token: 't'.repeat(20) } },
        { status: 201 },
      );
    }),
  );
  render(
    <BookingForm
      restaurant={aRestaurant({ theme: { featureFlags: { enableEmailOtp: true } } })}
      tables={[aTable({ id: 11, number: 1, seats: 4 })]}
      mode={{ tableId: 11, anyTable: false, largeParty: false, guests: 2 }}
      large={largePartyRange()}
      version={0}
      onGuests={() => {}}
    />,
  );
  await userEvent.type(screen.getByLabelText('Date'), day);
  await userEvent.click(await screen.findByRole('button', { name: '18:00' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '912345678');
  expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Please enter your email first')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email (optional)'), 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const code = await screen.findByLabelText('Code (6 digits)');
  await userEvent.type(code, '12-34-5');
  expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await userEvent.type(code, '9');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Invalid OTP code. Please try again.')).toBeInTheDocument();
  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Email verified!')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reserve' }));
  expect(await screen.findByRole('heading', { name: 'Reservation confirmed' })).toBeInTheDocument();
  expect(reserved).toMatchObject({ otpProof: 'proof-1', email: 'ana@example.com' });
});
