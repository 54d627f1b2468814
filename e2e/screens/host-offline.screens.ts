import { test, newStackContext, type Page } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';
import { callApi, tokenOf } from '../tests/host-api';

/**
 * Not a check: screenshots of the day view (/admin) and the kiosk (/kiosk) for a person to look at (issue 19): as
 * restaurant admin and staff, en and hr, desktop, tablet and phone, online, offline after a tap, and the named
 * cancel confirmation; written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const ACCOUNTS: DemoAccount[] = ['admin@demo.test', 'staff@demo.test'];

/** A first action to tap while offline: Check in on the day view, Add to waitlist on the kiosk (hosts). */
async function tapOffline(page: Page, path: string) {
  if (path === '/admin') {
    const checkIn = page.getByRole('button', { name: /^(Check in|Prijavi dolazak)$/ }).first();
    if (await checkIn.count()) await checkIn.click();
    return;
  }
  const add = page.getByRole('button', { name: /^(Add to waitlist|Dodaj na listu čekanja)$/ });
  if (!(await add.count())) return;
  await page
    .getByLabel(/^(Name|Ime)/)
    .first()
    .fill('Offline Gost');
  await page
    .getByLabel(/^(Phone|Telefon)/)
    .first()
    .fill('+385 91 765 4321');
  await add.click();
}

test.beforeAll(async () => {
  const admin = await tokenOf('admin@demo.test');
  for (const [name, phone] of [
    ['Ana Horvat', '+385911110011'],
    ['Ivo Babić', '+385911110012'],
  ] as const)
    await callApi(admin, 'POST', '/waitlist', { restaurantId: 1, name, phone, partySize: 3 });
});

for (const account of ACCOUNTS)
  for (const language of ['en', 'hr'] as const)
    test(`screens day view and kiosk: ${account} ${language}`, async ({ browser }) => {
      test.setTimeout(240_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
        const page = await context.newPage();
        await logIn(page, account);
        await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
        for (const path of ['/admin', '/kiosk']) {
          if (path === '/admin' && size === 'tablet') continue;
          await page.goto(path);
          await page.locator('[data-table-number], [role="group"][aria-label]').first().waitFor();
          await page.waitForLoadState('networkidle');
          const name = `${path.slice(1)}-${account.split('@')[0]}-${language}-${size}`;
          await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
          await context.setOffline(true);
          await tapOffline(page, path);
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `${SHOTS_DIR}/${name}-offline.png`, fullPage: size !== 'phone' });
          await context.setOffline(false);
          await page.waitForTimeout(1500);
        }
        if (account === 'admin@demo.test') {
          await page.goto('/admin');
          const cancel = page.getByRole('button', {
            name: /^(Cancel waitlist entry of|Otkaži unos na listi čekanja:) /,
          });
          await cancel.first().waitFor();
          await cancel.first().click();
          await page.getByRole('dialog').waitFor();
          await page.screenshot({ path: `${SHOTS_DIR}/admin-confirm-${language}-${size}.png` });
          await page.keyboard.press('Escape');
        }
        await page.getByRole('button', { name: 'EN', exact: true }).click();
        await context.close();
      }
    });
