import type { Route } from '@playwright/test';
import { expect, test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of the back office's on-demand parts for a person to look at — the manager's and the
 * superadmin's dashboards and a manager's day page of one restaurant, each a chunk of the dashboard remote loaded
 * when it is first shown (mfe-dashboard ChunkArea). Each is shown while its chunk is slow (the loading notice), when
 * its chunk cannot come (Try again in its own area, the shell around it), and after Try again with the network
 * back. Desktop and phone, en and hr. Written to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** What each screen's chunk defines (its export): how the route below tells that chunk from the remote's others. */
const PARTS: { account: DemoAccount; path: string; name: string; chunk: RegExp; shown: RegExp }[] = [
  {
    account: 'manager@demo.test',
    path: '/admin',
    name: 'manager-dashboard',
    chunk: /[{,]ManagerDashboard:/,
    shown: /^(Your restaurants|Vaši restorani)$/,
  },
  {
    account: 'superadmin@demo.test',
    path: '/admin',
    name: 'superadmin-dashboard',
    chunk: /[{,]SuperadminDashboard:/,
    shown: /^(Overview|Pregled)$/,
  },
  {
    account: 'manager@demo.test',
    path: '/admin/restaurant/1',
    name: 'manager-day',
    chunk: /[{,]RestaurantDayPage:/,
    shown: /^(Today|Danas)$/,
  },
];

/** Holds (slow) or refuses (down) the one chunk whose body matches `chunk`; every other request goes through. */
function chunkRoute(chunk: RegExp, mode: { now: 'slow' | 'down' | 'up' }) {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!chunk.test(body) || mode.now === 'up') return route.fulfill({ response, body });
    if (mode.now === 'down') return route.abort('internetdisconnected');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    return route.fulfill({ response, body });
  };
}

for (const part of PARTS)
  for (const language of ['en', 'hr'] as const)
    test(`screens ${part.name}: ${language}`, async ({ browser }) => {
      test.setTimeout(180_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        for (const now of ['slow', 'down'] as const) {
          const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
          const page = await context.newPage();
          const mode = { now: 'up' as 'slow' | 'down' | 'up' };
          await page.route(/:\d+\/[\w.]+\.js$/, chunkRoute(part.chunk, mode));
          await logIn(page, part.account);
          await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
          // A fresh page: the chunk is asked for again (a loaded chunk stays in the page).
          mode.now = now;
          await page.goto(part.path);
          const name = `${part.name}-${language}-${size}-${now}`;
          if (now === 'slow') {
            await expect(page.getByText(/^(Loading dashboard|Učitavanje nadzorne ploče)/)).toBeVisible();
            await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
          } else {
            const retry = page.getByRole('button', { name: /^(Try again|Pokušaj ponovno)$/ });
            await expect(retry).toBeVisible({ timeout: 20_000 });
            await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
            mode.now = 'up';
            await retry.click();
            await expect(retry).toHaveCount(0, { timeout: 15_000 });
            // The part and then its data (a spinner meanwhile).
            await expect(page.getByRole('main').getByText(part.shown).first()).toBeVisible({ timeout: 20_000 });
            await page.waitForLoadState('networkidle');
            await page.screenshot({ path: `${SHOTS_DIR}/${name}-back.png` });
          }
          await page
            .getByRole('button', { name: 'EN', exact: true })
            .click()
            .catch(() => {});
          await context.close();
        }
      }
    });
