import { zagrebDayFromToday } from '../tests/booking-api';
import { newStackContext, test, type Page } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of /reports for a person to look at (every role that sees it, desktop and phone, hr and
 * en; loading, empty, error and offline states), outside the test suite: `npm run screens -w @stol/e2e` writes them
 * to SHOTS_DIR (default /tmp/stol-shots), prefixed `reports-`.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const ACCOUNTS: DemoAccount[] = [
  'superadmin@demo.test',
  'manager@demo.test',
  'admin@demo.test',
  'staff@demo.test',
];

/** A past day of the seeded history (its reservations have statuses), as a report for the first restaurant. */
async function loadReport(page: Page, options: { date?: string; flags?: boolean } = {}) {
  await page.getByLabel(/^(Date|Datum)/).fill(options.date ?? zagrebDayFromToday(-6));
  const restaurant = page.getByRole('combobox', { name: /^(Restaurant|Restoran)/ });
  if ((await restaurant.getByRole('option').count()) > 1) await restaurant.selectOption({ index: 1 });
  if (options.flags) {
    await page.getByRole('checkbox', { name: /^(No-shows only|Samo nedolasci)$/ }).check();
    await page.getByRole('checkbox', { name: /^(Large parties|Velike grupe)$/ }).check();
  }
  await page.getByRole('button', { name: /^(Load|Učitaj)$/ }).click();
}

for (const account of ACCOUNTS) {
  for (const language of ['en', 'hr'] as const) {
    test(`reports screens: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        await page.goto('/reports');
        const who = `${SHOTS_DIR}/reports-${account.split('@')[0]}-${language}-${size}`;
        await page.getByRole('button', { name: /^(Load|Učitaj)$/ }).waitFor();
        await page.screenshot({ path: `${who}-start.png`, fullPage: true });
        await loadReport(page);
        await page.locator('.recharts-bar-rectangle').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page
          .getByRole('button', { name: /^(What do these figures mean\?|Što znače ove brojke\?)$/ })
          .click();
        await page.screenshot({ path: `${who}-loaded.png`, fullPage: true });
        await page.getByRole('button', { name: 'EN', exact: true }).click();
        await context.close();
      }
    });
  }
}

test('reports screens: slow API, empty report, offline at Load and Export (manager, desktop and phone)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
    const page = await context.newPage();
    await logIn(page, 'manager@demo.test');
    await page.goto('/reports');
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS_DIR}/reports-manager-${size}-${name}.png`, fullPage: true });

    // Only the API's report answers are slowed (not the screen's own files).
    const slow = /:\d+\/reports\/(daily|weekly|reservations)\?/;
    await page.route(slow, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await loadReport(page);
    await page.waitForTimeout(600);
    await shot('slow');
    await page.waitForLoadState('networkidle');
    await page.unroute(slow);

    await loadReport(page, { date: zagrebDayFromToday(-1), flags: true });
    await page.waitForLoadState('networkidle');
    await shot('empty');

    await context.setOffline(true);
    await loadReport(page, { date: zagrebDayFromToday(-9) });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.waitForTimeout(800);
    await shot('offline');
    await context.close();
  }
});
