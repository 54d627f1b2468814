import { expect, test } from './fixtures';
import { API_URL } from '../ports.mjs';
import { bookViaApi, zagrebDayFromToday } from './booking-api';
import { logIn } from './helpers';
import { callApi, seatWalkIn, tokenOf } from './host-api';

/**
 * Issue 22 §5, §7: the host checks in an arrival from 'Arriving in the next 60 minutes' and its tile turns
 * occupied; a tap on the table opens the party; Clear frees the table and Undo brings the party back.
 */
test('the kiosk checks in an arrival, and clears its table with Undo', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E Kiosk ${Date.now()}`;
  const party = await seatWalkIn(name, { late: true });
  await logIn(page, 'staff@demo.test');
  await page.goto('/kiosk');
  const tile = page.locator(`[data-table-number="${party.tableNumber}"]`);
  // The first paint of a cold kiosk on a busy machine (the remote and its kiosk chunk) may take a while.
  await expect(tile).toHaveAttribute('data-state', 'late', { timeout: 30_000 });
  await expect(tile).toContainText(name);

  const arriving = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Arriving in the next 60 minutes' }),
  });
  const arrival = arriving.getByRole('listitem').filter({ hasText: name });
  await expect(arrival).toContainText('Late');
  await arrival.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByText(`${name} checked in`)).toBeVisible();
  await expect(tile).toHaveAttribute('data-state', 'occupied');
  await expect(tile).toContainText(/Occupied · until \d\d:\d\d/);
  await expect(arrival).toHaveCount(0);

  await tile.click();
  const panel = page.getByRole('dialog', { name: `Table ${party.tableNumber} · Occupied` });
  await expect(panel).toContainText('Seated now');
  await expect(panel).toContainText(name);
  await expect(panel).toContainText(/min left/);
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(`Table ${party.tableNumber} cleared`)).toBeVisible();
  await expect(tile).not.toHaveAttribute('data-state', 'occupied');
  await expect(tile).not.toContainText(name);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(tile).toHaveAttribute('data-state', 'occupied');
  await expect(tile).toContainText(name);

  // Leave the table free for the other suites.
  const cleared = await callApi(await tokenOf('admin@demo.test'), 'POST', `/tables/${party.tableId}/clear`);
  expect(cleared.status).toBe(200);
});

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
  const refetched = page.waitForResponse((r) => r.url().startsWith(`${API_URL}/reservations/day?`) && r.ok());
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
