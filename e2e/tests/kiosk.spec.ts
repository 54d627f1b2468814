import { expect, test } from './fixtures';
import { API_URL } from '../ports.mjs';
import { bookViaApi, zagrebDayFromToday } from './booking-api';
import { logIn } from './helpers';

/**
 * Issue 11 §3: the kiosk keeps its last data with an 'Offline since HH:mm' banner when the API is cut off or the
 * browser goes offline, and catches up when the connection returns.
 */

test('the kiosk shows its offline banner when the API is cut off, and recovers', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin@demo.test');
  await page.goto('/kiosk');
  const tables = page.getByRole('heading', { level: 2, name: 'Tables' });
  await expect(tables).toBeVisible();
  await expect(page.locator('[data-table-number]').first()).toBeVisible();
  const banner = page.getByText(/^Offline since \d\d:\d\d, showing the last data$/);
  await expect(banner).toHaveCount(0);

  // The API refuses every request from this page; a booking elsewhere (or the 20 s poll) makes it look again.
  await page.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
  for (const time of ['22:00', '21:30', '21:00'])
    try {
      await bookViaApi({
        restaurantId: 1,
        tableNumber: 1,
        day: zagrebDayFromToday(1),
        time,
        name: 'E2E Offline',
      });
      break;
    } catch {
      // Taken: the 20 s poll finds the API gone anyway.
    }
  await expect(banner).toBeVisible({ timeout: 30_000 });
  // The last data stays on screen.
  await expect(page.locator('[data-table-number]').first()).toBeVisible();

  await page.unroute(`${API_URL}/**`);
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  await expect(tables).toBeVisible();
});

test('the kiosk shows its offline banner when the browser goes offline, and refetches when back', async ({
  page,
  context,
}) => {
  await logIn(page, 'staff@demo.test');
  await page.goto('/kiosk');
  await expect(page.locator('[data-table-number]').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
  await expect(page.locator('[data-table-number]').first()).toBeVisible();
  const refetched = page.waitForResponse((r) => r.url().startsWith(`${API_URL}/reservations?`) && r.ok());
  await context.setOffline(false);
  await refetched;
  await expect(page.getByText(/^Offline since/)).toHaveCount(0);
});

test('a manager picks which restaurant the kiosk runs, and the choice survives a reload', async ({
  page,
}) => {
  await logIn(page, 'manager@demo.test');
  await page.goto('/kiosk');
  const picker = page.getByRole('combobox', { name: 'Restaurant' });
  await expect(picker).toBeVisible();
  // Nothing is shown for a restaurant until one is chosen.
  await expect(page.locator('[data-table-number]')).toHaveCount(0);
  const options = picker.locator('option');
  // Only the manager's own restaurants (1 and 2) besides the prompt.
  await expect(options).toHaveCount(3);
  const second = (await options.nth(2).textContent()) ?? '';
  await picker.selectOption({ index: 2 });
  await expect(page).toHaveURL(/[?&]restaurantId=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tables' })).toBeVisible();
  await expect(page.locator('[data-table-number]').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(
    new URL(page.url()).searchParams.get('restaurantId') ?? '',
  );
  await expect(page.getByRole('combobox', { name: 'Restaurant' }).locator('option:checked')).toHaveText(
    second,
  );
  await expect(page.locator('[data-table-number]').first()).toBeVisible();
});
