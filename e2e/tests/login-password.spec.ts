import { expect, test } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 23 §7 in Chromium: 'Forgot password?' on the back office's login opens the guest site's reset screen
 * (guest spec §2.8); a signed-in user changes their own password in the About/profile dialog, and their other
 * sessions end while this one goes on.
 */

test("'Forgot password?' leads to the guest site's reset screen", async ({ page }) => {
  await page.goto('/login');
  const link = page.getByRole('link', { name: 'Forgot password?' });
  await expect(link).toHaveAttribute('href', `${GUEST_SITE_ORIGIN}/reset`);
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/login-en-phone.png` });
    await page.getByRole('button', { name: 'HR' }).click();
    await expect(page.getByRole('link', { name: 'Zaboravili ste lozinku?' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${shots}/login-hr-desktop.png` });
    await page.getByRole('button', { name: 'EN' }).click();
  }
  await link.click();
  await expect(page).toHaveURL(`${GUEST_SITE_ORIGIN}/reset`);
  await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
});

test('a signed-in user changes their own password in the About dialog; their other session ends', async ({
  page,
}) => {
  // Several password hashes (argon2id, deliberately slow) on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  // A user of this test's own (the demo accounts keep demo1234 for every other suite).
  const email = `password-${Date.now().toString(36)}@demo.test`;
  const created = await callApi(await tokenOf('superadmin@demo.test'), 'POST', '/admin/users', {
    email,
    password: 'first-secret-1',
    role: 'restaurantadmin',
    language: 'en',
    restaurantId: 1,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = (password: string) =>
    fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const elsewhere = ((await (await login('first-secret-1')).json()) as { token: string }).token;

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-secret-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Stol' });
  await dialog.getByLabel('Current password').fill('wrong-one');
  await dialog.getByLabel('New password', { exact: true }).fill('second-secret-2');
  await dialog.getByLabel('New password again').fill('second-secret-2');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The current password is not correct. Nothing was changed.',
  );

  await dialog.getByLabel('Current password').fill('first-secret-1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Password changed. Your other sessions have been signed out.',
    { timeout: 30_000 },
  );
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await page.screenshot({ path: `${shots}/change-password-en-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/change-password-en-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  expect((await login('first-secret-1')).status).toBe(401);
  expect((await login('second-secret-2')).status).toBe(200);
  expect((await callApi(elsewhere, 'GET', '/admin/me')).status).toBe(401);
  // This browser stays signed in.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  if (shots) {
    // The dialog in Croatian, on a phone.
    await page.getByRole('button', { name: 'HR' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'O aplikaciji' }).click();
    await expect(page.getByRole('heading', { name: 'Promjena lozinke' })).toBeVisible();
    await page.screenshot({ path: `${shots}/change-password-hr-phone.png` });
  }
});

test('the About dialog fits a phone: its table of loaded sections does not overflow sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'About', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'About Stol' });
  const table = dialog.getByRole('table');
  // The dashboard's section is loaded: a row with its build version and entry URL, neither with a space to wrap at.
  await expect(table.getByRole('row').nth(1)).toContainText('http://');
  // Nothing wider than the dialog's body: no sideways scrolling inside it, nor of the page.
  const widths = await dialog.evaluate((element) => {
    const body = element.querySelector('.mantine-Modal-body') as HTMLElement;
    const box = body.getBoundingClientRect();
    const table = element.querySelector('table')!.getBoundingClientRect();
    return {
      bodyOverflows: body.scrollWidth > body.clientWidth,
      tableInside: table.left >= box.left && table.right <= box.right,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
  expect(widths).toEqual({ bodyOverflows: false, tableInside: true, pageOverflows: false });
});
