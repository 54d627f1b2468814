import { test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of the restaurant day view (/admin) and /radmin for a person to look at, as the roles
 * that see them, at desktop and phone sizes, in en and hr; written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const SCREENS: { account: DemoAccount; path: string; ready: string | RegExp }[] = [
  { account: 'admin@demo.test', path: '/admin', ready: /^(Floor plan of|Tlocrt) / },
  { account: 'staff@demo.test', path: '/admin', ready: /^(Floor plan of|Tlocrt) / },
  // Issue 22 §4: a manager's day view of one restaurant, with the restaurant switcher.
  { account: 'manager@demo.test', path: '/admin/restaurant/1', ready: /^(Floor plan of|Tlocrt) / },
  { account: 'manager@demo.test', path: '/radmin', ready: /^(Floor plan of|Tlocrt) / },
];

for (const { account, path, ready } of SCREENS) {
  for (const language of ['en', 'hr'] as const) {
    test(`screens ${path}: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        await page.goto(path);
        await page.getByRole('group', { name: ready }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const who = account.split('@')[0];
        const name = `${path.slice(1).replaceAll('/', '-')}-${who}-${language}-${size}`;
        await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
        await page.getByRole('button', { name: 'EN', exact: true }).click();
        await context.close();
      }
    });
  }
}
