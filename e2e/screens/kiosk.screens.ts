import { expect, test, newStackContext } from '../tests/fixtures';
import { bookWithinTheHour } from '../tests/booking-api';
import { callApi, seatWalkIn, tokenOf } from '../tests/host-api';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: the kiosk of issue 22 §5 for a person to look at, as a restaurant admin and as staff, on a tablet
 * (1024×768), a desktop (1440×900) and a phone (390×844), in en and hr: the tiles with a late and a seated
 * party, the arriving list, and the panel of the seated table. Written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = {
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

for (const language of ['en', 'hr'] as const)
  for (const account of ['admin@demo.test', 'staff@demo.test'] as DemoAccount[])
    test(`kiosk: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(300_000);
      const stamp = `${language}-${Date.now() % 100000}`;
      const late = await seatWalkIn(`Marko Late ${stamp}`, { late: true });
      const seated = await seatWalkIn(`Ana Seated ${stamp}`);
      await bookWithinTheHour(`Iva Soon ${stamp}`).catch(() => undefined);
      try {
        for (const [size, viewport] of Object.entries(SIZES)) {
          const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
          const page = await context.newPage();
          await logIn(page, account);
          await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
          await page.goto('/kiosk');
          const tile = page.locator(`[data-table-number="${seated.tableNumber}"]`);
          await expect(tile).toHaveAttribute('data-state', 'occupied', { timeout: 40_000 });
          await page.waitForLoadState('networkidle');
          const name = `kiosk-${account.split('@')[0]}-${language}-${size}`;
          await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
          await page.screenshot({ path: `${SHOTS_DIR}/${name}-fold.png` });
          await tile.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.waitForTimeout(500); // the dialog's fade-in
          await page.screenshot({ path: `${SHOTS_DIR}/${name}-panel.png` });
          await page
            .getByRole('button', { name: 'EN', exact: true })
            .click({ force: true })
            .catch(() => undefined);
          await context.close();
        }
      } finally {
        const token = await tokenOf('admin@demo.test');
        await callApi(token, 'POST', `/reservations/${late.id}/no-show`);
        await callApi(token, 'POST', `/tables/${seated.tableId}/clear`);
      }
    });
