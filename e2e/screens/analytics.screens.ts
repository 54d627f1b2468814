import { expect, test, newStackContext, type Page } from '../tests/fixtures';
import { logIn } from '../tests/helpers';

/**
 * Not a check: screenshots of every /analytics tab (and its dialogs) for a person to look at, as superadmin and as
 * the premium manager, desktop and phone, en and hr. `npm run screens -w @stol/e2e` writes them to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const TABS = ['heatmap', 'returning-guests', 'no-shows', 'walk-ins', 'turn-times'] as const;

/** Waits until the tab shows its content (no spinner, nothing moving). */
async function settle(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

for (const account of ['superadmin@demo.test', 'manager@demo.test'] as const)
  for (const language of ['en', 'hr'] as const)
    test(`screens: analytics as ${account}, ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        const shot = (name: string) =>
          `${SHOTS_DIR}/analytics-${account.split('@')[0]}-${language}-${size}-${name}.png`;
        for (const [i, tab] of TABS.entries()) {
          await page.goto(`/analytics?restaurant=1&tab=${tab}&period=all`);
          await page.getByRole('tabpanel').waitFor();
          await settle(page);
          await page.screenshot({ path: shot(`${i + 1}-${tab}`), fullPage: true });
        }
        // The dialogs: a returning guest's identities, the no-show list.
        await page.goto('/analytics?restaurant=1&tab=returning-guests');
        await page
          .getByRole('button', { name: /^(Identities|Identiteti) \(/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        await page.screenshot({ path: shot('6-identities') });
        await page.goto('/analytics?restaurant=1&tab=no-shows');
        await page.getByRole('button', { name: /^(No-show list|Popis nedolazaka)/ }).click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        await page.screenshot({ path: shot('7-no-show-list') });
        await context.close();
      }
    });

/** The states a person should see too: a slow answer (loading), no connection, a period without data. */
for (const language of ['en', 'hr'] as const)
  test(`screens: analytics states (slow, offline, empty) as the manager, ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, 'manager@demo.test');
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
      const shot = (name: string) => `${SHOTS_DIR}/analytics-states-${language}-${size}-${name}.png`;

      // Slow: the no-show figures take 4 s.
      await page.route('**/analytics/no-shows?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue();
      });
      await page.goto('/analytics?restaurant=1&tab=no-shows&period=all');
      await expect(page.locator('.mantine-Loader-root')).toBeVisible();
      await page.screenshot({ path: shot('1-slow') });
      await page.unroute('**/analytics/no-shows?*');

      // Offline while switching to a tab not loaded yet.
      await page.goto('/analytics?restaurant=1&tab=heatmap&period=all');
      await page.locator('[data-table-id]').first().waitFor();
      await context.setOffline(true);
      await page.getByRole('tab').nth(3).click();
      await page.getByRole('alert').waitFor();
      await settle(page);
      await page.screenshot({ path: shot('2-offline') });
      await context.setOffline(false);

      // Empty: a period without walk-ins.
      await page.route('**/analytics/walk-ins?*', (route) =>
        route.fulfill({
          json: { period: 'week', total: 0, averagePartySize: 0, peakHour: '-', byHour: [], walkIns: [] },
        }),
      );
      await page.goto('/analytics?restaurant=1&tab=walk-ins&period=week');
      await page
        .getByRole('status')
        .filter({ hasText: /No data available|Nema dostupnih podataka/ })
        .waitFor();
      await page.screenshot({ path: shot('3-empty') });
      await context.close();
    }
  });
