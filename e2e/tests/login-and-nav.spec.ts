import { expect, test } from '@playwright/test';
import { DASHBOARD_ORIGIN } from '../ports.mjs';
import { logIn, mainNav, NAV_BY_ACCOUNT, type DemoAccount } from './helpers';

const ROLE_LABEL: Record<DemoAccount, string> = {
  'superadmin@demo.test': 'superadmin',
  'manager@demo.test': 'restaurantmanager',
  'admin@demo.test': 'restaurantadmin',
  'staff@demo.test': 'staff',
};

test('an unauthenticated visit to a protected route lands on /login', async ({ page }) => {
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill('admin@demo.test');
  await page.getByLabel(/password/i).first().fill('not-the-password');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login$/);
});

for (const account of Object.keys(NAV_BY_ACCOUNT) as DemoAccount[]) {
  test(`${account} logs in, sees the §2.10 nav and a dashboard served by the remote`, async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(DASHBOARD_ORIGIN)) remoteRequests.push(request.url());
    });
    await logIn(page, account);

    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText([...NAV_BY_ACCOUNT[account]]);
    await expect(page.getByText(account)).toBeVisible();
    await expect(page.getByText(ROLE_LABEL[account], { exact: true })).toBeVisible();

    await expect(page.getByTestId('dashboard-root')).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
}

test('a role check that fails redirects to /admin', async ({ page }) => {
  await logIn(page, 'staff@demo.test');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/admin$/);
});

test('superadmin dashboard shows today and this-week counts from the API', async ({ page }) => {
  await logIn(page, 'superadmin@demo.test');
  const stats = page.getByTestId('dashboard-root');
  await expect(stats.getByText(/today/i).first()).toBeVisible();
  await expect(stats.getByText(/this week/i).first()).toBeVisible();
});

test('manager dashboard shows one card per assigned restaurant', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  await expect(page.getByTestId('restaurant-card')).toHaveCount(2);
});
