import { expect, test } from './fixtures';
import { API_URL, DASHBOARD_ORIGIN } from '../ports.mjs';
import { DEMO_PASSWORD, logIn, mainNav, NAV_BY_ACCOUNT, type DemoAccount } from './helpers';

/** The heading each role's dashboard (rendered by the mfe-dashboard remote) starts with. */
const DASHBOARD_HEADING: Record<DemoAccount, string> = {
  'superadmin@demo.test': 'Overview',
  'manager@demo.test': 'Your restaurants',
  'admin@demo.test': 'Restaurant dashboard',
  'staff@demo.test': 'Restaurant dashboard',
};

/** The role's name as the top bar shows it (translated, issue 8 §4: no raw role codes on screen). */
const ROLE_LABEL: Record<DemoAccount, string> = {
  'superadmin@demo.test': 'Superadmin',
  'manager@demo.test': 'Restaurant manager',
  'admin@demo.test': 'Restaurant admin',
  'staff@demo.test': 'Staff',
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
  await page
    .getByLabel(/password/i)
    .first()
    .fill('not-the-password');
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

    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING[account] })).toBeVisible();
    await expect(page.getByText('Reservations today').first()).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  });
}

test('a role check that fails redirects to /admin', async ({ page }) => {
  await logIn(page, 'staff@demo.test');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/admin$/);
});

test('superadmin dashboard shows the API counts for today and this-week counts', async ({
  page,
  request,
}) => {
  const login = await request.post(`${API_URL}/auth/login`, {
    data: { email: 'superadmin@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = await login.json();
  const stats = await (
    await request.get(`${API_URL}/admin/stats`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(stats.reservationsThisWeek).toBeGreaterThan(0);

  await logIn(page, 'superadmin@demo.test');
  await expect(page.getByRole('group', { name: 'Reservations today' })).toContainText(
    String(stats.reservationsToday),
  );
  await expect(page.getByRole('group', { name: 'Reservations this week' })).toContainText(
    String(stats.reservationsThisWeek),
  );
});

test('manager dashboard shows one card per assigned restaurant', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText([/.+/, /.+/]);
});
