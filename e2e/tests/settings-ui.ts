import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The mfe-settings screens as the journeys drive them (issue 20 §3, §5), in one place: when a label changes, only
 * these helpers change.
 */

/** A restaurant's row of the /restaurants table (a card on phones; the journeys run at desktop size). */
export const restaurantRow = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Opens the settings dialog of restaurant `name` from its row's Edit ('Edit settings of …'); answers the dialog. */
export async function openSettings(page: Page, name: string): Promise<Locator> {
  await restaurantRow(page, name)
    .getByRole('button', { name: `Edit settings of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Settings: ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * One section of the settings dialog: the sections are headed blocks (an h3 and its fields), so a label that
 * appears in two sections ('Closed', 'Opens at (hour)') is found in the right one.
 */
export const settingsSection = (dialog: Locator, title: string): Locator =>
  dialog.getByRole('heading', { level: 3, name: title, exact: true }).locator('xpath=..');

/** A number or text field of the settings dialog by its label (Mantine marks required ones with an aria-hidden *). */
export const field = (scope: Locator, label: string | RegExp): Locator =>
  scope.getByLabel(label, typeof label === 'string' ? { exact: true } : undefined);

/** Fills a field, replacing what it held (Mantine's NumberInput keeps its text until blurred). */
export async function setField(scope: Locator, label: string | RegExp, value: string | number) {
  const input = field(scope, label);
  await input.fill(String(value));
  await input.blur();
}

/** A date field: Mantine's DateInput takes typed text in the locale's format; a native date input takes ISO. */
export async function setDate(scope: Locator, label: string | RegExp, isoDay: string) {
  const input = field(scope, label);
  const type = await input.getAttribute('type');
  if (type === 'date') await input.fill(isoDay);
  else {
    const [y, m, d] = isoDay.split('-');
    await input.fill(`${d}.${m}.${y}`);
  }
  await input.press('Enter').catch(() => undefined);
  await input.blur();
}

/** The Zagreb day as the back office writes it in sentences: 24.12. */
export const dayMonth = (isoDay: string) => {
  const [, m, d] = isoDay.split('-');
  return `${d}.${m}.`;
};

/** Waits for the answer of an API call the UI makes (method and path, query ignored). */
export const apiAnswer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
