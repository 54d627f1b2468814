import { expect, test } from '@playwright/test';
import { logIn, mainNav } from './helpers';

test('switching to Croatian changes the visible text and survives a reload', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await expect(mainNav(page).getByRole('link', { name: 'Reservations' })).toBeVisible();

  await page.getByRole('button', { name: 'HR', exact: true }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Rezervacije' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Reservations' })).toHaveCount(0);

  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Rezervacije' })).toBeVisible();

  // Saved to the user: a fresh browser context (no local storage) logs in and still gets Croatian.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('admin@demo.test');
  await page
    .getByLabel(/password|lozinka/i)
    .first()
    .fill('demo1234');
  await page.getByRole('button', { name: /sign in|log in|prijava|prijavi/i }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Rezervacije' })).toBeVisible();

  // Switch back so other suites see English.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Reservations' })).toBeVisible();
});
