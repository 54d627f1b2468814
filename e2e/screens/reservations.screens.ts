import { test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';
import { openApprovals } from '../tests/approvals-panel';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from '../tests/booking-api';
import { callApi, tokenOf } from '../tests/host-api';

/**
 * Not a check: screenshots of /reservations for a person to look at (desktop and phone, hr and en, admin and
 * manager), outside the test suite: `npm run screens -w @stol/e2e` writes them to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

/** A move onto a taken table filed for a manager, so the approvals panel shows a request and its way out. */
test.beforeAll(async () => {
  // A day of its own: a worker restarted after a failure runs this again, and the first run's bookings stay.
  const day = zagrebDayFromToday(40 + Math.floor(Math.random() * 200));
  const movingId = await bookViaApi({
    restaurantId: 1,
    tableNumber: 3,
    day,
    time: '19:00',
    name: 'Ana Horvat',
  });
  await bookViaApi({ restaurantId: 1, tableNumber: 4, day, time: '19:00', name: 'Marija Jurić' });
  const { id: tableId } = await tableByNumber(1, 4);
  await callApi(await tokenOf('admin@demo.test'), 'PATCH', `/reservations/${movingId}`, {
    tableId,
    requireApproval: true,
  });
});

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
        if (account === 'manager@demo.test') {
          // The approvals panel opened from its count, each request with its way out (issue 22 §6).
          await openApprovals(page);
          await page.waitForTimeout(300);
          await page.screenshot({
            path: `${SHOTS_DIR}/${who}-${language}-${size}-approvals.png`,
            fullPage: true,
          });
        }
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
