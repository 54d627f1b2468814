import { expect, test, type Page } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { zagrebDayFromToday } from './booking-api';
import { chooseDayInBar } from './guest/booking-ui';

/**
 * The guest site's service worker (issue 12 §1, guest spec §7.1) in Chromium against the built site: it registers
 * at load, keeps the app shell for a returning guest (who then gets the page even offline), and keeps none of
 * the API's answers in Cache Storage.
 */

/** Every URL in the page's Cache Storage, by cache. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

test('the service worker registers, serves the shell offline on a second visit, and never caches API answers', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
  await expect(page.getByRole('heading', { name: 'Choose your table' })).toBeVisible();
  // Registered at load, installed (the shell is in its cache), and in control of the page.
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptUrl).toBe(`${GUEST_SITE_ORIGIN}/sw.js`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A returning guest's visit through the worker, reading the API as a booking does: tables, the day's
  // bookings, availability and the bot check's challenge (a time is chosen, so the details step starts).
  await page.reload();
  await chooseDayInBar(page, zagrebDayFromToday(25));
  // The form (and its bot check) starts with the table chosen: at the bar's time, straight to the details.
  const challenge = page.waitForResponse((r) => r.url().endsWith('/public/bot-challenge'));
  await page.getByRole('button', { name: /^Table 2, / }).click();
  await page
    .getByRole('region', { name: 'Your reservation' })
    .getByLabel('Date', { exact: true })
    .fill(zagrebDayFromToday(25));
  await page.getByRole('group', { name: 'Time' }).locator('button:not([data-unavailable])').first().click();
  await challenge;
  await expect(page.getByText('Security check complete.')).toBeVisible();

  const caches = await cachedUrls(page);
  const names = Object.keys(caches);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^stol-guest-shell-[0-9a-f]{16}$/);
  const urls = Object.values(caches).flat();
  expect(urls).toEqual(expect.arrayContaining([`${GUEST_SITE_ORIGIN}/index.html`]));
  expect(urls.some((u) => /\/main\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
  expect(urls.some((u) => /\/main\.[0-9a-f]{8}\.css$/.test(u))).toBe(true);
  // Nothing of the API (another origin here), and no JSON of /public/… from anywhere.
  expect(urls.filter((u) => u.startsWith(API_URL) || u.includes('/public/'))).toEqual([]);
  expect(urls.every((u) => u.startsWith(`${GUEST_SITE_ORIGIN}/`))).toBe(true);

  // Offline: the page still comes up from the cached shell, as the guest last saw it (the restaurant and its
  // plan, kept on the device; no guest's data), saying it is offline: not 'not found', not the welcome page.
  await context.setOffline(true);
  try {
    const offline = await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Restaurant Not Found');
    await expect(page.getByText(/^You are offline\. This is the page from your last visit/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Table 2, / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Stol' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
