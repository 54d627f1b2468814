import { expect, test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of the day view's reservation info dialog for a person to look at, whose body is a chunk
 * loaded when the dialog first opens: as restaurant admin and staff, en and hr, tablet and phone, and with the
 * network gone at the first opening (Try again inside the dialog), then back. Written to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = {
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const ACCOUNTS: DemoAccount[] = ['admin@demo.test', 'staff@demo.test'];

for (const account of ACCOUNTS)
  for (const language of ['en', 'hr'] as const)
    test(`screens info dialog: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const who = account.split('@')[0];
      for (const [size, viewport] of Object.entries(SIZES)) {
        for (const offline of [false, true]) {
          const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
          const page = await context.newPage();
          await logIn(page, account);
          await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
          await page.goto('/admin');
          const info = page.getByRole('button', { name: /^(Info|Detalji)/ }).first();
          await info.waitFor();
          await page.waitForLoadState('networkidle');
          if (offline) await context.setOffline(true);
          await info.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          // Offline, the body's chunk cannot come: Try again shows inside the dialog (when the chunk is not cached).
          await expect(
            dialog
              .locator('dl')
              .first()
              .or(dialog.getByRole('button', { name: /^(Try again|Pokušaj ponovno)$/ })),
          ).toBeVisible();
          await page.waitForTimeout(400);
          const name = `info-${who}-${language}-${size}${offline ? '-offline' : ''}`;
          await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
          if (offline) {
            await context.setOffline(false);
            await expect(dialog.locator('dl').first()).toBeVisible({ timeout: 15_000 });
            await page.screenshot({ path: `${SHOTS_DIR}/${name}-back.png` });
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
          await page
            .getByRole('button', { name: 'EN', exact: true })
            .click()
            .catch(() => {});
          await context.close();
        }
      }
    });
