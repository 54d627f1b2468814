import { test, newStackContext } from '../tests/fixtures';
import { logIn } from '../tests/helpers';

/**
 * Not a check: screenshots for a person to look at after a change to what /login loads (issue 8 §1): /login empty
 * and with its error shown (desktop and phone, en and hr), and the stylesheets that moved to the signed-in layout
 * at work (the About dialog over its overlay, the reservations date picker's popover).
 * `npm run screens -w @stol/e2e` writes them to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const language of ['en', 'hr'] as const) {
  test(`screens: /login ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      await context.addInitScript((lang) => localStorage.setItem('stol.lang', lang), language);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: /sign in|prijava|prijavi/i }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS_DIR}/login-${language}-${size}.png` });
      await page.getByRole('button', { name: /sign in|prijava|prijavi/i }).click();
      await page.getByRole('alert').waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/login-${language}-${size}-error.png` });
      await context.close();
    }
  });
}

test('screens: the About dialog and the date picker after signing in', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newStackContext(browser, { viewport: SIZES.desktop });
  const page = await context.newPage();
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('button', { name: 'About' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS_DIR}/login-after-about.png` });
  await page.keyboard.press('Escape');
  await page.goto('/reservations');
  await page.getByRole('search').waitFor();
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.locator('.mantine-Popover-dropdown').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS_DIR}/login-after-datepicker.png` });
  await context.close();
});
