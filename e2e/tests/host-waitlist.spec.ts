import { expect, test, type Locator, type Page, newStackContext } from './fixtures';
import { SMS_PROVIDER_URL } from '../ports.mjs';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 11 §5, in Chromium against the composed system: a restaurant admin runs the door from /admin (walk-in,
 * waitlist, notify, seat) while a kiosk in a second browser context follows every change without a reload; staff
 * see none of it and the API refuses them. SMS go to the stack's fake provider (scripts/fake-sms-provider.mjs).
 */

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
/** A row of the waitlist table in `scope` (the `has` locator is relative to the row, so it comes from the page). */
const waitlistRow = (page: Page, scope: Locator, name: string) =>
  scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/**
 * Tries the free tables offered, in order, until the server seats the party; answers the table's option text.
 * Each try waits for the server's answer to its own seat request: an earlier toast or refusal still on screen
 * says nothing about this one.
 */
async function seatOnSomeFreeTable(form: Locator, submit: () => Promise<void>): Promise<string> {
  const select = form.getByRole('combobox', { name: 'Table' });
  const options = (await select.locator('option').allTextContents()).slice(1);
  expect(options.length).toBeGreaterThan(0);
  for (const option of options.filter((o) => !o.includes('booked from'))) {
    await select.selectOption({ label: option });
    const answered = form
      .page()
      .waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          /\/(walkin\/seat-now|waitlist\/\d+\/convert)$/.test(new URL(r.url()).pathname),
      );
    await submit();
    if ((await answered).ok()) return option;
  }
  throw new Error('no free table took the party');
}

test('an admin seats a walk-in, adds, notifies and seats a waiting guest; a kiosk follows live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const walkIn = `E2E Walk ${stamp}`;
  const guest = `E2E Guest ${stamp}`;
  const phone = `+38591${String(stamp).slice(-7)}`;

  await logIn(page, 'admin@demo.test');
  const kioskContext = await newStackContext(browser);
  const kiosk = await kioskContext.newPage();
  await logIn(kiosk, 'admin@demo.test');
  await kiosk.goto('/kiosk');
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Host stand' })).toBeVisible();
  await expect(section(kiosk, 'Waitlist')).toBeVisible();
  const kioskActive = section(kiosk, 'Active reservations');

  // 1. A walk-in of two, by name.
  const walkInForm = section(page, 'Walk-in');
  await walkInForm.getByRole('spinbutton', { name: /Party size/ }).fill('2');
  await walkInForm.getByRole('textbox', { name: /Name/ }).fill(walkIn);
  const table = await seatOnSomeFreeTable(walkInForm, () =>
    walkInForm.getByRole('button', { name: 'Seat now' }).click(),
  );
  const tableNumber = /^Table (\d+)/.exec(table)![1];
  await expect(kioskActive.getByText(walkIn)).toBeVisible();
  await expect(kiosk.locator(`[data-table-number="${tableNumber}"]`)).toHaveAttribute(
    'data-state',
    'occupied',
  );

  // 2. A guest joins the waitlist; the kiosk lists them with the server's quote.
  const waitlist = section(page, 'Waitlist');
  await waitlist.getByRole('textbox', { name: 'Name' }).fill(guest);
  await waitlist.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await waitlist.getByRole('spinbutton', { name: 'Party size' }).fill('2');
  await waitlist.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(page.getByText(`${guest} added to the waitlist`)).toBeVisible();
  const kioskRow = waitlistRow(kiosk, section(kiosk, 'Waitlist'), guest);
  await expect(kioskRow).toContainText(/~\d+ min|free now|no table fits/);
  await expect(kioskRow).toContainText('Waiting');

  // 3. Notify: the SMS reaches the provider, the host sees it delivered, and so does the kiosk.
  const row = waitlistRow(page, waitlist, guest);
  await row.getByRole('button', { name: 'Notify' }).click();
  await expect(page.getByText(`${guest} notified that their table is ready`)).toBeVisible();
  await expect(row).toContainText(/Notified at \d\d:\d\d/);
  await expect(row).toContainText('Message delivered', { timeout: 15_000 });
  await expect(kioskRow).toContainText('Message delivered', { timeout: 15_000 });
  const token = await tokenOf('admin@demo.test');
  const listed = await callApi(token, 'GET', '/waitlist?restaurantId=1');
  const entry = (
    listed.body as { entries: { name: string; status: string; notifyDelivery: string }[] }
  ).entries.find((e) => e.name === guest);
  expect(entry).toMatchObject({ status: 'notified', notifyDelivery: 'sent' });
  const sms = (await (await fetch(`${SMS_PROVIDER_URL}/messages`)).json()) as {
    messages: { to: string; body: string }[];
  };
  expect(sms.messages.filter((m) => m.to === phone)).toHaveLength(1);

  // 4. Seat them at a free table: the entry leaves the line, the kiosk shows them seated.
  await row.getByRole('button', { name: 'Seat' }).click();
  const dialog = page.getByRole('dialog', { name: `Seat ${guest} (2 guests)` });
  await expect(dialog).toBeVisible();
  await seatOnSomeFreeTable(dialog, () => dialog.getByRole('button', { name: 'Seat now' }).click());
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(kioskRow).toHaveCount(0);
  await expect(kioskActive.getByText(guest)).toBeVisible();
  await kioskContext.close();
});

test('staff see no walk-in or waitlist panels on /admin; on /kiosk the waitlist read-only; the API refuses their writes', async ({
  page,
}) => {
  const guest = `E2E Line ${Date.now()}`;
  const admin = await tokenOf('admin@demo.test');
  const added = await callApi(admin, 'POST', '/waitlist', {
    restaurantId: 1,
    name: guest,
    phone: '+385911234567',
    partySize: 2,
  });
  expect(added.status).toBe(201);
  const entryId = (added.body as { id: number }).id;

  await logIn(page, 'staff@demo.test');
  await expect(page.getByRole('heading', { level: 2, name: "Today's reservations" })).toBeVisible();
  for (const heading of ['Waitlist', 'Walk-in'])
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);

  // Issue 19 §23: staff spec §2 hides only the kiosk's walk-in form from staff.
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { level: 1, name: 'Host stand' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tables' })).toBeVisible();
  const waitlist = section(page, 'Waitlist');
  await expect(waitlistRow(page, waitlist, guest)).toBeVisible();
  await expect(waitlist.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Walk-in' })).toHaveCount(0);

  const token = await tokenOf('staff@demo.test');
  expect((await callApi(token, 'GET', '/waitlist')).status).toBe(200);
  expect((await callApi(token, 'GET', '/waitlist?restaurantId=2')).status).toBe(403);
  expect(
    (await callApi(token, 'POST', '/waitlist', { restaurantId: 1, name: 'X', phone: '1', partySize: 2 }))
      .status,
  ).toBe(403);
  expect((await callApi(token, 'POST', `/waitlist/${entryId}/cancel`)).status).toBe(403);
  expect(
    (await callApi(token, 'POST', '/walkin/seat-now', { restaurantId: 1, tableId: 1, partySize: 2 })).status,
  ).toBe(403);
});
