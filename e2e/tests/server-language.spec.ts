import { expect, test } from './fixtures';
import { API_URL } from '../ports.mjs';

/**
 * Issue 8 §4: the API answers its error messages in the caller's language, and the back office asks for the
 * language it shows (Accept-Language from the current i18n language).
 */
test('a wrong password in the Croatian UI shows the server’s Croatian message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();

  await page.getByLabel('E-pošta').fill('admin@demo.test');
  await page.getByLabel('Lozinka').first().fill('not-the-password');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url() === `${API_URL}/auth/login`),
    page.getByRole('button', { name: 'Prijavi se' }).click(),
  ]);
  expect(request.headers()['accept-language']).toBe('hr');
  await expect(page.getByText('Neispravna e-pošta ili lozinka')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  // Back in English, the very next call answers the spec's English text.
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByText('Neispravna e-pošta ili lozinka')).toHaveCount(0);
});

test('the API negotiates hr or en from Accept-Language and says which it answered', async ({ request }) => {
  const login = (language?: string) =>
    request.post(`${API_URL}/auth/login`, {
      data: { email: 'admin@demo.test', password: 'not-the-password' },
      headers: language ? { 'Accept-Language': language } : {},
    });
  const croatian = await login('hr-HR,hr;q=0.9,en;q=0.8');
  expect(croatian.status()).toBe(401);
  expect(await croatian.json()).toEqual({
    error: 'Neispravna e-pošta ili lozinka',
    code: 'INVALID_CREDENTIALS',
  });
  expect(croatian.headers()['content-language']).toBe('hr');
  expect(croatian.headers().vary).toMatch(/Accept-Language/i);

  const english = await login();
  expect((await english.json()).error).toBe('Invalid email or password');
  expect(english.headers()['content-language']).toBe('en');
});
