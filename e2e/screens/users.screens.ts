import { expect, test, newStackContext, type Page } from '../tests/fixtures';
import { logIn } from '../tests/helpers';

/**
 * Not a check: screenshots of /users for a person to look at (superadmin; desktop 1280×800 and phone 390×844; en
 * and hr): the screen, the add form's validation for a manager, and the edit, restaurants and delete dialogs.
 * `npx playwright test -c playwright.screens.config.ts screens/users.screens.ts` writes them to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const TEXTS = {
  en: {
    role: 'Role',
    submit: 'Add and send invitation',
    edit: 'Edit',
    restaurants: 'Restaurants of',
    unfold: 'Show form',
    delete: 'Delete',
  },
  hr: {
    role: 'Uloga',
    submit: 'Dodaj i pošalji pozivnicu',
    edit: 'Uredi',
    restaurants: 'Restorani korisnika',
    unfold: 'Prikaži obrazac',
    delete: 'Obriši',
  },
} as const;

async function shootDialog(page: Page, button: string, path: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const language of ['en', 'hr'] as const) {
  test(`screens: /users ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, 'superadmin@demo.test');
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
      await page.goto('/users');
      await expect(page.getByRole('button', { name: `${text.edit} manager@demo.test` })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const prefix = `${SHOTS_DIR}/users-${language}-${size}`;
      await page.screenshot({ path: `${prefix}.png`, fullPage: true });

      await shootDialog(page, `${text.edit} manager@demo.test`, `${prefix}-edit.png`);
      await shootDialog(page, `${text.restaurants} manager@demo.test`, `${prefix}-restaurants.png`);
      await shootDialog(page, `${text.delete} admin@demo.test`, `${prefix}-delete.png`);

      // The add form for a manager, sent empty: what it asks for (unfolded first on a phone).
      if (size === 'phone') await page.getByRole('button', { name: text.unfold }).click();
      await page.getByRole('combobox', { name: text.role, exact: true }).selectOption('restaurantmanager');
      await page.getByRole('button', { name: text.submit }).click();
      await page.screenshot({ path: `${prefix}-add-errors.png`, fullPage: size === 'phone' });

      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await context.close();
    }
  });
}
