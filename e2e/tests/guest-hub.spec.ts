import { expect, test } from './fixtures';
import { E2E_PORTS, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { axeProblems } from './axe';

/**
 * Issue 12 §4 "a hub origin lists its locations". The stack runs the API with PUBLIC_SITE_URL at this guest
 * site, and the seed puts restaurants 1 and 2 at that origin (a hub) and restaurant 3 at another one, so the
 * site's root is the hub page of exactly those two.
 */
test('the hub origin lists its locations, and a card leads to the restaurant’s page', async ({ page }) => {
  await page.goto(`${GUEST_SITE_ORIGIN}/`);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Bistro Gornji Grad', 'Konoba Stol']);
  await expect(page.getByText('Riva Split')).toHaveCount(0);
  await expect(cards.first()).toContainText('Open for booking');
  expect(await axeProblems(page, 'hub page')).toEqual([]);

  await page.getByRole('link', { name: 'Reserve at Konoba Stol' }).click();
  await expect(page).toHaveURL(`${GUEST_SITE_ORIGIN}/konoba-stol`);
  await expect(page.getByRole('heading', { level: 1, name: 'Konoba Stol' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your table' })).toBeVisible();
});

/**
 * Issue 19 §21: a restaurant's own public origin. The seed puts Riva Split (restaurant 3) at the guest site's
 * other loopback name, an origin the API's CORS_ORIGINS does not list; its guest-facing endpoints answer any
 * origin, so the browser may read them and the site shows Riva Split (not 'Welcome to Stol'), with its plan.
 */
test('a restaurant’s own origin shows that restaurant: Riva Split at 127.0.0.1', async ({ page }) => {
  const rivaOrigin = `http://127.0.0.1:${E2E_PORTS.GUEST_SITE_PORT}`;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/CORS|Access-Control/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${rivaOrigin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riva Split' })).toBeVisible();
  await expect(page.getByText('Welcome to Stol')).toHaveCount(0);
  // The restaurant and its tables came through (GET /restaurants/3, GET /public/tables): the booking starts.
  await expect(page.getByRole('heading', { name: 'Choose your table' })).toBeVisible();
  expect(refused).toEqual([]);
});
