import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';
import { callApi, tokenOf } from './host-api';

/**
 * Issue 19 §4: a destructive button in a list that reorders live names its guest and asks first, naming the guest
 * again, so a row that moved under the pointer cannot be removed by mistake. Here: two parties in line on the
 * day view; cancelling the second asks about the second and removes only it.
 */

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

test('cancelling a waitlist entry names the guest, asks, and removes only that party', async ({ page }) => {
  const stamp = Date.now();
  const first = `E2E First ${stamp}`;
  const second = `E2E Second ${stamp}`;
  const admin = await tokenOf('admin@demo.test');
  const ids: number[] = [];
  for (const [name, phone] of [
    [first, '+385911110001'],
    [second, '+385911110002'],
  ] as const) {
    const added = await callApi(admin, 'POST', '/waitlist', { restaurantId: 1, name, phone, partySize: 2 });
    expect(added.status).toBe(201);
    ids.push((added.body as { id: number }).id);
  }

  await logIn(page, 'admin@demo.test');
  const waitlist = section(page, 'Waitlist');
  await expect(waitlist.getByRole('rowheader', { name: second, exact: true })).toBeVisible();
  await waitlist.getByRole('button', { name: `Cancel waitlist entry of ${second}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${second} from the waitlist?` });
  await expect(dialog).toContainText(`${second} (2 guests) will be taken off the waitlist.`);
  await expect(dialog).not.toContainText(first);
  await dialog.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(page.getByText(`${second} removed from the waitlist`)).toBeVisible();
  await expect(waitlist.getByRole('rowheader', { name: second, exact: true })).toHaveCount(0);
  await expect(waitlist.getByRole('rowheader', { name: first, exact: true })).toBeVisible();

  const line = (await callApi(admin, 'GET', '/waitlist')).body as {
    entries: { id: number; status: string }[];
  };
  const statusOf = (id: number) => line.entries.find((e) => e.id === id)?.status;
  expect(statusOf(ids[0]!)).toBe('waiting');
  expect(statusOf(ids[1]!)).toBe('cancelled');
});
