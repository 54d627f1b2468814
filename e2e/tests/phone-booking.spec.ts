import { expect, newStackContext, test, type Locator, type Page } from './fixtures';
import { logIn } from './helpers';

/**
 * Issue 22 §1 and §7: a host takes a phone booking from the day view by keyboard only, and it appears, without a
 * reload, on another host's day view (a manager, another browser) and on the kiosk (live, by socket).
 */

/** The dialog, opened from the focused 'New reservation' button with Enter. */
async function openNewReservation(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'New reservation', exact: true });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New reservation' });
  // The form's code loads on the first opening (seconds on a loaded CI machine).
  await expect(dialog.getByRole('textbox', { name: /^Party size/ })).toBeFocused({ timeout: 30_000 });
  return dialog;
}

/**
 * Party size typed over the selected 2, Tab past the date (today, its parts), Tab into the times: the first bookable one
 * (the next slot, so the booking starts within half an hour and the kiosk marks its table). Returns the table
 * the dialog chose.
 */
async function typeBooking(page: Page, dialog: Locator, name: string): Promise<number> {
  await page.keyboard.type('3');
  // The day's times for 3 (asked again for the new party size).
  await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/^Date/)).toBeFocused();
  // Chrome's date field takes a Tab per part (day, month, year); then the times, one Tab stop.
  const radioFocused = () =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
  for (let presses = 0; presses < 4 && !(await radioFocused()); presses++) await page.keyboard.press('Tab');
  const time = dialog.getByRole('radio').and(page.locator(':focus'));
  await expect(time).toHaveCount(1);
  // The focused time is not chosen until an arrow or Space says so: Space takes it.
  await page.keyboard.press('Space');
  await expect(time).toBeChecked();
  const summary = dialog.getByTestId('new-reservation-table');
  await expect(summary).toHaveText(/^Table: Table \d+ · \d+ seats \(best fit\)$/);
  const tableNumber = Number((await summary.textContent())!.match(/Table (\d+) ·/)![1]);
  await page.keyboard.press('Tab'); // Choose on the plan
  await page.keyboard.press('Tab'); // Book anyway (over capacity)
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('091 234 5679');
  return tableNumber;
}

test('a host takes a phone booking by keyboard; the manager’s day view and the kiosk show it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `E2E Phone ${Date.now()}`;

  // Another host at the same restaurant: the manager on restaurant 1's day view, in a browser of their own.
  const managerContext = await newStackContext(browser);
  const manager = await managerContext.newPage();
  await logIn(manager, 'manager@demo.test');
  await manager.goto('/admin/restaurant/1');
  await expect(manager.getByRole('button', { name: 'New reservation', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // The kiosk at the door, as staff.
  const kioskContext = await newStackContext(browser);
  const kiosk = await kioskContext.newPage();
  await logIn(kiosk, 'staff@demo.test');
  await kiosk.goto('/kiosk');
  await expect(kiosk.locator('[data-table-number]').first()).toBeVisible({ timeout: 30_000 });

  await logIn(page, 'admin@demo.test');
  const dialog = await openNewReservation(page);
  const tableNumber = await typeBooking(page, dialog, name);
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/reservations') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  const response = await booked;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  const { reservation } = (await response.json()) as {
    reservation: { id: number; phone: string; guests: number };
  };
  // Stored in E.164, the national trunk 0 dropped.
  expect(reservation).toMatchObject({ phone: '+385912345679', guests: 3 });

  await expect(page.getByText(new RegExp(`^Booked: ${name}, table ${tableNumber}, `))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The host's own list, the other host's and the kiosk: no reload anywhere.
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(manager.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  // The kiosk: the party in its arriving list (it starts within the hour), and its table marked as starting soon —
  // unless a party seated there earlier (another spec's check-in on the shared stack) is still at it until then,
  // when the tile shows that party and the booking waits in the list.
  const arrival = kiosk.locator(`[data-arrival-id="${reservation.id}"]`);
  await expect(arrival).toContainText(name, { timeout: 15_000 });
  await expect(arrival).toContainText(new RegExp(`guests · table ${tableNumber}(?!\\d)`));
  await expect(kiosk.locator(`[data-table-number="${tableNumber}"]`)).toHaveAttribute(
    'data-state',
    /^(upcoming|occupied)$/,
  );
  await managerContext.close();
  await kioskContext.close();
});

test('offline, the dialog says nothing was booked and keeps what was typed; back online, Book books once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const name = `E2E Phone offline ${Date.now()}`;
  await logIn(page, 'admin@demo.test');
  const dialog = await openNewReservation(page);
  await typeBooking(page, dialog, name);

  await context.setOffline(true);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('No connection: nothing was booked.');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: /^Phone/ })).toHaveValue('091 234 5679');

  await context.setOffline(false);
  const booked = page.waitForResponse(
    (r) => r.url().endsWith('/reservations') && r.request().method() === 'POST',
  );
  // By keyboard: the offline toast may sit over the button.
  await dialog.getByRole('button', { name: 'Book', exact: true }).press('Enter');
  expect((await booked).status()).toBe(201);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});
