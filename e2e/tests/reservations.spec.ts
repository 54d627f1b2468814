import { expect, test, type Locator, type Page, newStackContext } from './fixtures';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from './booking-api';
import { logIn } from './helpers';
import { openApprovals } from './approvals-panel';
import { callApi, tokenOf } from './host-api';

/**
 * The /reservations screen (mfe-reservations) in the composed system. Bookings are made through the public
 * API on days beyond the seed's three weeks, each test on tables and a day of its own.
 */

const displayDay = (day: string) => day.split('-').reverse().join('.');

/** Shows one guest's reservations on every date: search by name, Clear the date (each applies at once). */
async function filterByName(page: Page, name: string) {
  await page.goto('/reservations');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/date=all/);
  await expect(page).toHaveURL(/q=/);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** Columns: time, guest, guests, table, phone, status, no., actions. */
const TABLE_CELL = 3;

/** The Resolve section of the reservation of `name` (named by guest and start, not by id). */
async function openResolve(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^Resolve: ${name}, `) }).click();
  return page.getByRole('region', { name: new RegExp(`^Resolve: ${name}, `) });
}

/** Sets the reschedule picker's time on the reservation's own day. */
async function rescheduleTo(page: Page, panel: Locator, hours: string, minutes: string) {
  await panel.getByRole('button', { name: 'Reschedule' }).click();
  await page.getByRole('spinbutton', { name: 'Hours' }).fill(hours);
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill(minutes);
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
}

test('an admin filters the list, reassigns a reservation to another table and reschedules it', async ({
  page,
}) => {
  const day = zagrebDayFromToday(30);
  const name = `E2E Reassign ${Date.now()}`;
  await bookViaApi({ restaurantId: 1, tableNumber: 3, day, time: '12:00', name });
  await logIn(page, 'admin@demo.test');

  await filterByName(page, name);
  await expect(page.getByText('Total: 1')).toBeVisible();
  const row = rowOf(page, name);
  await expect(row.getByRole('cell').first()).toContainText('12:00–');
  await expect(row.getByRole('cell').first()).toContainText(displayDay(day));
  await expect(row.getByRole('cell').nth(TABLE_CELL)).toHaveText('3');

  const panel = await openResolve(page, name);
  const save = panel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await panel.getByLabel('Reassign to table').selectOption({ label: 'Table 5 · 4 seats · free' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(row.getByRole('cell').nth(TABLE_CELL)).toHaveText('5');
  await expect(save).toBeDisabled();

  await rescheduleTo(page, panel, '14', '30');
  await save.click();
  await expect(row.getByRole('cell').first()).toContainText('14:30–');

  // The change is stored: a fresh load shows it too.
  await filterByName(page, name);
  await expect(rowOf(page, name).getByRole('cell').first()).toContainText(`14:30–`);
  await expect(rowOf(page, name).getByRole('cell').first()).toContainText(displayDay(day));
  await expect(rowOf(page, name).getByRole('cell').nth(TABLE_CELL)).toHaveText('5');
});

test('a conflicting reschedule waits for a manager; the approval shows live in another browser', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, two sign-ins: close to the default 30 s on a loaded machine
  const day = zagrebDayFromToday(31);
  const stamp = Date.now();
  const moving = `E2E Moving ${stamp}`;
  const blocking = `E2E Blocking ${stamp}`;
  await bookViaApi({ restaurantId: 1, tableNumber: 4, day, time: '13:00', name: moving });
  await bookViaApi({
    restaurantId: 1,
    tableNumber: 4,
    day,
    time: '18:00',
    name: blocking,
  });

  // The admin asks to move the 13:00 booking onto the 18:00 one: not applied, approval requested.
  await logIn(page, 'admin@demo.test');
  await filterByName(page, `E2E Moving ${stamp}`);
  const panel = await openResolve(page, moving);
  await rescheduleTo(page, panel, '18', '00');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Requires manager approval due to conflict.')).toBeVisible();
  await expect(panel.getByText('Awaiting manager approval')).toBeVisible();
  await expect(rowOf(page, moving).getByRole('cell').first()).toContainText('13:00–');
  // The pending edit is kept in the row.
  await expect(panel.getByRole('button', { name: 'Reschedule' })).toHaveText(`${displayDay(day)} 18:00`);

  // The manager, in a second browser, frees the slot and approves; the admin's list follows without reload.
  const managerContext = await newStackContext(browser);
  const manager = await managerContext.newPage();
  await logIn(manager, 'manager@demo.test');
  await manager.goto('/reservations');
  await openApprovals(manager);
  const requestName = new RegExp(`^${moving}, `);
  const request = manager.getByRole('listitem', { name: requestName });
  await expect(request).toContainText(`${displayDay(day)} 18:00`);
  await expect(request).toContainText(`Conflicts with ${blocking}`);

  // Approving while the 18:00 booking still holds the table is refused: the database never double-books.
  await request.getByRole('button', { name: /^Approve the change for / }).click();
  await expect(manager.getByText(/already reserved/i)).toBeVisible();

  await filterByName(manager, blocking);
  const blockingPanel = await openResolve(manager, blocking);
  await blockingPanel.getByLabel('Reassign to table').selectOption({ label: 'Table 6 · 4 seats · free' });
  await blockingPanel.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText('Changes saved.')).toBeVisible();

  await openApprovals(manager);
  await manager
    .getByRole('listitem', { name: requestName })
    .getByRole('button', { name: /^Approve the change for / })
    .click();
  await expect(manager.getByRole('listitem', { name: requestName })).toHaveCount(0);

  await expect(rowOf(page, moving).getByRole('cell').first()).toContainText('18:00–');
  await expect(panel.getByText('Awaiting manager approval')).toHaveCount(0);
  await managerContext.close();
});

test('a manager approves a conflicting move by moving the booking in the way to the free table it names', async ({
  page,
}) => {
  const day = zagrebDayFromToday(43); // a day no other spec books
  const stamp = Date.now();
  const moving = `E2E Wants4 ${stamp}`;
  const blocking = `E2E Holds4 ${stamp}`;
  const movingId = await bookViaApi({ restaurantId: 1, tableNumber: 3, day, time: '12:00', name: moving });
  const blockingId = await bookViaApi({
    restaurantId: 1,
    tableNumber: 4,
    day,
    time: '12:00',
    name: blocking,
  });
  const table4 = await tableByNumber(1, 4);
  // The restaurant admin asks to move onto table 4, which is taken: filed for a manager.
  const admin = await tokenOf('admin@demo.test');
  const filed = await callApi(admin, 'PATCH', `/reservations/${movingId}`, {
    tableId: table4.id,
    requireApproval: true,
  });
  expect(filed.status).toBe(202);

  await logIn(page, 'manager@demo.test');
  await page.goto('/reservations');
  const panel = await openApprovals(page);
  const request = panel.getByRole('listitem', { name: new RegExp(`^${moving}, `) });
  await expect(request.getByTestId('approval-conflict')).toContainText(`Conflicts with ${blocking}`);
  // The way out names the guest, the party and a free table of the same size, in one button.
  const wayOut = request.getByRole('button', {
    name: new RegExp(`^Move ${blocking} \\(\\d+ guests?\\) to table (\\d+), then approve the change for `),
  });
  const table = Number(/to table (\d+), then/.exec((await wayOut.textContent()) ?? '')?.[1]);
  expect(table).not.toBe(4);
  // On a phone the long button wraps: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(wayOut).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await wayOut.click();
  await expect(page.getByText('Change approved.')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: new RegExp(`^${moving}, `) })).toHaveCount(0);

  // Both ended where the manager meant them to: checked through the API.
  const manager = await tokenOf('manager@demo.test');
  const { body } = await callApi(manager, 'GET', `/reservations?date=${day}&restaurantId=1&pageSize=100`);
  const tableOf = (id: number) =>
    (body as { reservations: { id: number; table: { number: number } }[] }).reservations.find(
      (r) => r.id === id,
    )?.table.number;
  expect(tableOf(movingId)).toBe(4);
  expect(tableOf(blockingId)).toBe(table);
});
