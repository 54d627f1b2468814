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

/**
 * Issue 19: the plan at a chosen time with a taken table (table 7, booked first), its legend, and why a pressed
 * taken table cannot be had with the alternatives; desktop (1280×800) and phone (390×844, the dialog), en and hr.
 */
test('screens guest plan with taken tables', async ({ browser }) => {
  test.setTimeout(180_000);
  const day = zagrebDayFromToday(43);
  const table5 = await tableByNumber(1, 5);
  const answer = await fetch(`${API_URL}/public/availability?restaurantId=1&date=${day}&tableId=${table5.id}`);
  const { slots } = (await answer.json()) as { slots: Array<{ time: string; available: boolean }> };
  const time = slots.find((s) => s.available)!.time;
  await bookViaApi({ restaurantId: 1, tableNumber: 7, day, time, name: 'Screens Guest' });
  // Each pass chooses another table (3 to 6): the one before still holds its own for a few minutes.
  let pass = 0;
  for (const language of ['en', 'hr'] as const)
    for (const size of ['desktop', 'phone'] as const) {
      const phone = size === 'phone';
      pass += 1;
      const context = await newStackContext(browser, {
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        isMobile: phone,
        hasTouch: phone,
      });
      await context.addInitScript((lang) => localStorage.setItem('stol.guest.lang', lang), language);
      const page = await context.newPage();
      await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
      const openPlan = async () => {
        if (phone) await page.locator('.plan-phone button').click();
        return phone ? page.getByRole('dialog') : page.locator('.plan-inline');
      };
      // By keyboard: the phone's dialog clips the plan, and focus brings a table into view.
      await (await openPlan()).locator('[data-table-id]').nth(pass + 1).focus();
      await page.keyboard.press('Enter');
      await page.locator('input[type="date"]').fill(day);
      await page.locator(`.slot[data-time="${time}"]`).click();
      await page.getByRole('button', { name: /^(Reserve|Rezerviraj)$/ }).waitFor();
      const plan = await openPlan();
      await plan.locator('[data-state="taken"]').first().waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/guest-plan-taken-${language}-${size}.png` });
      await plan.locator('[data-state="taken"]').first().focus();
      await page.keyboard.press('Enter');
      await plan.locator('.alternatives').waitFor();
      await page.screenshot({
        path: `${SHOTS_DIR}/guest-plan-taken-why-${language}-${size}.png`,
        fullPage: !phone,
      });
      if (!phone) {
        // Guest spec §9 by hand: the wheel zooms the desktop plan about the pointer (to 2 at most), a drag pans.
        const view = plan.getByTestId('plan-view');
        const taken = (await plan.locator('[data-state="taken"]').first().boundingBox())!;
        await page.mouse.move(taken.x + taken.width / 2, taken.y + taken.height / 2);
        for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, -200);
        await page.mouse.down();
        await page.mouse.move(taken.x + 500, taken.y + 400, { steps: 8 });
        await page.mouse.up();
        await view.screenshot({ path: `${SHOTS_DIR}/guest-plan-zoomed-${language}-desktop.png` });
      }
      await context.close();
    }
});
