import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, newStackContext } from './fixtures';
import { stackNow } from '../clock.mjs';
import { API_URL } from '../ports.mjs';
import { bookViaApi, zagrebDayFromToday } from './booking-api';
import { logIn } from './helpers';
import { openApprovals } from './approvals-panel';

/**
 * Issue 8 §5, the reservations list for a host, in Chromium against the composed system. Each test books on a
 * day of its own (beyond the seed's three weeks) through the public API.
 */

const displayDay = (day: string) => day.split('-').reverse().join('.');
/** '01.06. 19:00': how the screen names a reservation (with the guest's name) instead of an id. */
const shortWhen = (day: string, time: string) => `${displayDay(day).slice(0, 6)} ${time}`;

/** Opens the list on one day with a search, through the URL (the filters live there). */
async function openDay(page: Page, day: string, q: string) {
  await page.goto(`/reservations?date=${day}&q=${encodeURIComponent(q)}`);
}

async function openResolve(page: Page, name: string, when: string): Promise<Locator> {
  await page.getByRole('button', { name: `Resolve: ${name}, ${when}` }).click();
  return page.getByRole('region', { name: `Resolve: ${name}, ${when}` });
}

async function apiToken(email: string): Promise<string> {
  const res = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await res.json()) as { token: string }).token;
}

test('on a phone, rows are cards with time, name, party, table, status and actions, without sideways scrolling', async ({
  browser,
}) => {
  const day = zagrebDayFromToday(32);
  const name = `E2E Phone ${Date.now()}`;
  await bookViaApi({ restaurantId: 1, tableNumber: 7, day, time: '12:00', name });
  const context = await newStackContext(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await logIn(page, 'admin@demo.test');
  await openDay(page, day, name);

  const card = page.getByRole('listitem', { name: `${name}, ${shortWhen(day, '12:00')}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  for (const field of ['time', 'name', 'guests', 'table', 'status', 'actions']) {
    const cell = card.locator(`[data-field="${field}"]`);
    await expect(cell, field).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x, field).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, field).toBeLessThanOrEqual(390);
  }
  await expect(card.locator('[data-field="time"]')).toHaveText(/^12:00–\d\d:\d\d$/);
  await expect(card.locator('[data-field="guests"]')).toHaveText('3 guests');
  await expect(card.locator('[data-field="table"]')).toHaveText('Table 7');
  await expect(card.locator('[data-field="status"]')).toHaveText('Upcoming');
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);

  // The actions open inside the card and still fit.
  await card.getByRole('button', { name: /^Resolve: / }).click();
  await expect(card.getByLabel('Reassign to table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('filters apply as they change (URL and list follow, no Filter button); the time filter lists opening hours', async ({
  page,
}) => {
  const day = zagrebDayFromToday(33);
  const stamp = Date.now();
  await bookViaApi({ restaurantId: 1, tableNumber: 3, day, time: '12:00', name: `E2E Noon ${stamp}` });
  await bookViaApi({ restaurantId: 1, tableNumber: 4, day, time: '18:00', name: `E2E Evening ${stamp}` });
  await logIn(page, 'admin@demo.test');
  await page.goto('/reservations');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toHaveCount(0);

  // Konoba Stol opens 11–21: the time filter offers 11:00 … 20:30, not 00:00–23:30.
  const time = page.getByLabel('Time');
  await expect(time.locator('option').nth(1)).toHaveText('11:00');
  await expect(time.locator('option').last()).toHaveText('20:30');
  await expect(time.locator('option')).toHaveCount(1 + 20);

  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${zagrebDayFromToday(1)}`));
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/date=all/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(`${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByText('Total: 2')).toBeVisible();
  await time.selectOption('18:00');
  await expect(page).toHaveURL(/time=18%3A00/);
  await expect(page.getByText('Total: 1')).toBeVisible();
  await expect(page.getByText(`E2E Evening ${stamp}`)).toBeVisible();
  await expect(page.getByText(`E2E Noon ${stamp}`)).toHaveCount(0);
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText('No reservations')).toBeVisible();
  await page.getByLabel('Per page').selectOption('50');
  await expect(page).toHaveURL(/pageSize=50/);

  // A reload keeps what was applied.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`${stamp}`);

  // Staff spec §2: the restaurant group's header shows its name (the heading) and its ID beside it.
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Time').selectOption('');
  const group = page.getByRole('region', { name: 'Konoba Stol', exact: true });
  await expect(group.getByRole('heading', { name: 'Konoba Stol', exact: true })).toBeVisible();
  await expect(group.getByText('ID 1', { exact: true })).toBeVisible();
});

test('a manager’s time filter follows the chosen restaurant’s hours', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  await page.goto('/reservations');
  const time = page.getByLabel('Time');
  // Both restaurants (11–21 and 12–22): 11:00 … 21:30.
  await expect(time.locator('option').nth(1)).toHaveText('11:00');
  await expect(time.locator('option').last()).toHaveText('21:30');
  await page.getByLabel('Restaurant').selectOption({ label: 'Bistro Gornji Grad' });
  await expect(page).toHaveURL(/restaurantId=2/);
  await expect(time.locator('option').nth(1)).toHaveText('12:00');
});

test('the first load shows a skeleton and a refetch a progress bar', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  let delay = 1500;
  await page.route(`${API_URL}/reservations?*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
  await page.goto('/reservations');
  await expect(page.getByTestId('reservations-skeleton')).toBeVisible();
  await expect(page.getByTestId('reservations-skeleton')).toHaveCount(0, { timeout: 15_000 });
  delay = 1500;
  await page.getByLabel('Status').selectOption('all');
  await expect(page.getByRole('progressbar', { name: 'Updating the list…' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
});

test('Export downloads what the list shows: Zagreb times, a BOM, Croatian headers and statuses, formulas escaped', async ({
  page,
}) => {
  test.slow(); // two languages, two downloads
  const day = zagrebDayFromToday(34);
  const stamp = Date.now();
  await bookViaApi({ restaurantId: 1, tableNumber: 3, day, time: '12:00', name: `Ivana Tomić ${stamp}` });
  await bookViaApi({ restaurantId: 1, tableNumber: 4, day, time: '13:30', name: `=HYPERLINK(1) ${stamp}` });
  await bookViaApi({ restaurantId: 1, tableNumber: 5, day, time: '15:00', name: `Other ${stamp}` });
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  try {
    await page.goto(`/reservations?date=${day}`);
    await expect(page.getByRole('heading', { name: 'Rezervacije', level: 1 })).toBeVisible();
    // Typed and exported at once: the export applies the search first, so file and list agree.
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(`${stamp}`);
    await page.getByLabel('Vrijeme').selectOption('');
    await expect(page.getByText('Ukupno: 3')).toBeVisible();
    await page.getByLabel('Vrijeme').selectOption('13:30');
    await expect(page.getByText('Ukupno: 1')).toBeVisible();
    await page.getByLabel('Vrijeme').selectOption('');
    await expect(page.getByText('Ukupno: 3')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(`Tomić ${stamp}`);
    await expect(page.getByText('Ukupno: 1')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pretraga' }).fill(`${stamp}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Izvezi/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`reservations-${day}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Rezervacija,Restoran,Datum,Početak,Kraj,Stolovi,Ime,Telefon,E-pošta,Gosti,Status');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`,Konoba Stol,${displayDay(day)},12:00,\\d\\d:\\d\\d,3,Ivana Tomić ${stamp},.*,Potvrđena$`),
    );
    expect(lines[2]).toContain(`,13:30,`);
    expect(lines[2]).toContain(`,'=HYPERLINK(1) ${stamp},`);
    expect(lines[3]).toContain(`Other ${stamp}`);

    // In English the same list exports English headers and statuses.
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export/ }).click();
    const english = (await readFile((await (await again).path())!)).toString('utf8');
    expect(english).toContain('Reservation,Restaurant,Date,Start,End,Tables,Name,Phone,Email,Guests,Status');
    expect(english).toMatch(/,Confirmed\r\n/);
  } finally {
    if (await page.getByRole('button', { name: 'EN', exact: true }).isVisible())
      await page.getByRole('button', { name: 'EN', exact: true }).click();
  }
});

test('the reassign picker shows free tables and seats, warns about too few seats; the reschedule picker offers no past days', async ({
  page,
}) => {
  const day = zagrebDayFromToday(35);
  const stamp = Date.now();
  const name = `E2E Party ${stamp}`;
  // A party of 3 (table 7 has 6 seats); table 8 is taken at the same time.
  const id = await bookViaApi({ restaurantId: 1, tableNumber: 7, day, time: '13:00', name });
  await bookViaApi({ restaurantId: 1, tableNumber: 8, day, time: '13:00', name: `E2E Taken ${stamp}` });
  await logIn(page, 'admin@demo.test');
  await openDay(page, day, name);
  const panel = await openResolve(page, name, shortWhen(day, '13:00'));
  const select = panel.getByLabel('Reassign to table');
  await expect(select.locator('option', { hasText: 'Table 7 ·' })).toHaveText('Table 7 · 6 seats · current');
  await expect(select.locator('option', { hasText: 'Table 8 ·' })).toHaveText('Table 8 · 6 seats · taken');
  await expect(select.locator('option', { hasText: 'Table 1 ·' })).toHaveText('Table 1 · 2 seats · free');

  // The server refuses a taken table outright (409) when no approval is asked for.
  const token = await apiToken('admin@demo.test');
  const tables = (await (
    await fetch(`${API_URL}/reservations/${id}/table-options`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { tables: { id: number; number: number; free: boolean }[] };
  const taken = tables.tables.find((t) => t.number === 8)!;
  expect(taken.free).toBe(false);
  const refused = await fetch(`${API_URL}/reservations/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ tableId: taken.id }),
  });
  expect(refused.status).toBe(409);

  await select.selectOption({ label: 'Table 1 · 2 seats · free' });
  await expect(panel.getByText('Table 1 has 2 seats for a party of 3.')).toBeVisible();
  await panel.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Too few seats' });
  await dialog.getByRole('button', { name: 'Choose another table' }).click();
  await expect(dialog).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Seat them anyway' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(3)).toHaveText('1');

  // Reschedule: going back month by month ends at this month, whose past days are disabled.
  await panel.getByRole('button', { name: 'Reschedule' }).click();
  const previous = page.getByRole('button', { name: 'Previous month' });
  while (await previous.isEnabled()) await previous.click();
  const today = stackNow();
  const label = (d: Date) =>
    d.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Zagreb',
    });
  await expect(page.getByRole('button', { name: label(today), exact: true })).toBeEnabled();
  const yesterday = page.getByRole('button', {
    name: label(new Date(today.getTime() - 86_400_000)),
    exact: true,
  });
  const twoDaysAgo = page.getByRole('button', {
    name: label(new Date(today.getTime() - 2 * 86_400_000)),
    exact: true,
  });
  const shownPast = (await yesterday.count()) > 0 ? yesterday : twoDaysAgo;
  await expect(shownPast).toBeDisabled();
});

test('an approval request names the booking in the way; a rejection clears the requester’s pending edit live', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, two sign-ins
  const day = zagrebDayFromToday(36);
  const stamp = Date.now();
  const moving = `E2E Mover ${stamp}`;
  const blocking = `E2E Blocker ${stamp}`;
  await bookViaApi({ restaurantId: 1, tableNumber: 3, day, time: '12:00', name: moving });
  await bookViaApi({ restaurantId: 1, tableNumber: 4, day, time: '12:00', name: blocking });

  // The restaurant admin asks to move onto the blocked table.
  await logIn(page, 'admin@demo.test');
  await openDay(page, day, moving);
  const panel = await openResolve(page, moving, shortWhen(day, '12:00'));
  await panel.getByLabel('Reassign to table').selectOption({ label: 'Table 4 · 4 seats · taken' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(new RegExp(`In the way: ${blocking} \\(12:00–\\d\\d:\\d\\d, table 4\\)`)),
  ).toBeVisible();
  await expect(panel.getByText('Awaiting manager approval')).toBeVisible();
  await expect(panel.getByLabel('Reassign to table')).toHaveValue(/\d+/);
  const pendingValue = await panel.getByLabel('Reassign to table').inputValue();

  // The manager sees who asked and which booking it collides with, and rejects.
  const managerContext = await newStackContext(browser);
  const manager = await managerContext.newPage();
  await logIn(manager, 'manager@demo.test');
  await manager.goto('/reservations');
  await openApprovals(manager);
  const request = manager.getByRole('listitem', { name: `${moving}, ${shortWhen(day, '12:00')}` });
  await expect(request).toContainText('by admin@demo.test, Restaurant admin');
  await expect(request.getByTestId('approval-conflict')).toHaveText(
    new RegExp(`^Conflicts with ${blocking} \\(12:00–\\d\\d:\\d\\d, table 4\\)$`),
  );
  await request.getByRole('button', { name: /^Reject the change for / }).click();
  // Issue 19 §4: the list reorders live, so the manager is asked once more, about this guest.
  const confirm = manager.getByRole('dialog', {
    name: `Reject the change for ${moving}, ${shortWhen(day, '12:00')}?`,
  });
  await confirm.getByRole('button', { name: 'Yes, reject it' }).click();
  await expect(manager.getByText('Change rejected.')).toBeVisible();

  // The admin's screen hears it: a notice, the pending edit gone, nothing awaiting approval.
  await expect(
    page.getByText(
      `A manager rejected your change to ${moving}, ${shortWhen(day, '12:00')}; it was not applied.`,
    ),
  ).toBeVisible();
  await expect(panel.getByLabel('Reassign to table')).not.toHaveValue(pendingValue);
  await expect(panel.getByLabel('Reassign to table').locator('option:checked')).toHaveText(
    /^Table 3 ·.*current$/,
  );
  await expect(panel.getByText('Awaiting manager approval')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await managerContext.close();
});
