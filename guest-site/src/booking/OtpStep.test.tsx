import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aRestaurant } from '@stol/platform/testing';
import { availability, day, grantHolds, renderBookingForm, reserved, slot } from '../test/booking-fixtures';
import { API, setupGuestApi } from '../test/msw';

const server = setupGuestApi();
grantHolds(server);

it('with email verification on, Reserve waits for a verified code and sends its proof (guest spec §4, §5.1)', async () => {
  let sent: unknown = null;
  server.use(
    http.get(`${API}/public/availability`, () =>
      HttpResponse.json(availability({ slots: [slot('18:00', null)] })),
    ),
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
      sent = await request.json();
      return reserved();
    }),
  );
  renderBookingForm({ restaurant: aRestaurant({ theme: { featureFlags: { enableEmailOtp: true } } }) });
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
  expect(sent).toMatchObject({ otpProof: 'proof-1', email: 'ana@example.com' });
});
