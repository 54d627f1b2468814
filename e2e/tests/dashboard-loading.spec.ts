import { expect, test } from './fixtures';
import { API_URL } from '../ports.mjs';
import { logIn } from './helpers';

/** Issue 8 §3: skeletons where the dashboard's data loads for the first time; a retry shows it is working. */
test('the dashboard shows a skeleton of its counts while they load, and again while Retry fetches', async ({
  page,
}) => {
  let calls = 0;
  let releaseSecond!: () => void;
  const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
  await page.route(`${API_URL}/admin/stats`, async (route) => {
    calls += 1;
    if (calls === 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // a slow first load
      return route.fulfill({
        status: 503,
        json: {
          error: 'Service temporarily unavailable. Please try again shortly.',
          code: 'DATABASE_UNAVAILABLE',
        },
      });
    }
    if (calls === 2) await secondHeld;
    return route.continue();
  });

  await logIn(page, 'superadmin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const skeleton = page.getByTestId('stats-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('group', { name: 'Reservations today' })).toHaveCount(0);

  const error = page.getByRole('alert').filter({ hasText: 'Service temporarily unavailable' });
  await expect(error).toBeVisible();
  await expect(skeleton).toHaveCount(0);

  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(skeleton).toBeVisible();
  releaseSecond();
  await expect(page.getByRole('group', { name: 'Reservations today' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await expect(error).toHaveCount(0);
});
