import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from './booking-api';
import { botProof } from './bot-proof';
import { axeProblems } from './axe';

/**
 * Issue 23 §4 in Chromium on a phone: a guest opens the manage link of their booking, changes the party size and
 * the time on the booking page's time grid, sees the booking as it now is; a refused change says its own reason;
 * 'Cancel Reservation' asks first. Restaurant 1 takes changes online (seed theme: until 6 hours before).
 */

interface TPublicTable {
  id: number;
  number: number;
  seats: number;
  status: string;
}
interface TSlot {
  time: string;
  start: string;
  available: boolean;
}

const SHOTS = process.env.SHOTS_DIR;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** A 4-seat table of restaurant 1 and its free slots on `day`. */
async function fourSeaterDay(day: string): Promise<{ table: TPublicTable; free: TSlot[] }> {
  const tables = await getJson<TPublicTable[]>('/public/tables?restaurantId=1');
  for (const table of tables.filter((t) => t.seats === 4 && t.status !== 'maintenance')) {
    const { slots } = await getJson<{ slots: TSlot[] }>(
      `/public/availability?restaurantId=1&date=${day}&tableId=${table.id}&guests=2`,
    );
    const free = slots.filter((s) => s.available);
    if (free.length >= 8) return { table, free };
  }
  throw new Error(`no 4-seat table of restaurant 1 is free most of ${day}`);
}

/** Books `name` for 2 at `slot` through POST /reserve, the guest's way; answers the link token. */
async function book(tableId: number, slot: TSlot, name: string): Promise<string> {
  const res = await fetch(`${API_URL}/reserve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tableId,
      name,
      phone: '+385 91 555 0123',
      guests: 2,
      date: slot.start,
      ...(await botProof()),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { reservation: { token: string } }).reservation.token;
}

const timeGrid = (page: Page) => page.getByRole('group', { name: 'Time' });
const timeButton = (page: Page, time: string) => timeGrid(page).locator(`button[data-time="${time}"]`);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [
    { width: 390, height: 844, label: 'phone' },
    { width: 1440, height: 900, label: 'desktop' },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/modify-${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe('the manage link on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a guest changes the party size and the time; a refused change says why', async ({ page }) => {
    // Two bookings, two axe scans and a dozen steps on a machine the suites share: more than the default 30 s.
    test.setTimeout(120_000);
    const day = zagrebDayFromToday(41);
    const { table, free } = await fourSeaterDay(day);
    const [first, , , , later] = free as [TSlot, TSlot, TSlot, TSlot, TSlot];
    const token = await book(table.id, first, 'Modify Phone Guest');
    // Someone else takes the table three slots after the new time: the grid says so.
    const other = free[7]!;
    await book(table.id, other, 'Other Guest');

    await page.goto(`${GUEST_SITE_ORIGIN}/modify/${token}`);
    await expect(
      page.getByText(/^You can change this booking until \w{3} \d{1,2} \w{3}, \d{2}:\d{2}\.$/),
    ).toBeVisible();
    await expect(timeButton(page, first.time)).toHaveAttribute('aria-pressed', 'true');
    await expect(timeButton(page, other.time)).toHaveAccessibleName(`${other.time} taken`);
    await shoot(page, 'open-en');
    // No serious or critical axe violation, on the phone and on a desktop.
    const problems = await axeProblems(page, 'modify screen phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    problems.push(...(await axeProblems(page, 'modify screen desktop')));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(problems).toEqual([]);

    // A taken time says why and offers the nearest free ones at the same table.
    await timeButton(page, other.time).click();
    await expect(page.getByText(`Table ${table.number} is already booked at ${other.time}.`)).toBeVisible();

    // Party of 4 (the table seats 4) an hour or so later.
    await page.getByLabel('Guests').fill('4');
    await timeButton(page, later.time).click();
    await expect(timeButton(page, later.time)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated. Thank you!')).toBeVisible();
    const facts = page.getByRole('article');
    await expect(facts.getByRole('definition').filter({ hasText: later.time })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
    await shoot(page, 'saved-en');
    const view = await getJson<{ date: string; guests: number }>(`/public/reservations/${token}`);
    expect([view.date, view.guests]).toEqual([new Date(later.start).toISOString(), 4]);

    // Six do not fit the table: said as soon as it is typed, in the server's words, and nothing changes.
    await page.getByLabel('Guests').fill('6');
    await expect(timeButton(page, later.time)).toHaveAccessibleName(`${later.time} too small`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Your table (table ${table.number}) seats 4. For a larger party, please call the restaurant.`,
    );
    await shoot(page, 'refused-en');
    expect((await getJson<{ guests: number }>(`/public/reservations/${token}`)).guests).toBe(4);

    // The same in Croatian.
    await page.getByRole('button', { name: /^HR/ }).click();
    await page.getByRole('button', { name: 'Spremi' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Vaš stol (stol ${table.number}) ima 4 mjesta. Za veće društvo molimo nazovite restoran.`,
    );
    await shoot(page, 'refused-hr');
  });

  test("'Cancel Reservation' asks before it cancels", async ({ page }) => {
    const day = zagrebDayFromToday(42);
    const { table, free } = await fourSeaterDay(day);
    const token = await book(table.id, free[2]!, 'Modify Cancel Guest');
    await page.goto(`${GUEST_SITE_ORIGIN}/modify/${token}`);
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'cancel-ask-en');
    expect(await axeProblems(page, 'modify screen, cancel asked')).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep Reservation' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await getJson<{ status: string }>(`/public/reservations/${token}`)).status).toBe('confirmed');

    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await dialog.getByRole('button', { name: 'Cancel Reservation' }).click();
    await expect(page.getByText("Cancelled. We're sorry to miss you.")).toBeVisible();
    expect((await getJson<{ status: string }>(`/public/reservations/${token}`)).status).toBe('cancelled');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});
