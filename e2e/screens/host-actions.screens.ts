import { expect, test, newStackContext } from '../tests/fixtures';
import { bookWithinTheHour } from '../tests/booking-api';
import { callApi, tokenOf } from '../tests/host-api';
import { logIn } from '../tests/helpers';

/**
 * Not a check: the day view's host actions of issue 19 §2–§3 for a person to look at, as a restaurant admin, at
 * desktop and phone sizes, in en and hr: the early check-in question and the No-show toast with its Undo.
 * Written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const language of ['en', 'hr'] as const) {
  test(`host actions: admin ${language}`, async ({ browser }) => {
    test.setTimeout(180_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const stamp = `${language}-${size}-${Date.now() % 100000}`;
      const token = await tokenOf('admin@demo.test');
      // Under way, not checked in: a walk-in whose check-in was undone.
      const walkInName = `Ana Under Way ${stamp}`;
      const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as { id: number }[];
      for (const table of tables) {
        const seated = await callApi(token, 'POST', '/walkin/seat-now', {
          restaurantId: 1,
          tableId: table.id,
          name: walkInName,
          partySize: 2,
        });
        if (seated.status !== 201) continue;
        const id = (seated.body as { reservation: { id: number } }).reservation.id;
        await callApi(token, 'POST', `/reservations/${id}/uncheckin`);
        break;
      }
      // An hour ahead: Check in asks first.
      const earlyName = `Iva Early ${stamp}`;
      await bookWithinTheHour(earlyName);

      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, 'admin@demo.test');
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
      await page.goto('/admin');
      await page
        .getByRole('group', { name: /^(Floor plan of|Tlocrt) / })
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      const name = `host-actions-admin-${language}-${size}`;
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-list.png`, fullPage: true });

      const early = page.getByRole('group', { name: new RegExp(earlyName) });
      await early
        .getByRole('button', { name: language === 'en' ? 'Check in' : 'Prijavi dolazak', exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(500); // the dialog's fade-in
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-early.png` });
      await page.getByRole('button', { name: language === 'en' ? 'Not yet' : 'Ne još', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      const underWay = page.getByRole('group', { name: new RegExp(walkInName) });
      await underWay
        .getByRole('button', { name: language === 'en' ? 'No-show' : 'Nedolazak', exact: true })
        .click();
      await page.getByRole('button', { name: language === 'en' ? 'Undo' : 'Poništi', exact: true }).waitFor();
      await page.waitForTimeout(500); // the toast's slide-in
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-noshow.png` });
      await page.getByRole('button', { name: language === 'en' ? 'Undo' : 'Poništi', exact: true }).click();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await context.close();
    }
  });
}
