import { expect, test } from './fixtures';
import { GUEST_SITE_ORIGIN } from '../ports.mjs';
import { api, tokenOf } from './floorplan-api';
import { logIn } from './helpers';
import { apiAnswer } from './settings-ui';

/**
 * Issue 20 §5, §6: /hubs (mfe-settings). The seed places restaurants 1 and 2 at the guest site's origin of this
 * stack (PUBLIC_SITE_URL), so they form the one hub; the journey customizes it and puts its look back afterwards
 * (guest-hub.spec.ts reads the same page).
 */

interface THubColors {
  hubTitle?: string | null;
  hubDescription?: string | null;
  hubHeadingTextColor?: string | null;
  hubSubheadingTextColor?: string | null;
  headerBackground?: string | null;
}

interface TAdminHub {
  origin: string;
  restaurants: { id: number; name: string; status: string }[];
  brandColors: THubColors;
  hubLogo: string | null;
}

async function demoHub(token: string): Promise<TAdminHub> {
  const res = await api(token, 'GET', '/admin/hubs');
  expect(res.status).toBe(200);
  const { hubs } = (await res.json()) as { hubs: TAdminHub[] };
  const hub = hubs.find((h) => h.origin === GUEST_SITE_ORIGIN);
  if (!hub) throw new Error(`no hub at ${GUEST_SITE_ORIGIN}: ${JSON.stringify(hubs)}`);
  return hub;
}

test('the hub customize dialog changes the public hub page', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await tokenOf('superadmin@demo.test');
  const before = await demoHub(token);
  const title = `E2E Hub ${Date.now().toString(36)}`;
  try {
    await logIn(page, 'superadmin@demo.test');
    await page.goto('/hubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Hub Management' })).toBeVisible();
    // The hub, with its two restaurants.
    const hub = page
      .locator('section, article, li, tr, [role="listitem"]')
      .filter({ hasText: GUEST_SITE_ORIGIN })
      .filter({ has: page.getByRole('button', { name: /^Customize/ }) })
      .last();
    await expect(hub).toContainText('Konoba Stol');
    await expect(hub).toContainText('Bistro Gornji Grad');

    await hub.getByRole('button', { name: /^Customize/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel(/^Description/).fill('Two places, one table.');
    const saved = apiAnswer(page, 'PATCH', /^\/admin\/hubs$/);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    expect((await demoHub(token)).brandColors.hubTitle).toBe(title);

    // The public hub page shows it.
    await page.goto(`${GUEST_SITE_ORIGIN}/`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
  } finally {
    const restored = await api(token, 'PATCH', '/admin/hubs', {
      origin: before.origin,
      brandColors: before.brandColors,
      hubLogo: before.hubLogo,
    });
    expect(restored.status, await restored.text()).toBe(200);
  }
});

test('a premium manager reaching /hubs is told only superadmins manage hubs, and the API refuses them', async ({
  page,
}) => {
  await logIn(page, 'manager@demo.test');
  await page.goto('/hubs');
  await expect(
    page.getByText('Access Denied: Only superadmins can access hub management.'),
  ).toBeVisible();
  const res = await api(await tokenOf('manager@demo.test'), 'GET', '/admin/hubs');
  expect(res.status).toBe(403);
});
