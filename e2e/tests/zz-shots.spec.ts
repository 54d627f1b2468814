import { expect, test } from './fixtures';
import { GUEST_SITE_ORIGIN } from '../ports.mjs';

// TEMPORARY (not committed): screenshots of the reservation page for review.
for (const [w, h] of [
  [390, 844],
  [1440, 900],
] as const) {
  for (const lang of ['en', 'hr'] as const) {
    test(`shots ${w} ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
      if (lang === 'hr') await page.getByRole('button', { name: 'HR — Hrvatski' }).click();
      await expect(page.locator('.choice-bar select').nth(1)).toHaveValue(/^\d\d:\d\d$/);
      await page.locator('.choice-bar select').nth(1).selectOption('19:00');
      await page.screenshot({ path: `/tmp/shots/page-${w}-${lang}.png`, fullPage: w > 400 });
      if (w < 400) {
        await page.locator('.plan-phone button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots/dialog-${w}-${lang}.png` });
        await page.locator('.plan-modal .toggle input').first().click();
      } else {
        await page.locator('.toggle input').first().click();
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/details-${w}-${lang}.png`, fullPage: true });
      await page.locator('.choice-bar select').first().selectOption('14');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/large-${w}-${lang}.png`, fullPage: true });
    });
  }
}
