import {
  ANALYTICS_ACCESS_DENIED,
  type THeatmap,
  type TNoShowStats,
  type TReturningGuests,
  type TTurnTimes,
  type TWalkInStats,
} from '@stol/contracts';
import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 21 §7 (analytics): the premium manager opens each tab of /analytics for the seeded restaurant and sees the
 * figures the API gives; a reload keeps the tab and period; a lost connection while switching tabs says so and
 * recovers; anyone else is kept out with guest spec §2.15's sentence.
 */

const RESTAURANT = { id: 1, name: 'Konoba Stol' };
/** The screen's number format in English (the API has rounded already). */
const number = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value);

async function api<T>(path: string): Promise<T> {
  const { status, body } = await callApi(await tokenOf('manager@demo.test'), 'GET', path);
  expect(status, path).toBe(200);
  return body as T;
}

/** The value shown under a figure's label. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]/*[1]');

async function openAnalytics(page: Page) {
  await logIn(page, 'manager@demo.test');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Restaurant' }).selectOption(String(RESTAURANT.id));
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('the premium manager sees in every tab the figures the API gives for the seeded restaurant', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAnalytics(page);

  // Heatmap (all time): summary, top 5 and every table on the plan named with its count.
  const heatmap = await api<THeatmap>(`/analytics/heatmap?restaurantId=${RESTAURANT.id}&period=all`);
  expect(heatmap.summary.reservations, 'the demo history has reservations').toBeGreaterThan(0);
  await expect(tab(page, 'Floor plan heatmap')).toHaveAttribute('aria-selected', 'true');
  const plan = page.getByRole('group', { name: `Heatmap of ${RESTAURANT.name}` });
  await expect(plan.locator('[data-table-id]')).toHaveCount(heatmap.tables.length);
  for (const table of heatmap.tables)
    await expect(plan.locator(`[data-table-id="${table.tableId}"]`)).toHaveAttribute(
      'data-state',
      `bucket-${table.bucket}`,
    );
  await expect(figure(page, 'Reservations')).toHaveText(number(heatmap.summary.reservations));
  await expect(figure(page, 'Table uses')).toHaveText(number(heatmap.summary.tableUses));
  await expect(figure(page, 'Tables used')).toHaveText(
    `${heatmap.summary.tablesUsed} of ${heatmap.summary.totalTables}`,
  );
  const topRows = page.getByRole('region', { name: 'Top 5 tables' }).getByRole('row');
  await expect(topRows).toHaveCount(heatmap.top.length + 1);
  for (const [i, table] of heatmap.top.entries())
    await expect(
      topRows
        .nth(i + 1)
        .getByRole('cell')
        .nth(1),
    ).toHaveText(String(table.count));

  // The past week's heatmap.
  await page.getByRole('combobox', { name: 'Timeframe' }).selectOption('week');
  const week = await api<THeatmap>(`/analytics/heatmap?restaurantId=${RESTAURANT.id}&period=week`);
  if (week.summary.reservations > 0)
    await expect(figure(page, 'Reservations')).toHaveText(number(week.summary.reservations));
  else await expect(page.getByText('No data available')).toBeVisible();
  // The period is one for every tab (it is in the URL): back to all time for the rest.
  await page.getByRole('combobox', { name: 'Timeframe' }).selectOption('all');
  await expect(figure(page, 'Reservations')).toHaveText(number(heatmap.summary.reservations));

  // Returning guests: the API's first page, the identities of the first guest.
  await tab(page, 'Returning guests').click();
  const guests = await api<TReturningGuests>(
    `/analytics/returning-guests?restaurantId=${RESTAURANT.id}&page=1`,
  );
  expect(guests.total, 'the demo history has returning guests').toBeGreaterThan(0);
  await expect(page.getByText(`${guests.total} returning guests`)).toBeVisible();
  const rows = page.getByRole('tabpanel').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(guests.guests.length + 1);
  const first = guests.guests[0]!;
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(first.name);
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(first.phone);
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(String(first.visitCount));
  await rows
    .nth(1)
    .getByRole('button', { name: `Identities (${first.identities.length}) of ${first.name}` })
    .click();
  const identities = page.getByRole('dialog', { name: `Linked identities for ${first.phone}` });
  await expect(identities.getByRole('row')).toHaveCount(first.identities.length + 1);
  await identities.getByRole('button', { name: 'Close' }).click();
  await rows
    .nth(1)
    .getByRole('button', { name: `Details of ${first.name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Guest details' })).toContainText(
    `Visits${first.visitCount}`,
  );
  await page.keyboard.press('Escape');

  // No-show stats (all time): the four figures and both lists.
  await tab(page, 'No-show stats').click();
  const noShows = await api<TNoShowStats>(`/analytics/no-shows?restaurantId=${RESTAURANT.id}&period=all`);
  await expect(figure(page, 'Total reservations')).toHaveText(number(noShows.total));
  await expect(figure(page, 'No-shows')).toHaveText(number(noShows.noShows));
  await expect(figure(page, 'No-show rate')).toHaveText(`${number(noShows.noShowRate)} %`);
  await expect(figure(page, 'Cancellation rate')).toHaveText(`${number(noShows.cancellationRate)} %`);
  await page.getByRole('button', { name: `No-show list (${noShows.noShows})` }).click();
  await expect(page.getByRole('dialog', { name: 'No-shows' }).getByRole('row')).toHaveCount(
    noShows.noShowList.length + 1,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Cancellation list (${noShows.cancelled})` }).click();
  await expect(page.getByRole('dialog', { name: 'Cancellations' }).getByRole('row')).toHaveCount(
    noShows.cancelledList.length + 1,
  );
  await page.keyboard.press('Escape');

  // Walk-ins (all time).
  await tab(page, 'Walk-ins').click();
  const walkIns = await api<TWalkInStats>(`/analytics/walk-ins?restaurantId=${RESTAURANT.id}&period=all`);
  expect(walkIns.total, 'the demo history has walk-ins').toBeGreaterThan(0);
  await expect(figure(page, 'Total walk-ins')).toHaveText(number(walkIns.total));
  await expect(figure(page, 'Average party size')).toHaveText(number(walkIns.averagePartySize));
  await expect(figure(page, 'Peak hour')).toHaveText(walkIns.peakHour);
  await expect(page.getByRole('region', { name: 'Walk-ins by hour' })).toBeVisible();
  await page.getByRole('button', { name: `Walk-in list (${walkIns.total})` }).click();
  await expect(page.getByRole('dialog', { name: 'Walk-ins' }).getByRole('row')).toHaveCount(
    walkIns.walkIns.length + 1,
  );
  await page.keyboard.press('Escape');

  // Turn times (all time): one row per party size, as the API measured.
  await tab(page, 'Turn times').click();
  const turnTimes = await api<TTurnTimes>(`/analytics/turn-times?restaurantId=${RESTAURANT.id}&period=all`);
  expect(turnTimes.rows.length, 'the demo history has cleared stays').toBeGreaterThan(0);
  const turnRows = page.getByRole('tabpanel').getByRole('row');
  await expect(turnRows).toHaveCount(turnTimes.rows.length + 1);
  for (const [i, row] of turnTimes.rows.entries())
    await expect(turnRows.nth(i + 1)).toHaveText(
      `${row.guests}${number(row.medianMinutes)} min${number(row.p80Minutes)} min${row.stays}`,
    );
});

test('a reload keeps the restaurant, tab and period', async ({ page }) => {
  await openAnalytics(page);
  await tab(page, 'No-show stats').click();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('month');
  await expect(page).toHaveURL(/tab=no-shows/);
  await expect(page).toHaveURL(/period=month/);
  await page.reload();
  await expect(tab(page, 'No-show stats')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('month');
  await expect(page.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(String(RESTAURANT.id));
  const month = await api<TNoShowStats>(`/analytics/no-shows?restaurantId=${RESTAURANT.id}&period=month`);
  await expect(figure(page, 'Total reservations')).toHaveText(number(month.total));
});

test('tabs work by keyboard', async ({ page }) => {
  await openAnalytics(page);
  await tab(page, 'Floor plan heatmap').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Returning guests')).toBeFocused();
  await expect(tab(page, 'Returning guests')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Turn times')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('offline while switching tabs: the tab says it failed, and Try again loads it once back online', async ({
  page,
  context,
}) => {
  await openAnalytics(page);
  await expect(page.getByRole('group', { name: `Heatmap of ${RESTAURANT.name}` })).toBeVisible();
  await context.setOffline(true);
  await tab(page, 'Walk-ins').click();
  await expect(page.getByRole('alert')).toContainText('Failed to load analytics');
  // A tab already loaded still shows its figures.
  await tab(page, 'Floor plan heatmap').click();
  await expect(page.getByRole('group', { name: `Heatmap of ${RESTAURANT.name}` })).toBeVisible();
  // Back on the failed tab, still offline: it asks again and says so again.
  await tab(page, 'Walk-ins').click();
  await expect(page.getByRole('alert')).toContainText('Failed to load analytics');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(figure(page, 'Total walk-ins')).toBeVisible();
});

for (const account of ['admin@demo.test', 'staff@demo.test'] as const)
  test(`${account} is kept out of /analytics with guest spec §2.15's sentence, by the screen and the API`, async ({
    page,
  }) => {
    await logIn(page, account);
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'You don’t have access to Analytics' }),
    ).toContainText(ANALYTICS_ACCESS_DENIED);
    const refused = await callApi(
      await tokenOf(account),
      'GET',
      `/analytics/heatmap?restaurantId=${RESTAURANT.id}&period=all`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: ANALYTICS_ACCESS_DENIED });
  });
