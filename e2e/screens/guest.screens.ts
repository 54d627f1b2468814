import { test, newStackContext } from '../tests/fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from '../tests/booking-api';
import { bookTable } from '../tests/guest/booking-ui';

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
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      await context.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
      const page = await context.newPage();
      await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS_DIR}/guest-${language}-${size}.png`, fullPage: true });
      // The details step: a table, a day and a time chosen, the bot check's status line under the form.
      // On a phone the plan is a preview: its tables are chosen in the 'Select a Table' dialog.
      const plan = size === 'phone' ? page.getByRole('dialog') : page;
      if (size === 'phone') await page.locator('.plan-phone button').click();
      await plan.getByRole('button', { name: /^(Table|Stol) 2, / }).click();
      await page.locator('input[type="date"]').fill(zagrebDayFromToday(20));
      await page.locator('.slot:not([data-unavailable])').first().click();
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

/** The phone's 'Select a Table' dialog, and on a desktop the alternatives a taken time offers (issue 12). */
for (const language of ['en', 'hr'] as const) {
  test(`screens guest table dialog and alternatives ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const phone = await newStackContext(browser, { viewport: SIZES.phone, isMobile: true, hasTouch: true });
    await phone.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
    const page = await phone.newPage();
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await page.locator('.plan-phone button').tap();
    await page.getByRole('dialog').locator('[data-table-id]').first().waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/guest-${language}-phone-table-dialog.png` });
    await phone.close();

    // Table 6's first free time on a day four weeks out, booked first, is then taken: it shows why and offers.
    const day = zagrebDayFromToday(28);
    const table6 = await tableByNumber(1, 6);
    const answer = await fetch(
      `${API_URL}/public/availability?restaurantId=1&date=${day}&tableId=${table6.id}`,
    );
    const { slots } = (await answer.json()) as { slots: Array<{ time: string; available: boolean }> };
    const free = slots.find((s) => s.available);
    if (free)
      await bookViaApi({ restaurantId: 1, tableNumber: 6, day, time: free.time, name: 'Screens Guest' });

    const desktop = await newStackContext(browser, { viewport: SIZES.desktop });
    await desktop.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
    const page2 = await desktop.newPage();
    await page2.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await page2.locator('.plan-inline [data-table-id]').nth(5).click();
    await page2.locator('input[type="date"]').fill(day);
    const off = page2.locator('.slot[data-unavailable]').first();
    await off.waitFor();
    await off.click();
    await page2.locator('.alternatives').waitFor();
    await page2.screenshot({
      path: `${SHOTS_DIR}/guest-${language}-desktop-alternatives.png`,
      fullPage: true,
    });
    await desktop.close();
  });
}

/** The reservation page's cancel dialog for a ?cancelToken link (guest spec §2.3), phone and desktop, en and hr. */
test('screens guest cancel dialog', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { token } = await bookTable(page, { tableNumber: 5, day: zagrebDayFromToday(26), name: 'Ana Tomić' });
  for (const language of ['en', 'hr'] as const)
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      await context.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
      const shot = await context.newPage();
      await shot.goto(`${GUEST_SITE_ORIGIN}/restaurant/1?cancelToken=${token}`);
      await shot.getByRole('dialog').getByText('Ana Tomić').waitFor();
      await shot.screenshot({ path: `${SHOTS_DIR}/guest-cancel-dialog-${language}-${size}.png` });
      await context.close();
    }
});

/** The invite screen (guest spec §2.9), phone and desktop, en and hr, with a refusal from the API shown. */
test('screens guest invite screen', async ({ browser }) => {
  for (const language of ['en', 'hr'] as const)
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      await context.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
      const page = await context.newPage();
      await page.goto(`${GUEST_SITE_ORIGIN}/accept?token=not-an-invitation`);
      await page.locator('input[type="password"]').fill('long-enough-secret');
      await page.locator('button[type="submit"]').click();
      await page.locator('.banner, [role="alert"]').first().waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/guest-invite-${language}-${size}.png` });
      await context.close();
    }
});
