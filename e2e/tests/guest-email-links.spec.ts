import { expect, test } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from './booking-api';
import {
  bookTable,
  fillDetails,
  openRestaurant,
  pickFirstFreeTime,
  pickTableAndDay,
  submitReservation,
} from './guest/booking-ui';
import { codeIn, linkIn, uniqueEmail, waitForMail } from './guest/mail';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 12 §4 in Chromium against the composed stack, through real email: the API sends over SMTP to the stack's
 * mail catcher, and the guest reads what arrived there. Restaurant 1 sends confirmations (seed theme); the
 * stack's PUBLIC_SITE_URL is this guest site, so the links in them lead here.
 */

/** Turns restaurant `id`'s email verification on through the admin API; answers how to turn it off again. */
async function enableEmailOtp(id: number): Promise<() => Promise<void>> {
  const admin = await tokenOf('superadmin@demo.test');
  const set = async (on: boolean) => {
    const res = await callApi(admin, 'PATCH', `/restaurants/${id}`, {
      theme: { featureFlags: { enableEmailOtp: on } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await set(true);
  return () => set(false);
}

test('a guest verifies their email with the code from the mail and books (restaurant with email OTP on)', async ({
  page,
}) => {
  const email = uniqueEmail('otp');
  const turnOff = await enableEmailOtp(3);
  try {
    await openRestaurant(page, 3);
    await pickTableAndDay(page, 4, zagrebDayFromToday(30));
    await pickFirstFreeTime(page);
    await fillDetails(page, { name: 'Email Verified Guest', email });
    const verify = page.getByRole('group', { name: 'Verify your email' });
    // Reserve waits for the proof.
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    await verify.getByRole('button', { name: 'Send code' }).click();
    await expect(verify.getByText('OTP sent to your email')).toBeVisible();

    const mail = await waitForMail(email, /verification code/i);
    const code = codeIn(mail);
    // A wrong code is refused in words; the right one verifies.
    await verify.getByLabel('Code (6 digits)').fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeDisabled();
    await verify.getByLabel('Code (6 digits)').fill(code);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify.getByText('Email verified!')).toBeVisible();

    const booked = await submitReservation(page);
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
    const view = await fetch(`${API_URL}/public/reservations/${booked.token}`);
    expect(((await view.json()) as { name: string }).name).toBe('Email Verified Guest');
  } finally {
    await turnOff();
  }
});

test('a guest cancels through the link in their confirmation email', async ({ page }) => {
  const email = uniqueEmail('cancel');
  const booked = await bookTable(page, {
    tableNumber: 7,
    day: zagrebDayFromToday(31),
    name: 'Mail Cancel Guest',
    email,
  });
  const mail = await waitForMail(email, /is confirmed/);
  const link = linkIn(mail, /\/cancel\//);
  expect(link.startsWith(`${GUEST_SITE_ORIGIN}/`)).toBe(true);
  expect(link).toContain(booked.token);

  await page.goto(link);
  await expect(page.getByText('Mail Cancel Guest')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Reservation' }).click();
  await expect(page.getByText('Reservation cancelled successfully')).toBeVisible();
  // The API agrees, and the guest is told by email too.
  const view = await fetch(`${API_URL}/public/reservations/${booked.token}`);
  expect(((await view.json()) as { status: string }).status).toBe('cancelled');
  await waitForMail(email, /was cancelled/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cancel Reservation' })).toHaveCount(0);
});

test('a guest moves their booking through the manage link in the email, and the new time shows', async ({
  page,
}) => {
  const email = uniqueEmail('modify');
  const day = zagrebDayFromToday(32);
  const booked = await bookTable(page, { tableNumber: 8, day, name: 'Mail Modify Guest', email });
  const mail = await waitForMail(email, /is confirmed/);
  const link = linkIn(mail, /\/modify\//);
  expect(link).toBe(`${GUEST_SITE_ORIGIN}/modify/${booked.token}`);

  await page.goto(link);
  const times = page.getByRole('group', { name: 'Time' });
  await expect(times.locator(`button[data-time="${booked.time}"]`)).toHaveAttribute('aria-pressed', 'true');
  // One hour later the same day (restaurant 1 opens 11–21 every 30 minutes; the first free time is early).
  const [h, m] = booked.time.split(':').map(Number) as [number, number];
  const later = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  await times.locator(`button[data-time="${later}"]`).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated. Thank you!')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: later })).toBeVisible();

  // It stays moved: a fresh look through the link, and the API.
  await page.reload();
  await expect(times.locator(`button[data-time="${later}"]`)).toHaveAttribute('aria-pressed', 'true');
  const view = (await (await fetch(`${API_URL}/public/reservations/${booked.token}`)).json()) as {
    date: string;
  };
  expect(new Date(view.date).getTime() - new Date(booked.date).getTime()).toBe(60 * 60_000);
  await waitForMail(email, /was changed/);
});
