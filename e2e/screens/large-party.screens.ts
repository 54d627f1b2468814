import { test, newStackContext } from '../tests/fixtures';
import { API_URL } from '../ports.mjs';
import { zagrebDayFromToday } from '../tests/booking-api';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of the day view's large-party panel (admin at /admin) and of a manager's day view
 * (/admin/restaurant/1), desktop and phone, en and hr: `npm run screens -w @stol/e2e` writes them to SHOTS_DIR
 * (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const PAGES: Array<[DemoAccount, string]> = [
  ['admin@demo.test', '/admin'],
  ['manager@demo.test', '/admin/restaurant/1'],
];

// A request that single tables seat, so a card shows its suggestions too.
test.beforeAll(async () => {
  await fetch(`${API_URL}/public/large-party`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      restaurantId: 1,
      name: 'Ivan Perić',
      phone: '+385 91 555 0155',
      email: 'ivan.peric@example.test',
      guests: 8,
      date: zagrebDayFromToday(9),
      time: '19:00',
    }),
  });
});

for (const [account, path] of PAGES) {
  for (const language of ['en', 'hr'] as const) {
    test(`screens: large party ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        await page.goto(path);
        const panel = page.getByRole('region', { name: /^(Large-party requests|Zahtjevi za velike grupe)$/ });
        await panel.getByRole('article').first().waitFor();
        await page.waitForLoadState('networkidle');
        const who = account.split('@')[0];
        await page.screenshot({ path: `${SHOTS_DIR}/lp-${who}-${language}-${size}-top.png` });
        await panel
          .getByRole('button', { name: /^(Choose tables|Odaberi stolove)$/ })
          .first()
          .click();
        await page.waitForTimeout(500);
        await panel.screenshot({ path: `${SHOTS_DIR}/lp-${who}-${language}-${size}-panel.png` });
        await page.getByRole('button', { name: 'EN', exact: true }).click();
        await context.close();
      }
    });
  }
}
