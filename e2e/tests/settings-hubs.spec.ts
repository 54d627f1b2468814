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

/** The keys the customize dialog writes onto every restaurant of the hub. */
const HUB_KEYS = [
  'hubTitle',
  'hubDescription',
  'hubHeadingTextColor',
  'hubSubheadingTextColor',
  'headerBackground',
] as const;

interface TRestaurantLook {
  id: number;
  brandColors: Record<string, string | undefined>;
  hubLogo: string | null;
}

/** What each restaurant of the hub looked like: the hub's PATCH writes one look onto all of them. */
async function looksOf(token: string, ids: readonly number[]): Promise<TRestaurantLook[]> {
  return Promise.all(
    ids.map(async (id) => {
      const res = await api(token, 'GET', `/restaurants/${id}`);
      expect(res.status).toBe(200);
      const { brandColors, hubLogo } = (await res.json()) as Omit<TRestaurantLook, 'id'>;
      return { id, brandColors: brandColors ?? {}, hubLogo: hubLogo ?? null };
    }),
  );
}

/** Puts each restaurant's own hub keys back (a key it did not have is removed again). */
async function restoreLooks(token: string, looks: readonly TRestaurantLook[]) {
  for (const look of looks) {
    const brandColors = Object.fromEntries(HUB_KEYS.map((key) => [key, look.brandColors[key] ?? null]));
    const res = await api(token, 'PATCH', `/restaurants/${look.id}`, { brandColors, hubLogo: look.hubLogo });
    expect(res.status, await res.text()).toBe(200);
  }
}

test('the hub customize dialog changes the public hub page', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await tokenOf('superadmin@demo.test');
  const before = await looksOf(
    token,
    (await demoHub(token)).restaurants.map((r) => r.id),
  );
  const title = `E2E Hub ${Date.now().toString(36)}`;
  try {
    await logIn(page, 'superadmin@demo.test');
    await page.goto('/hubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Hub Management' })).toBeVisible();
    // The hub (a section named by its origin), with its two restaurants.
    const hub = page.getByRole('region', { name: GUEST_SITE_ORIGIN, exact: true });
    await expect(
      hub.getByRole('list', { name: `Restaurants of ${GUEST_SITE_ORIGIN}` }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(hub).toContainText('Konoba Stol');
    await expect(hub).toContainText('Bistro Gornji Grad');

    await hub.getByRole('button', { name: `Customize ${GUEST_SITE_ORIGIN}` }).click();
    const dialog = page.getByRole('dialog', { name: `Customize hub: ${GUEST_SITE_ORIGIN}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Two places, one table.');
    const saved = apiAnswer(page, 'PATCH', /^\/admin\/hubs$/);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Hub saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The list shows the new title too.
    await expect(hub.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect((await demoHub(token)).brandColors.hubTitle).toBe(title);

    // The public hub page shows it.
    await page.goto(`${GUEST_SITE_ORIGIN}/`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Two places, one table.')).toBeVisible();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(2);
  } finally {
    await restoreLooks(token, before);
  }
});

test('a premium manager reaching /hubs is told only superadmins manage hubs, and the API refuses them', async ({
  page,
}) => {
  await logIn(page, 'manager@demo.test');
  await page.goto('/hubs');
  await expect(page.getByText('Access Denied: Only superadmins can access hub management.')).toBeVisible();
  const res = await api(await tokenOf('manager@demo.test'), 'GET', '/admin/hubs');
  expect(res.status).toBe(403);
});
