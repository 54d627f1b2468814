import { expect, test, type Page } from './fixtures';
import { E2E_PORTS } from '../ports.mjs';
import { bookViaApi, zagrebDayFromToday } from './booking-api';
import { api, tokenOf } from './floorplan-api';
import { logIn } from './helpers';
import { timeGroup } from './guest/booking-ui';
import { addTable, createRestaurant, deleteRestaurant, restaurantOf } from './settings-api';
import {
  apiAnswer,
  dayMonth,
  field,
  openSettings,
  restaurantRow,
  setDate,
  setField,
  settingsSection,
} from './settings-ui';

/**
 * Issue 20 §6: the restaurants journeys of mfe-settings in the composed system. Each journey works on a restaurant
 * it creates (deleted at the end), except the manager's, which edits a demo restaurant's address and puts it back.
 */

const tableOnPlan = (page: Page, number: number) =>
  page
    .getByRole('group', { name: /^Floor plan of / })
    .getByRole('button', { name: new RegExp(`^Table ${number}, `) });

/**
 * The new restaurant's own public origin: the guest site under a loopback name no seeded restaurant uses, so it is a
 * single-restaurant origin (the seed's hub at localhost and Riva Split at 127.0.0.1 stay as they are).
 */
const OWN_ORIGIN = `http://127.0.0.2:${E2E_PORTS.GUEST_SITE_PORT}`;

test('a superadmin creates a restaurant, draws two tables, sets its hours and a holiday; the guest site offers exactly those times and is closed on the holiday', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf('superadmin@demo.test');
  const stamp = Date.now().toString(36);
  const name = `E2E Trattoria ${stamp}`;
  const publicPath = `/e2e-trattoria-${stamp}`;
  const openDay = zagrebDayFromToday(3);
  const holidayFrom = zagrebDayFromToday(5);
  const holidayTo = zagrebDayFromToday(7);
  const holiday = zagrebDayFromToday(6);
  let id: number | null = null;
  try {
    await logIn(page, 'superadmin@demo.test');
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();

    // Create (superadmin): name, address, public origin and path.
    const form = page.getByRole('form', { name: 'New restaurant' });
    await setField(form, 'Restaurant name', name);
    await setField(form, 'Address', 'Ilica 1, 10000 Zagreb');
    await setField(form, 'Public origin', OWN_ORIGIN);
    await setField(form, 'Public path', publicPath);
    const created = apiAnswer(page, 'POST', /^\/restaurants$/);
    await form.getByRole('button', { name: 'Create restaurant' }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    id = ((await answer.json()) as { id: number }).id;
    await expect(restaurantRow(page, name)).toBeVisible();
    const fresh = await restaurantOf(token, id);
    expect(fresh).toMatchObject({ name, publicOrigin: OWN_ORIGIN, publicPath });

    // Two tables on its floor plan, in /radmin (the create form links there).
    await expect(form.getByRole('link', { name: 'draw its floor plan in Tables' })).toHaveAttribute(
      'href',
      /\/radmin/,
    );
    await page.goto(`/radmin?restaurant=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
    for (const [number, x] of [
      [1, 300],
      [2, 600],
    ] as const) {
      await page.getByRole('button', { name: 'Add table' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add table' });
      await expect(dialog.getByRole('textbox', { name: 'Number' })).toHaveValue(String(number));
      await dialog.getByRole('textbox', { name: 'X', exact: true }).fill(String(x));
      const added = apiAnswer(page, 'POST', /^\/tables$/);
      await dialog.getByRole('button', { name: 'Add table' }).click();
      expect((await added).status()).toBeLessThan(300);
      await expect(dialog).toHaveCount(0);
      await expect(tableOnPlan(page, number)).toBeVisible();
    }

    // Its hours: 12–16, a table every 60 minutes for 60 minutes.
    await page.goto('/restaurants');
    const settings = await openSettings(page, name);
    const hours = settingsSection(settings, 'Hours');
    await setField(hours, 'Opening hour', 12);
    await setField(hours, 'Closing hour', 16);
    await setField(hours, 'Booking interval (min)', 60);
    await setField(hours, 'Default duration (min)', 60);
    // Save previews first (nothing is booked here), then saves and closes the dialog.
    const saved = apiAnswer(page, 'PATCH', new RegExp(`^/restaurants/${id}$`));
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved changes.')).toBeVisible();
    await expect(settings).toHaveCount(0);
    expect(await restaurantOf(token, id)).toMatchObject({
      openHour: 12,
      closeHour: 16,
      intervalMin: 60,
      defaultDurationMin: 60,
    });

    // A bulk holiday a few days ahead (closed is the default); it applies at once, not with Save.
    const dialog = await openSettings(page, name);
    const bulk = settingsSection(dialog, 'Bulk holidays');
    await bulk.scrollIntoViewIfNeeded();
    await expect(bulk.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await setDate(bulk, 'Start date', holidayFrom);
    await expect(bulk.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await setDate(bulk, 'End date', holidayTo);
    await expect(bulk.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    await expect(field(bulk, 'Opens at (hour)')).toBeDisabled();
    const applied = apiAnswer(page, 'POST', new RegExp(`^/restaurants/${id}/special-hours/bulk$`));
    await bulk.getByRole('button', { name: 'Apply' }).click();
    expect((await applied).status()).toBe(200);
    await expect(page.getByText('Special hours updated.')).toBeVisible();
    const withHoliday = await restaurantOf(token, id);
    for (const day of [holidayFrom, holiday, holidayTo])
      expect(withHoliday.specialHours[day], day).toMatchObject({ closed: true });
    expect(withHoliday.specialHours[openDay]).toBeUndefined();

    // The guest site, at the restaurant's own origin and path: exactly those times on an open day …
    await page.goto(`${OWN_ORIGIN}${publicPath}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: /^Table 1, / }).click();
    // The form's date (the bar above the plan has one too, in step with it).
    const formDate = page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Date', { exact: true });
    await formDate.fill(openDay);
    await expect(timeGroup(page).locator('.slot-time')).toHaveText(['12:00', '13:00', '14:00', '15:00']);
    // … and closed on the holiday.
    await formDate.fill(holiday);
    await expect(page.getByText('Closed for the selected date.')).toBeVisible();
    await expect(timeGroup(page).getByRole('button')).toHaveCount(0);
  } finally {
    if (id !== null) await deleteRestaurant(token, id);
  }
});

test('the preview names a booking on a day about to be closed, and saving keeps the booking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await tokenOf('superadmin@demo.test');
  const stamp = Date.now().toString(36);
  const name = `E2E Preview ${stamp}`;
  const guest = `E2E Preview Guest ${stamp}`;
  const day = zagrebDayFromToday(20);
  const id = await createRestaurant(token, { name, address: 'Ilica 2, 10000 Zagreb' });
  const booked: number[] = [];
  try {
    await addTable(token, id, { number: 1, x: 300, y: 300 });
    booked.push(await bookViaApi({ restaurantId: id, tableNumber: 1, day, time: '13:00', name: guest }));

    await logIn(page, 'superadmin@demo.test');
    await page.goto('/restaurants');
    const settings = await openSettings(page, name);
    // A closing day in Special hours.
    const special = settingsSection(settings, 'Special hours');
    await special.scrollIntoViewIfNeeded();
    await expect(special.getByText('No special hours')).toBeVisible();
    await setDate(special, 'Date', day);
    await special.getByRole('checkbox', { name: 'Closed' }).check();
    await special.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(special.getByRole('button', { name: /^Remove special hours of / })).toHaveCount(1);

    // Save asks the API what the change would do first, and names the booking before anything is saved.
    const previewed = apiAnswer(page, 'POST', new RegExp(`^/restaurants/${id}/preview$`));
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await previewed).status()).toBe(200);
    await expect(
      settings.getByText(
        new RegExp(
          `^1 reservation on ${dayMonth(day).replace(/\./g, '\\.')} falls? on a day you are closing`,
        ),
      ),
    ).toBeVisible();
    await expect(settings.getByText(guest)).toBeVisible();
    await expect(settings.getByRole('link', { name: /reservations/i }).first()).toHaveAttribute(
      'href',
      new RegExp(`/reservations\\?date=${day}`),
    );
    expect((await restaurantOf(token, id)).specialHours[day]).toBeUndefined();

    // Back to editing changes nothing; saving anyway closes the day and keeps the booking for the host to resolve.
    await settings.getByRole('button', { name: 'Back to editing' }).click();
    expect((await restaurantOf(token, id)).specialHours[day]).toBeUndefined();
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = apiAnswer(page, 'PATCH', new RegExp(`^/restaurants/${id}$`));
    await settings.getByRole('button', { name: 'Save anyway' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved changes.')).toBeVisible();
    expect((await restaurantOf(token, id)).specialHours[day]).toMatchObject({ closed: true });
    const list = await api(token, 'GET', `/reservations?restaurantId=${id}&date=${day}`);
    const body = (await list.json()) as { reservations: { id: number; status: string }[] };
    expect(body.reservations.find((r) => r.id === booked[0])?.status).toBe('confirmed');
  } finally {
    await deleteRestaurant(token, id, booked);
  }
});

test('a manager edits an assigned restaurant and is refused another', async ({ page }) => {
  test.setTimeout(90_000);
  const superadmin = await tokenOf('superadmin@demo.test');
  const manager = await tokenOf('manager@demo.test');
  // The demo manager runs restaurants 1 and 2; Riva Split (3) is not theirs.
  const before = await restaurantOf(superadmin, 2);
  const address = `Radićeva ulica ${Date.now() % 1000}, 10000 Zagreb`;
  try {
    await logIn(page, 'manager@demo.test');
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    await expect(restaurantRow(page, 'Konoba Stol')).toBeVisible();
    await expect(restaurantRow(page, before.name)).toBeVisible();
    await expect(page.getByText('Riva Split')).toHaveCount(0);
    // Creating is the superadmin's.
    await expect(page.getByRole('button', { name: 'Create restaurant' })).toHaveCount(0);

    const settings = await openSettings(page, before.name);
    await setField(settingsSection(settings, 'Details'), 'Address', address);
    const saved = apiAnswer(page, 'PATCH', /^\/restaurants\/2$/);
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved changes.')).toBeVisible();
    expect((await restaurantOf(superadmin, 2)).address).toBe(address);

    // Another restaurant, straight at the API: refused, and nothing changed.
    const refused = await api(manager, 'PATCH', '/restaurants/3', { address: 'Not theirs 1' });
    expect(refused.status).toBe(403);
    expect((await restaurantOf(superadmin, 3)).address).not.toBe('Not theirs 1');
  } finally {
    await api(superadmin, 'PATCH', '/restaurants/2', { address: before.address });
  }
});
