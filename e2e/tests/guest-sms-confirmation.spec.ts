import { expect, test } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from './booking-api';
import { bookTable } from './guest/booking-ui';
import { smsLink, uniquePhone, waitForSms } from './guest/sms';

/**
 * Issue 23 §3 and §8 in Chromium against the composed stack: a guest who gives no email gets the confirmation
 * with the manage link by SMS (restaurant 1 sends no SMS confirmations by its flags: this one goes because there
 * is no email), through the stack's fake SMS provider; the link opens their booking on this guest site, and
 * there they change the party size.
 */
test('a guest without email receives the confirmation by SMS; its manage link shows the booking and changes the party', async ({
  page,
}) => {
  const phone = uniquePhone();
  const booked = await bookTable(page, {
    tableNumber: 7,
    day: zagrebDayFromToday(34),
    name: 'SMS Only Guest',
    phone: phone.typed,
  });
  const sms = await waitForSms(phone.e164, /confirmed/);
  const link = smsLink(sms, /\/modify\//);
  expect(link).toBe(`${GUEST_SITE_ORIGIN}/modify/${booked.token}`);
  // The reference the confirmation card shows is in the SMS too.
  expect(sms.body).toMatch(/reservation STL-[0-9A-Z]{4,} confirmed/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Konoba Stol' })).toBeVisible();
  // Their booking: table 7 at the time they chose.
  await expect(page.getByRole('definition').filter({ hasText: /^7$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: booked.time })).toBeVisible();
  // The API agrees that the link's booking is this one, still confirmed.
  const viewOf = async () =>
    (await (await fetch(`${API_URL}/public/reservations/${booked.token}`)).json()) as {
      id: number;
      status: string;
      guests: number;
    };
  const before = await viewOf();
  expect(before).toMatchObject({ id: booked.id, status: 'confirmed' });

  // There the guest changes the party size (issue 23 §8): one more, same table (6 seats) and time.
  const party = before.guests + 1;
  await page.getByLabel('Guests').fill(String(party));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated. Thank you!')).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${party}$`) }),
  ).toBeVisible();
  expect(await viewOf()).toMatchObject({ id: booked.id, status: 'confirmed', guests: party });
});
