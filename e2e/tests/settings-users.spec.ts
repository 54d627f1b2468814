import { expect, newStackContext, test, type Page } from './fixtures';
import { GUEST_SITE_ORIGIN, SHELL_URL } from '../ports.mjs';
import { uniqueEmail, waitForMail, linkIn } from './guest/mail';
import { logIn, mainNav } from './helpers';

/**
 * Issue 20 §2 and §6 in Chromium against the composed stack: a superadmin invites a restaurant manager for
 * restaurants 1 and 2 without a password, the invitation travels by SMTP to the stack's mail catcher, the manager
 * activates the account on the guest site's /accept screen, signs in to the back office and sees only their two
 * restaurants.
 */

/** The seed's restaurants (api/src/db/seed-data.ts): 1 and 2 are assigned, 3 is not. */
const ASSIGNED = ['Konoba Stol', 'Bistro Gornji Grad'];
const NOT_ASSIGNED = 'Riva Split';
const PASSWORD = 'invited-manager-1';

async function inviteManager(page: Page, email: string) {
  await logIn(page, 'superadmin@demo.test');
  await mainNav(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Add user' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOption('restaurantmanager');
  // The role's default plan (guest spec §6), offered before anything is picked.
  await expect(form.getByRole('combobox', { name: 'Plan' })).toHaveValue('pro');
  await form.getByRole('combobox', { name: 'Language' }).selectOption('en');
  const restaurants = form.getByRole('group', { name: 'Restaurants' });
  for (const name of ASSIGNED) await restaurants.getByRole('checkbox', { name }).check();
  // No password: the button says an invitation goes out.
  await form.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(page.getByText(`User added — invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invitation pending');
  await expect(row).toContainText(ASSIGNED.join(', '));
  return row;
}

test('a superadmin invites a manager by email; the manager activates the account and sees only their restaurants', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('manager').toLowerCase();
  const row = await inviteManager(page, email);

  // The invitation arrives through SMTP with a link to the guest site's /accept screen.
  const mail = await waitForMail(email, /./);
  const link = linkIn(mail, /\/accept/);
  expect(link.startsWith(`${GUEST_SITE_ORIGIN}/accept`)).toBe(true);

  // The manager, on a device of their own, sets a password there and is sent to the back office's sign-in.
  const context = await newStackContext(browser);
  try {
    const manager = await context.newPage();
    await manager.goto(link);
    await manager.getByLabel('New password').fill(PASSWORD);
    await manager.getByRole('button', { name: 'Activate' }).click();
    await expect(manager.getByText(/activated/i)).toBeVisible();
    await expect(manager).toHaveURL(`${SHELL_URL}/login`);

    await manager.getByLabel(/email/i).fill(email);
    await manager
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await manager.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(manager).toHaveURL(/\/admin$/);

    // Their restaurants and no other: the reservations filter offers exactly the two.
    await mainNav(manager).getByRole('link', { name: 'Reservations' }).click();
    const filter = manager.getByRole('combobox', { name: 'Restaurant' });
    await expect(filter.getByRole('option')).toHaveText(['All restaurants', ...ASSIGNED]);
    await expect(filter.getByRole('option', { name: NOT_ASSIGNED })).toHaveCount(0);
    // A manager does not reach the users screen (guest spec §2.10: superadmin only).
    await expect(mainNav(manager).getByRole('link', { name: 'Users' })).toHaveCount(0);
  } finally {
    await context.close();
  }

  // The superadmin's list no longer shows the invitation as pending.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Invitation pending');
});
