import { test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of /reservations for a person to look at (desktop and phone, hr and en, admin and
 * manager), outside the test suite: `npm run screens -w @stol/e2e` writes them to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const account of ['admin@demo.test', 'manager@demo.test'] as DemoAccount[]) {
  for (const language of ['en', 'hr'] as const) {
    test(`screens: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        await page.goto('/reservations');
        await page.getByRole('region').first().waitFor();
        await page.waitForLoadState('networkidle');
        const who = account.split('@')[0];
        await page.screenshot({
          path: `${SHOTS_DIR}/${who}-${language}-${size}.png`,
          fullPage: size === 'phone',
        });
        // The first row's Resolve section open.
        await page
          .getByRole('button', { name: /^(Resolve|Riješi): / })
          .first()
          .click();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${SHOTS_DIR}/${who}-${language}-${size}-resolve.png` });
        await page.getByRole('button', { name: 'EN', exact: true }).click();
        await context.close();
      }
    });
  }
}
