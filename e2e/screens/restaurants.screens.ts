import { test, newStackContext } from '../tests/fixtures';
import { logIn } from '../tests/helpers';

/**
 * Not a check: screenshots of /restaurants (list, create form, settings dialog top) for a person to look at, as
 * superadmin and as a manager, desktop and phone, en and hr. `npm run screens -w @stol/e2e` writes them to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const account of ['superadmin@demo.test', 'manager@demo.test'] as const)
  for (const language of ['en', 'hr'] as const)
    test(`screens: restaurants as ${account}, ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        const shot = (name: string) =>
          `${SHOTS_DIR}/restaurants-${account.split('@')[0]}-${language}-${size}-${name}.png`;
        await page.goto('/restaurants');
        await page
          .getByRole('button', { name: /^(Edit|Uredi)/ })
          .first()
          .waitFor();
        await page.screenshot({ path: shot('1-list'), fullPage: true });
        await page
          .getByRole('button', { name: /^(Edit|Uredi)/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({ path: shot('2-dialog') });
        await context.close();
      }
    });
