import { expect, test, type Page, newStackContext } from './fixtures';

/** Issue 8 §3: index.html paints something useful before JavaScript arrives; a favicon. */

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Holds every script request forever: the page shows what index.html alone paints. */
const withoutJavaScript = (page: Page) => page.route(/\.js(\?.*)?$/, () => undefined);

for (const size of SIZES) {
  test(`before any JavaScript, /login shows the branded placeholder in the user's language (${size.name})`, async ({
    browser,
  }) => {
    for (const locale of ['hr-HR', 'en-GB'] as const) {
      const context = await newStackContext(browser, { locale, viewport: size });
      const page = await context.newPage();
      await withoutJavaScript(page);
      await page.goto('/login', { waitUntil: 'commit' });

      const placeholder = page.locator('#boot');
      await expect(placeholder).toBeVisible();
      await expect(placeholder.getByText('Stol', { exact: true }).first()).toBeVisible();
      const status = placeholder.getByRole('status');
      await expect(status).toHaveText(locale === 'hr-HR' ? /Učitavanje…/ : /Loading…/);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      // Painted from index.html alone: no script of the app has run.
      expect(await page.locator('#root > *').evaluateAll((nodes) => nodes.map((n) => n.id))).toEqual([
        'boot',
      ]);
      const box = await placeholder.boundingBox();
      expect(box?.width).toBe(size.width); // fills the width, no horizontal scrolling
      await page.screenshot({ path: `/tmp/lang-shots/pre-js-${locale}-${size.width}x${size.height}.png` });
      await context.close();
    }
  });
}

test('the app replaces the placeholder once its JavaScript runs', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in|prijavi se/i })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
});

test('a favicon: linked from index.html and served', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await response.text()).toContain('<svg');
});
