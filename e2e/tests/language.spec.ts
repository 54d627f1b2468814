import { expect, test } from './fixtures';
import { logIn, mainNav } from './helpers';
import { callApi, tokenOf } from './host-api';

// The language is saved to the account, and every later suite signs in as the same demo accounts expecting English:
// whatever happens here, admin@demo.test speaks English again afterwards (a failure once left the rest in Croatian).
test.afterEach(async () => {
  const token = await tokenOf('admin@demo.test');
  const { id } = (await callApi(token, 'GET', '/admin/me')).body as { id: number };
  expect((await callApi(token, 'PATCH', `/admin/users/${id}`, { language: 'en' })).status).toBe(200);
});

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

  // Switching back is saved too.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Reservations' })).toBeVisible();
});
