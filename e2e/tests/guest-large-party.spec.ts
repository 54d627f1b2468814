import { expect, test, newStackContext } from './fixtures';
import { zagrebDayFromToday } from './booking-api';
import { requestLargeParty, uniqueName } from './guest/booking-ui';
import { logIn } from './helpers';

/**
 * Issue 12 §4: a large-party request made on the guest site reaches the restaurant's staff. The panel is for
 * those who seat parties (restaurant admins and managers; plain staff see none, host-large-party.spec), so the
 * restaurant admin of restaurant 1 signs in to the back office in a second browser context.
 */
test('a large-party request made on the guest site appears in the day view’s large-party panel', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Site Party');
  const { time } = await requestLargeParty(page, {
    day: zagrebDayFromToday(12),
    guests: 9,
    name,
    phone: '91 777 1234',
    email: 'site.party@example.test',
  });
  await expect(page.getByRole('heading', { name: 'Thank you for your request' })).toBeVisible();
  await expect(page.getByText('Request sent. Our staff will contact you shortly.')).toBeVisible();

  const staff = await newStackContext(browser);
  try {
    const back = await staff.newPage();
    await logIn(back, 'admin@demo.test');
    const panel = back.getByRole('region', { name: 'Large-party requests' });
    const card = panel.getByRole('article', { name: `${name}, 9 guests` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('+385917771234');
    await expect(card).toContainText('site.party@example.test');
    await expect(card).toContainText(time);
  } finally {
    await staff.close();
  }
});
