import type { TDailyReport } from '@stol/contracts';
import { readFile } from 'node:fs/promises';
import { zagrebDayFromToday } from './booking-api';
import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 21 §4 and §7: /reports as a manager and as staff, against the seeded restaurants. Every figure the screen
 * shows is compared with what GET /reports/daily answers for the same day; the CSV's rows with the day's count.
 */

const KONOBA = { id: 1, name: 'Konoba Stol' };
const BISTRO = { id: 2, name: 'Bistro Gornji Grad' };
const FIGURES = [
  ['Reservations', 'total'],
  ['No-shows', 'noShows'],
  ['Large parties', 'largeParties'],
  ['Covers', 'covers'],
  ['Walk-ins', 'walkIns'],
] as const;

async function dailyFromApi(token: string, restaurantId: number, date: string): Promise<TDailyReport> {
  const answer = await callApi(token, 'GET', `/reports/daily?date=${date}&restaurantId=${restaurantId}`);
  expect(answer.status).toBe(200);
  return answer.body as TDailyReport;
}

/** 'YYYY-MM-DD' as the screen writes it. */
const shown = (day: string) => `${day.split('-').reverse().join('.')}.`;

async function load(page: Page, date: string, restaurant?: string) {
  await page.getByLabel(/^Date/).fill(date);
  if (restaurant)
    await page.getByRole('combobox', { name: /^Restaurant/ }).selectOption({ label: restaurant });
  await page.getByRole('button', { name: 'Load' }).click();
}

async function expectFigures(page: Page, date: string, expected: TDailyReport) {
  const day = page.getByRole('region', { name: `Day ${shown(date)}` });
  for (const [label, key] of FIGURES)
    await expect(day.getByRole('definition').nth(FIGURES.findIndex(([l]) => l === label)), label).toHaveText(
      String(expected[key]),
    );
  await expect(page.getByRole('region', { name: `Reservations (${expected.total})` })).toBeVisible();
}

test('a manager loads today’s and a past day’s report, sees the API’s figures and exports the day as CSV', async ({
  page,
}) => {
  const token = await tokenOf('manager@demo.test');
  const today = zagrebDayFromToday(0);
  const past = zagrebDayFromToday(-6);
  const [todays, pasts] = await Promise.all([
    dailyFromApi(token, KONOBA.id, today),
    dailyFromApi(token, KONOBA.id, past),
  ]);
  // The seed has history: a report of nothing would prove little.
  expect(pasts.total).toBeGreaterThan(0);

  await logIn(page, 'manager@demo.test');
  await page.goto('/reports');
  await expect(page.getByLabel(/^Date/)).toHaveValue(today);
  const select = page.getByRole('combobox', { name: /^Restaurant/ });
  await expect(select.getByRole('option')).toHaveText(['Choose a restaurant', KONOBA.name, BISTRO.name]);

  await load(page, today, KONOBA.name);
  await expect(page).toHaveURL(new RegExp(`/reports\\?date=${today}&restaurantId=${KONOBA.id}$`));
  await expectFigures(page, today, todays);

  await load(page, past);
  await expectFigures(page, past, pasts);
  // The week holding that day, drawn (the chart loads with the weekly card) and told to screen readers.
  const week = page.getByRole('region', { name: /^Week / });
  await expect(week.locator('.recharts-bar-rectangle')).toHaveCount(7);
  await expect(week.getByRole('table')).toContainText(shown(past));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stol-report-${KONOBA.id}-${past}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  // A first line saying what the file holds, the header, then one row per reservation of the day.
  expect(lines[0]).toMatch(/^"?# Restaurant: Konoba Stol\. Day /);
  expect(lines.length - 2).toBe(pasts.total);
});

test('staff see only their own restaurant’s reports', async ({ page }) => {
  const token = await tokenOf('staff@demo.test');
  const today = zagrebDayFromToday(0);
  // The API refuses another restaurant whatever the screen offers.
  for (const path of [
    `/reports/daily?date=${today}&restaurantId=${BISTRO.id}`,
    `/reports/weekly?date=${today}&restaurantId=${BISTRO.id}`,
    `/reports/reservations?date=${today}&restaurantId=${BISTRO.id}`,
    `/reports/export?date=${today}&restaurantId=${BISTRO.id}`,
  ])
    expect((await callApi(token, 'GET', path)).status, path).toBe(403);
  const own = await dailyFromApi(token, KONOBA.id, today);

  await logIn(page, 'staff@demo.test');
  await page.goto('/reports');
  // One restaurant: it is the choice, nothing else is offered.
  const select = page.getByRole('combobox', { name: /^Restaurant/ });
  await expect(select.getByRole('option')).toHaveText([KONOBA.name]);
  await expect(select).toHaveValue(String(KONOBA.id));
  await page.getByRole('button', { name: 'Load' }).click();
  await expectFigures(page, today, own);

  // Another restaurant by URL: the API's refusal is shown, no figures.
  await page.goto(`/reports?date=${today}&restaurantId=${BISTRO.id}`);
  const day = page.getByRole('region', { name: `Day ${shown(today)}` });
  await expect(day.getByRole('alert')).toBeVisible();
  await expect(day.getByRole('definition')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Reservations', exact: true }).getByRole('alert'),
  ).toBeVisible();
});

test('offline at Load and at Export: the screen says so, and loads once the network is back', async ({
  page,
  context,
}) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/reports');
  await expect(page.getByRole('button', { name: 'Load' })).toBeEnabled();
  const day = zagrebDayFromToday(-2);

  await context.setOffline(true);
  await load(page, day);
  const daily = page.getByRole('region', { name: `Day ${shown(day)}` });
  await expect(daily.getByRole('alert')).toContainText('Failed to load the daily report');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Export failed')).toBeVisible();

  await context.setOffline(false);
  await daily.getByRole('button', { name: 'Try again' }).click();
  await expect(daily.getByRole('definition')).toHaveCount(FIGURES.length);
});
