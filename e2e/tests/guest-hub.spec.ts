import { expect, test } from './fixtures';
import { GUEST_SITE_ORIGIN } from '../ports.mjs';
import { axeProblems } from './guest/axe';

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
