import { expect, test, type Page } from './fixtures';
import { bookViaApi, bookWithinTheHour, zagrebDayFromToday } from './booking-api';
import { callApi, tokenOf } from './host-api';
import { logIn } from './helpers';

/**
 * Issue 11 §2, the restaurant day view at /admin, in Chromium against the composed system. A booking for later
 * today is placed through the public API on the first table free at a late slot.
 */

async function bookLaterToday(name: string): Promise<void> {
  const day = zagrebDayFromToday(0);
  for (const time of ['20:30', '20:00', '19:30'])
    for (let tableNumber = 1; tableNumber <= 12; tableNumber++) {
      try {
        await bookViaApi({ restaurantId: 1, tableNumber, day, time, name });
        return;
      } catch {
        // Taken (or no such table): try the next one.
      }
    }
  throw new Error('no free table later today');
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test("a restaurant admin checks a guest in from today's list and undoes it", async ({ page }) => {
  const name = `E2E Day ${Date.now()}`;
  await bookWithinTheHour(name);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 2, name: "Today's reservations" })).toBeVisible();
  const row = rowOf(page, name);
  // 60–90 minutes ahead: a later booking (issue 22 §3).
  await expect(row).toContainText('Later');
  await row.getByRole('button', { name: 'Check in' }).click();
  // An hour early: the day view asks first (issue 19 §3).
  const early = page.getByRole('dialog', { name: 'Check in early?' });
  await expect(early).toContainText(name);
  await early.getByRole('button', { name: 'Check in now' }).click();
  await expect(page.getByText(`${name} checked in`)).toBeVisible();
  await expect(row).toContainText('Seated');
  await row.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(page.getByText(`Check-in undone for ${name}`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Check in' })).toBeVisible();
  // Admins may extend.
  await expect(row.getByRole('button', { name: '+30m, extend by 30 minutes' })).toBeEnabled();
  await expect(page.getByRole('group', { name: /^Floor plan of / })).toBeVisible();
});

test('staff see +30m and +1h disabled, with the reason', async ({ page }) => {
  const name = `E2E Staff ${Date.now()}`;
  await bookLaterToday(name);
  await logIn(page, 'staff@demo.test');
  const row = rowOf(page, name);
  for (const label of ['+30m, extend by 30 minutes', '+1h, extend by 1 hour']) {
    const button = row.getByRole('button', { name: label });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Only restaurant admins and managers can extend a stay.',
    );
  }
  await expect(row.getByRole('button', { name: 'Check in' })).toBeEnabled();
});

test('No-show records the guest as a no-show, and Undo brings the reservation back', async ({ page }) => {
  // A party under way that has not checked in: seated as a walk-in, then its check-in undone.
  const name = `E2E No-show ${Date.now()}`;
  const token = await tokenOf('admin@demo.test');
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as { id: number }[];
  let reservationId: number | null = null;
  for (const table of tables) {
    const seated = await callApi(token, 'POST', '/walkin/seat-now', {
      restaurantId: 1,
      tableId: table.id,
      name,
      partySize: 1,
    });
    if (seated.status !== 201) continue;
    reservationId = (seated.body as { reservation: { id: number } }).reservation.id;
    expect((await callApi(token, 'POST', `/reservations/${reservationId}/uncheckin`)).status).toBe(200);
    break;
  }
  expect(reservationId).not.toBeNull();

  await logIn(page, 'admin@demo.test');
  const row = rowOf(page, name);
  // Started and not checked in: late (issue 22 §3).
  await expect(row).toContainText('Late');
  await row.getByRole('button', { name: 'No-show' }).click();
  await expect(page.getByText(new RegExp(`${name} marked as no-show`))).toBeVisible();
  await expect(row).toContainText('No-show');
  const stored = await callApi(
    token,
    'GET',
    `/reservations?date=${zagrebDayFromToday(0)}&status=no_show&q=${encodeURIComponent(name)}`,
  );
  expect((stored.body as { reservations: { id: number; noShowAt: string | null }[] }).reservations).toEqual([
    expect.objectContaining({ id: reservationId, noShowAt: expect.any(String) }),
  ]);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(row).toContainText('Late');
  await expect(row.getByRole('button', { name: 'No-show' })).toBeVisible();
});

test('a party checked in early turns its table occupied on the plan (issue 22 §3)', async ({ page }) => {
  const name = `E2E Early ${Date.now()}`;
  const { tableNumber } = await bookWithinTheHour(name);
  await logIn(page, 'admin@demo.test');
  const table = page.getByRole('button', { name: new RegExp(`^Table ${tableNumber}, \\d+ seats, `) });
  // An hour away: the clock alone does not take the table.
  await expect(table).not.toHaveAccessibleName(/occupied/);
  const row = rowOf(page, name);
  await row.getByRole('button', { name: 'Check in' }).click();
  await page
    .getByRole('dialog', { name: 'Check in early?' })
    .getByRole('button', { name: 'Check in now' })
    .click();
  await expect(row).toContainText('Seated');
  // Seated an hour before the booking's start: the table is occupied now.
  await expect(table).toHaveAccessibleName(new RegExp(`^Table ${tableNumber}, \\d+ seats, occupied$`));
  await row.getByRole('button', { name: 'Undo check-in' }).click();
  await expect(table).not.toHaveAccessibleName(/occupied/);
});

test('/admin?date=<tomorrow> opens tomorrow read-only (issue 22 §4)', async ({ page }) => {
  const name = `E2E Tomorrow ${Date.now()}`;
  const tomorrow = zagrebDayFromToday(1);
  let booked = false;
  for (const time of ['19:00', '18:30', '18:00', '17:30'])
    for (let tableNumber = 1; tableNumber <= 12 && !booked; tableNumber++)
      try {
        await bookViaApi({ restaurantId: 1, tableNumber, day: tomorrow, time, name });
        booked = true;
      } catch {
        // Taken: the next one.
      }
  expect(booked).toBe(true);
  await logIn(page, 'admin@demo.test');
  await page.goto(`/admin?date=${tomorrow}`);
  await expect(page.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: /^Reservations on / })).toBeVisible();
  await expect(page.getByTestId('other-day')).toContainText('A later day');
  const row = rowOf(page, name);
  await expect(row).toContainText('Later');
  // Read-only: Info, nothing else; the walk-in is today's.
  await expect(row.getByRole('button')).toHaveText(['Info']);
  await expect(page.getByRole('heading', { name: 'Walk-in' })).toHaveCount(0);
  // Today is one tap back, and the address is /admin again.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Today's reservations" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the bell’s panel opens on the screen at a phone’s, a tablet’s and a desk’s size', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  for (const size of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const panel = page.locator(`#${await bell.getAttribute('aria-controls')}`);
    await expect(panel.getByText('Notifications', { exact: true })).toBeVisible();
    // On a phone the bell is at the left of the header: a panel hung from its right edge ran off the screen.
    const box = (await panel.boundingBox())!;
    expect(box.x, `${size.width}px: the panel's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${size.width}px: the panel's right edge`).toBeLessThanOrEqual(size.width);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
});
