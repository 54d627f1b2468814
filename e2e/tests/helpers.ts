import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** The nav of guest spec §2.10, per demo account, in nav order. */
export const NAV_BY_ACCOUNT = {
  'superadmin@demo.test': [
    'Dashboard',
    'Tables',
    'Reservations',
    'Users',
    'Restaurants',
    'Hubs',
    'Analytics',
    'Reports',
  ],
  'manager@demo.test': ['Dashboard', 'Tables', 'Reservations', 'Restaurants', 'Hubs', 'Analytics', 'Reports'],
  'admin@demo.test': ['Dashboard', 'Tables', 'Reservations', 'Reports'],
  'staff@demo.test': ['Dashboard', 'Reports'],
} as const;
export type DemoAccount = keyof typeof NAV_BY_ACCOUNT;

export async function logIn(page: Page, email: DemoAccount) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password|lozinka/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|prijava|prijavi/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: /main|glavna/i });
