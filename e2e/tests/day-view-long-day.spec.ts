import type { TTable } from '@stol/contracts';
import { axeProblems } from './axe';
import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';
import { syntheticDay } from './synthetic-day';

/**
 * Issue 22 §7: a 300-reservation day draws each phase group's rows near the screen only (mfe-dashboard
 * use-row-window.ts). What that must not cost: the groups still count every booking, the keyboard walks on into
 * rows not drawn at first, and the page stays axe-clean, on the tablet (cards) and on a desk (table).
 */
const COUNT = 300;

async function openBusyDay(page: Page, viewport: { width: number; height: number }) {
  const token = await tokenOf('admin@demo.test');
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as TTable[];
  const day = syntheticDay(tables, 0, 700_000, COUNT);
  await page.setViewportSize(viewport);
  await page.route('**/reservations/day?*', (route) => route.fulfill({ json: { reservations: day } }));
  await logIn(page, 'admin@demo.test');
  await page.goto('/admin');
  await expect(page.locator('[data-reservation-id]').first()).toBeVisible();
}

const countedRows = (page: Page) =>
  page
    .locator('[data-group][data-rows]')
    .evaluateAll((groups) => groups.reduce((sum, g) => sum + Number(g.getAttribute('data-rows')), 0));

for (const [layout, viewport] of [
  ['tablet', { width: 1024, height: 768 }],
  ['desk', { width: 1440, height: 900 }],
] as const) {
  test(`a 300-reservation day on a ${layout}: every booking counted, some drawn, Tab walks on, axe clean`, async ({
    page,
  }) => {
    await openBusyDay(page, viewport);
    expect(await countedRows(page)).toBe(COUNT);
    const drawnAtFirst = await page.locator('[data-reservation-id]').count();
    expect(drawnAtFirst).toBeLessThan(COUNT / 2);
    expect(await axeProblems(page, `/admin, ${COUNT} reservations, ${layout}`)).toEqual([]);

    // From the first row's Info, Tab through the rows: the browser scrolls each focused button into view and the
    // list draws the rows after it, so the keyboard reaches rows that were not in the page at first.
    const reached = new Set<string>();
    await page.locator('[data-reservation-id]').first().getByRole('button', { name: 'Info' }).focus();
    for (let press = 0; press < 80; press++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(
        () =>
          document.activeElement?.closest('[data-reservation-id]')?.getAttribute('data-reservation-id') ?? '',
      );
      if (id) reached.add(id);
    }
    expect(reached.size).toBeGreaterThan(drawnAtFirst);
    expect(await countedRows(page)).toBe(COUNT);
    expect(await axeProblems(page, `/admin, ${COUNT} reservations, ${layout}, scrolled by Tab`)).toEqual([]);
  });
}
