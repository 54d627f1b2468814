import { test } from '@playwright/test';
import { GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from '../tests/booking-api';

/**
 * Not a check: screenshots of the guest site's reservation page (restaurant 1) for a person to look at, desktop
 * and phone, en and hr, with a table and a time chosen; written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const language of ['en', 'hr'] as const) {
  test(`screens guest reservation page ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, isMobile: size === 'phone' });
      await context.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
      const page = await context.newPage();
      await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS_DIR}/guest-${language}-${size}.png`, fullPage: true });
      // The details step: a table, a day and a time chosen, the bot check's status line under the form.
      await page.getByRole('button', { name: /^(Table|Stol) 2, / }).click();
      await page.locator('input[type="date"]').fill(zagrebDayFromToday(20));
      await page.locator('.slot:not([disabled])').first().click();
      await page
        .getByRole('status')
        .filter({ hasText: /complete|završena/ })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS_DIR}/guest-details-${language}-${size}.png`, fullPage: true });
      await context.close();
    }
  });
}
