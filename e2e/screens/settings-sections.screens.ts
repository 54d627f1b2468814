import type { Page } from '@playwright/test';
import { test, newStackContext } from '../tests/fixtures';
import { logIn } from '../tests/helpers';

/**
 * Not a check: screenshots of the restaurant settings dialog's later sections (service, message templates, brand colours,
 * special hours, bulk holidays with its preview, history) and of /hubs with its customize dialog, for a person to
 * look at: desktop and phone, en and hr, as superadmin. `npm run screens -w @stol/e2e` writes them to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/stol-shots';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

const SECTIONS = {
  en: ['Service', 'Message templates', 'Brand colours', 'Special hours', 'Bulk holidays', 'History'],
  hr: ['Usluga', 'Predlošci poruka', 'Boje brenda', 'Posebno radno vrijeme', 'Skupni praznici', 'Povijest'],
} as const;

/** The dialog scrolled so the section starts at its top (an element shot would hide it under the sticky footer). */
async function shootSection(page: Page, name: string, path: string) {
  await page
    .getByRole('region', { name, exact: true })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(400);
  await page.screenshot({ path });
}

for (const language of ['en', 'hr'] as const) {
  test(`screens: settings sections and hubs, ${language}`, async ({ browser }) => {
    test.setTimeout(360_000);
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newStackContext(browser, { viewport, isMobile: size === 'phone' });
      const page = await context.newPage();
      await logIn(page, 'superadmin@demo.test');
      await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
      const shot = (name: string) => `${SHOTS_DIR}/sections-${language}-${size}-${name}.png`;

      await page.goto('/restaurants');
      await page
        .getByRole('button', { name: /^(Edit|Uredi)/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(1500);
      for (const [index, name] of SECTIONS[language].entries())
        await shootSection(page, name, shot(`${index + 1}`));

      // A holiday over the next days (the seed has bookings then): the preview names them before applying.
      const bulk = page.getByRole('region', { name: SECTIONS[language][4], exact: true });
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await bulk.getByLabel(/^(Start date|Početni datum)/).fill(day(0));
      await bulk.getByLabel(/^(End date|Završni datum)/).fill(day(2));
      await bulk.getByRole('button', { name: /^(Apply|Primijeni)$/ }).click();
      await bulk.getByRole('alert').waitFor();
      await shootSection(page, SECTIONS[language][4], shot('5-preview'));

      // A heading colour that fails AA on the page background: the warning.
      const brand = page.getByRole('region', { name: SECTIONS[language][2], exact: true });
      await brand.getByRole('textbox', { name: /^(Heading text|Tekst naslova)$/ }).fill('#bbbbbb');
      await shootSection(page, SECTIONS[language][2], shot('3-warning'));

      await page.goto('/hubs');
      await page
        .getByRole('button', { name: /^(Customize|Prilagodi) / })
        .first()
        .waitFor();
      await page.screenshot({ path: shot('hubs'), fullPage: true });
      await page
        .getByRole('button', { name: /^(Customize|Prilagodi) / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot('hubs-dialog') });

      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await context.close();
    }
  });
}
