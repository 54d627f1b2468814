import { expect, test, type Locator, type Page } from './fixtures';
import { GUEST_SITE_ORIGIN } from '../ports.mjs';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from './booking-api';
import { uniqueName } from './guest/booking-ui';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 23 §1, §2, §5, §6 on a phone (390×844, touch), as guests book: party, date and time first in the bar at
 * the top of /restaurant/1 (the seeded restaurant, 11–21 every 30 minutes; the stack lives at noon in Zagreb),
 * the plan showing every table at that choice, the phone's 'Select a Table' with thumb-sized targets, a party
 * no table seats, and a connection lost at Reserve.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const bar = (page: Page) => page.getByRole('region', { name: 'Your party, date and time' });
const reserveAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/reserve') && r.request().method() === 'POST');

/** Reservations of restaurant 1 whose guest's name contains `name`, as the back office lists them. */
async function reservationsNamed(name: string): Promise<number> {
  const token = await tokenOf('admin@demo.test');
  const { body } = await callApi(token, 'GET', `/reservations?restaurantId=1&q=${encodeURIComponent(name)}`);
  return (body as { reservations: unknown[] }).reservations.length;
}

/** Opens the page and waits for the bar's next bookable time. */
async function openPage(page: Page): Promise<void> {
  await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
  await expect(bar(page).getByLabel('Time')).toHaveValue(/^\d\d:\d\d$/);
}

test('books for 2 tonight from the bar in 5 taps or fewer', async ({ page }) => {
  test.setTimeout(60_000);
  const name = uniqueName('Bar Tonight');
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.tap();
  };
  await openPage(page);
  // Defaults: 2 guests, today.
  await expect(bar(page).getByLabel('Guests')).toHaveValue('2');
  await expect(bar(page).getByLabel('Date')).toHaveValue(zagrebDayFromToday(0));
  // Tap 1: the time (a native picker: one choice).
  taps += 1;
  await bar(page).getByLabel('Time').selectOption('19:00');
  // Tap 2: 'Any table is fine' — straight to the details, the name field focused.
  await tap(page.getByRole('checkbox', { name: 'Any table is fine' }));
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField).toBeFocused();
  await page.keyboard.type(name);
  // Tap 3: the phone field.
  await tap(page.getByRole('textbox', { name: 'Phone' }));
  await page.keyboard.type('91 234 5690');
  await expect(page.getByText('Security check complete.')).toBeVisible({ timeout: 20_000 });
  // Tap 4: Reserve.
  const answer = reserveAnswer(page);
  await tap(page.getByRole('button', { name: 'Reserve' }));
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ anyTable: true, guests: 2 });
  await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your reservation' }).getByText(/19:00/).first(),
  ).toBeVisible();
  expect(taps).toBeLessThanOrEqual(5);
});

test('the phone plan: 44 px targets, the choice and the legend in its header; a taken table looks so and refuses with alternatives', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const day = zagrebDayFromToday(0);
  const table = await tableByNumber(1, 5);
  // Table 5 taken tonight at 19:30 (unless an earlier run of this stack booked it already).
  await bookViaApi({
    restaurantId: 1,
    tableNumber: 5,
    day,
    time: '19:30',
    name: uniqueName('Bar Taken'),
  }).catch(() => undefined);
  await openPage(page);
  await bar(page).getByLabel('Time').selectOption('19:30');
  await page.getByRole('button', { name: 'View Tables' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Select a Table' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Tonight 19:30 · 2 guests')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'What the tables show' })).toBeVisible();

  // Every table's tap target at least 44×44 CSS px at the zoom the dialog opens at.
  const tables = dialog.getByRole('group', { name: /^Floor plan of / }).getByRole('button');
  const count = await tables.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const box = (await tables.nth(i).boundingBox())!;
    const label = await tables.nth(i).getAttribute('aria-label');
    expect([label, box.width >= 44, box.height >= 44]).toEqual([label, true, true]);
  }

  // Table 5 is taken then: hatched, named so, and refused with the nearest times and tables.
  const five = dialog.locator(`[data-table-id="${table.id}"]`);
  await expect(five).toHaveAttribute('data-state', 'taken');
  await expect(five).toHaveAccessibleName(/^Table 5, seats: \d+, taken$/);
  await expect(five.getByTestId('table-pattern')).toHaveCount(1);
  const free = dialog.locator('[data-state="free"]').first();
  await expect(free.getByTestId('table-pattern')).toHaveCount(0);
  // The dialog opens on the free tables (a taken one may start off-screen): Tab's focus pans table 5 into view, so
  // the tap lands on it and not on whatever the clipped viewport shows at its place.
  await five.focus();
  await expect(five).toBeInViewport();
  await five.tap({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Table 5 is already booked at 19:30.' }),
  ).toBeVisible();
  const offers = dialog.getByRole('region', { name: 'Instead of 19:30' });
  await expect(
    offers.getByRole('group', { name: 'Other times at table 5' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(
    offers.getByRole('group', { name: 'Other tables at 19:30' }).getByRole('button').first(),
  ).toBeVisible();
  // An offered table goes straight to the details, at that time.
  await offers.getByRole('group', { name: 'Other tables at 19:30' }).getByRole('button').first().tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(bar(page).getByLabel('Time')).toHaveValue('19:30');
});

test('a party of 14 lands on the large-party request', async ({ page }) => {
  await openPage(page);
  await bar(page).getByLabel('Guests').selectOption('14');
  await expect(page.getByRole('checkbox', { name: /^Large party/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Any table is fine' })).not.toBeChecked();
  const form = page.getByRole('region', { name: 'Your reservation' });
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(zagrebDayFromToday(5));
  await expect(form.getByText('Large party requests need at least 5 days’ notice.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send request' })).toBeVisible();
  await expect(form.getByText('too small')).toHaveCount(0);
  await expect(form.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('14');
});

test('offline at Reserve: nothing booked, details kept; back online it books exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('Bar Offline');
  await openPage(page);
  await page.getByRole('checkbox', { name: 'Any table is fine' }).tap();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone' }).fill('91 234 5691');
  await expect(page.getByText('Security check complete.')).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Reserve' }).tap();
  await expect(page.getByRole('alert')).toContainText('You are offline, so nothing was booked.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  expect(await reservationsNamed(name)).toBe(0);

  // Back online: sent again by itself (the same Idempotency-Key), and the day's times asked again.
  const times = page.waitForRequest((r) => r.url().includes('/public/availability'));
  const answer = reserveAnswer(page);
  await context.setOffline(false);
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await times;
  await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  expect(await reservationsNamed(name)).toBe(1);
});
