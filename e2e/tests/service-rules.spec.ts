import { expect, test, type Page } from './fixtures';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from './booking-api';
import { callApi, tokenOf } from './host-api';
import { choiceBar, fillDetails, openRestaurant, submitReservation, uniqueName } from './guest/booking-ui';
import { logIn } from './helpers';
import { restaurantOf } from './settings-api';
import { apiAnswer, openSettings, restaurantRow, settingsSection } from './settings-ui';

/**
 * Issue 24 §4: service rules from the settings dialog to the guest's times. The demo manager runs restaurants 1
 * and 2; these journeys change Bistro Gornji Grad (2), which the other suites do not book, and put its rules back.
 */
const RESTAURANT = 2;

/** The next Zagreb day (1–7 days ahead) that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number): string {
  for (let n = 1; n <= 7; n += 1) {
    const day = zagrebDayFromToday(n);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === weekday) return day;
  }
  throw new Error('unreachable');
}

/** The times the bar offers for the chosen day (values, HH:mm). */
const barTimes = (page: Page) =>
  choiceBar(page)
    .getByLabel('Time', { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

test('a manager closes Mondays and splits Tuesday into lunch and dinner; the guest site offers no Monday and no Tuesday afternoon', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const superadmin = await tokenOf('superadmin@demo.test');
  const before = await restaurantOf(superadmin, RESTAURANT);
  try {
    await logIn(page, 'manager@demo.test');
    await page.goto('/restaurants');
    const settings = await openSettings(page, before.name);
    const service = settingsSection(settings, 'Service');
    await service.getByRole('combobox', { name: 'Monday: hours' }).selectOption('closed');
    await service.getByRole('combobox', { name: 'Tuesday: hours' }).selectOption('services');
    await service.getByRole('combobox', { name: 'Tuesday, service 1: opens' }).selectOption('12:00');
    await service.getByRole('combobox', { name: 'Tuesday, service 1: closes' }).selectOption('15:00');
    await service.getByRole('button', { name: 'Add service on Tuesday' }).click();
    await service.getByRole('combobox', { name: 'Tuesday, service 2: opens' }).selectOption('18:00');
    await service.getByRole('combobox', { name: 'Tuesday, service 2: closes' }).selectOption('23:00');

    const saved = apiAnswer(page, 'PATCH', new RegExp(`^/restaurants/${RESTAURANT}$`));
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    // Bookings on a Monday or a Tuesday afternoon are named first; saving keeps them for the host to resolve.
    const anyway = settings.getByRole('button', { name: 'Save anyway' });
    await expect(anyway.or(page.getByText('Saved changes.'))).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved changes.')).toBeVisible();
    await expect(restaurantRow(page, before.name)).toContainText('closed Mon · own hours Tue');

    await openRestaurant(page, RESTAURANT);
    await choiceBar(page).getByLabel('Date', { exact: true }).fill(nextWeekday(1));
    await expect(choiceBar(page).getByRole('status')).toHaveText(/^Closed on Mondays\. Next open: /);
    await expect(choiceBar(page).getByLabel('Time', { exact: true })).toBeDisabled();
    expect(await barTimes(page)).toEqual([]);

    await choiceBar(page).getByLabel('Date', { exact: true }).fill(nextWeekday(2));
    await expect(choiceBar(page).getByLabel('Time', { exact: true })).toHaveValue(/^\d\d:\d\d$/);
    const times = await barTimes(page);
    expect(times[0]).toBe('12:00');
    expect(times).toContain('18:00');
    expect(times.filter((time) => time >= '15:00' && time < '18:00')).toEqual([]);
  } finally {
    await callApi(superadmin, 'PATCH', `/restaurants/${RESTAURANT}`, {
      weeklyHours: before.weeklyHours ?? null,
    });
  }
});

test('a guest asking for a time the kitchen is full at is told why and books the next free one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const superadmin = await tokenOf('superadmin@demo.test');
  const before = await restaurantOf(superadmin, RESTAURANT);
  // A day of its own, with one party arriving at 19:00; pacing then leaves no room at 19:00 for two more.
  const day = zagrebDayFromToday(33);
  await bookViaApi({
    restaurantId: RESTAURANT,
    tableNumber: 1,
    day,
    time: '19:00',
    name: uniqueName('Paced First'),
  });
  // bookViaApi books half the table's seats.
  const covers = Math.max(1, Math.floor((await tableByNumber(RESTAURANT, 1)).seats / 2));
  try {
    const patched = await callApi(superadmin, 'PATCH', `/restaurants/${RESTAURANT}`, {
      pacing: { maxCoversPerSlot: covers + 1 },
    });
    expect(patched.status).toBe(200);

    await openRestaurant(page, RESTAURANT);
    await choiceBar(page).getByLabel('Date', { exact: true }).fill(day);
    const time = choiceBar(page).getByLabel('Time', { exact: true });
    await expect(time).toHaveValue(/^\d\d:\d\d$/);
    await expect(time.locator('option[value="19:00"]')).toHaveText('19:00 (kitchen full)');
    await time.selectOption('19:00');
    await page.getByRole('checkbox', { name: 'Any table is fine' }).click();
    const form = page.getByRole('region', { name: 'Your reservation' });
    await expect(form.getByRole('status').filter({ hasText: 'The kitchen is full at 19:00.' })).toBeVisible();
    // The nearest free times are offered (Bistro books on the hour): the first one is taken.
    const nearest = form
      .getByRole('region', { name: 'Instead of 19:00' })
      .getByRole('group', { name: 'Other times that day' })
      .getByRole('button')
      .first();
    const other = (await nearest.textContent())!.trim();
    expect(other).toMatch(/^(18|20):00$/);
    await nearest.click();
    await expect(time).toHaveValue(other);
    await fillDetails(page, { name: uniqueName('Paced Guest') });
    await submitReservation(page);
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your reservation' }).getByText(other).first(),
    ).toBeVisible();
  } finally {
    await callApi(superadmin, 'PATCH', `/restaurants/${RESTAURANT}`, { pacing: before.pacing ?? null });
  }
});
