import { expect, test } from './fixtures';
import { logIn } from './helpers';

/** Issue 8 §3: a user sent away from a route they may not open is told why, after the redirect to /admin. */
for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`staff opening /reservations lands on /admin with the reason (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logIn(page, 'staff@demo.test');
    await page.goto('/reservations');

    await expect(page).toHaveURL(/\/admin$/);
    const notice = page.getByRole('status').filter({ hasText: 'You don’t have access to Reservations' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('so you were taken to the dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant dashboard' })).toBeVisible();
    await page.screenshot({ path: `/tmp/lang-shots/redirect-notice-${size.width}x${size.height}.png` });

    await notice.getByRole('button', { name: 'Close notice' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant dashboard' })).toBeVisible();
    await expect(page.getByText('You don’t have access to Reservations')).toHaveCount(0);
  });
}
