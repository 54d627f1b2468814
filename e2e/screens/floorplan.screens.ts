import { test, newStackContext } from '../tests/fixtures';
import { logIn, type DemoAccount } from '../tests/helpers';

/**
 * Not a check: screenshots of /radmin for a person to look at (desktop and phone, superadmin and admin, with a
 * table selected and the add-table modal), written to SHOTS_DIR (default /tmp/stol-shots).
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const account of ['superadmin@demo.test', 'admin@demo.test'] as DemoAccount[]) {
  test(`screens /radmin: ${account}`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, account);
      await page.goto('/radmin?restaurant=1');
      await page.getByRole('group', { name: /^Floor plan of / }).waitFor();
      await page.waitForLoadState('networkidle');
      const who = account.split('@')[0];
      await page.screenshot({ path: `${SHOTS_DIR}/radmin-${who}-${size}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Select table 2' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS_DIR}/radmin-${who}-${size}-selected.png`, fullPage: true });
      if (account === 'superadmin@demo.test') {
        await page.getByRole('button', { name: 'Add table' }).click();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${SHOTS_DIR}/radmin-${who}-${size}-add.png` });
      }
      await context.close();
    }
  });
}

// The chair editor is the superadmin's alone (features/tables/permissions.ts): both languages, both sizes.
const PROMPT_SHOTS = (['EN', 'HR'] as const).map((language) => ({
  account: 'superadmin@demo.test' as DemoAccount,
  language,
}));

test('screens /radmin: the chair editor asking before it drops unsaved chairs, en and hr', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const { account, language } of PROMPT_SHOTS) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, account);
      await page.goto('/radmin?restaurant=1');
      await page.getByRole('group', { name: /^Floor plan of / }).waitFor();
      await page.getByRole('button', { name: language, exact: true }).click();
      await page.getByRole('button', { name: language === 'EN' ? 'Select table 2' : /^Odaberi stol 2$/ }).click();
      await page.getByRole('button', { name: language === 'EN' ? 'Edit chairs' : 'Uredi stolice', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: language === 'EN' ? 'Add chair' : 'Dodaj stolicu' }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('alert').waitFor();
      await page.waitForTimeout(300);
      const who = account.split('@')[0];
      await page.screenshot({
        path: `${SHOTS_DIR}/chair-editor-discard-${who}-${language.toLowerCase()}-${size}.png`,
      });
      // The language is saved to the account: back to English for whatever runs next.
      await dialog.getByRole('button', { name: language === 'EN' ? 'Discard changes' : 'Odbaci promjene' }).click();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await context.close();
    }
  }
});
