import { expect, test } from './fixtures';
import { DASHBOARD_ORIGIN } from '../ports.mjs';
import { logIn, mainNav } from './helpers';

test('with the dashboard origin blocked the nav survives and the fallback offers a retry that works', async ({
  page,
}) => {
  await page.route(`${DASHBOARD_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await logIn(page, 'superadmin@demo.test');

  await expect(mainNav(page).getByRole('link', { name: 'Reports' })).toBeVisible();
  const fallback = page.getByRole('alert').filter({ hasText: /unavailable/i });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);

  // The other areas keep working: navigate away and back through the nav.
  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  // Still blocked: the fallback again (unrouting before this settles would let the load simply succeed).
  await expect(page).toHaveURL(/\/admin$/);
  await expect(fallback).toBeVisible();

  await page.unroute(`${DASHBOARD_ORIGIN}/**`);
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
