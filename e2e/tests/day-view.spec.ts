import { expect, test, type Page } from './fixtures';
import { bookViaApi, zagrebDayFromToday } from './booking-api';
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
  await bookLaterToday(name);
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 2, name: "Today's reservations" })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('Confirmed');
  await row.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(`${name} checked in`)).toBeVisible();
  await expect(row).toContainText('Checked in');
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
