import { expect, test, type Page } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from './booking-api';
import { axeProblems } from './axe';
import { chooseDayInBar, choiceBar, timeGroup } from './guest/booking-ui';

/**
 * Issue 19 items 7 and 27: at the chosen date and time the guest's floor plan draws a table that cannot be taken
 * as such (fill and pattern, with a legend), a press on it says why and offers alternatives instead of choosing
 * it; the desktop plan zooms with the wheel (0.8–2). Restaurant 1 of the seed: table 11 is in maintenance.
 */

/** The first time of `day` at which tables 5 and 7 are both free; table 7 is then booked there by someone else. */
async function takeTable7(day: string): Promise<string> {
  const [table5, table7] = [await tableByNumber(1, 5), await tableByNumber(1, 7)];
  const answer = await fetch(
    `${API_URL}/public/availability?restaurantId=1&date=${day}&tableId=${table5.id}&guests=2`,
  );
  const { slots } = (await answer.json()) as {
    slots: Array<{ time: string; available: boolean; unavailable: Record<string, number[]> }>;
  };
  const time = slots.find(
    (s) => s.available && !Object.values(s.unavailable).some((ids) => ids.includes(table7.id)),
  )!.time;
  await bookViaApi({ restaurantId: 1, tableNumber: 7, day, time, name: 'Someone Else' });
  return time;
}

// A table on the plan ('Table 5, seats: 4, free'), not an offered table beside it ('Table 5, seats: 4').
const planTable = (scope: Page | ReturnType<Page['getByRole']>, n: number) =>
  scope.getByRole('button', { name: new RegExp(`^Table ${n}, seats: \\d+, `) });

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a taken table looks taken, the legend says so, and pressing it explains and offers instead of choosing it', async ({
    page,
  }) => {
    const day = zagrebDayFromToday(41);
    const time = await takeTable7(day);
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    const plan = page.locator('.plan-inline');
    // From the start the plan shows the bar's choice (today, the next bookable time): the legend says when.
    await expect(planTable(plan, 11)).toHaveAttribute('data-state', 'held');
    await expect(plan.getByText(/^At \d\d:\d\d:$/)).toBeVisible();

    // The day and the time in the bar, then the table: straight to the details at that time (issue 23 §1).
    await chooseDayInBar(page, day);
    await choiceBar(page).getByLabel('Time', { exact: true }).selectOption(time);
    await planTable(plan, 5).click();
    await expect(timeGroup(page).getByRole('button', { name: time, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Date', { exact: true })
      .fill(day);
    await timeGroup(page).getByRole('button', { name: time, exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeEnabled();

    const table7 = planTable(plan, 7);
    await expect(table7).toHaveAccessibleName('Table 7, seats: 6, taken');
    await expect(table7).toHaveAttribute('data-state', 'taken');
    await expect(table7.getByTestId('table-pattern')).toHaveAttribute('fill', /^url\(#stol-look-.*taken\)$/);
    await expect(planTable(plan, 5)).toHaveAttribute('data-state', 'selected');
    await expect(plan.getByText(`At ${time}:`)).toBeVisible();
    const legend = plan.getByRole('list', { name: 'What the tables show' });
    await expect(legend).toBeVisible();
    await expect(legend.getByRole('listitem')).toContainText(['Free', 'Your table', 'Taken']);

    // A real click where it is drawn (Playwright's own click waits for an aria-disabled element to be enabled).
    const at = (await table7.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(plan.getByRole('status')).toHaveText(`Table 7 is already booked at ${time}.`);
    const offer = plan.getByRole('region', { name: `Instead of ${time}` });
    await expect(
      offer.getByRole('group', { name: 'Other times at table 7' }).getByRole('button').first(),
    ).toBeVisible();
    const otherTables = offer.getByRole('group', { name: `Other tables at ${time}` }).getByRole('button');
    await expect(otherTables.first()).toBeVisible();
    // Table 7 was not chosen: no Reserve is ever enabled for it; the guest's own choice stands.
    await expect(table7).toHaveAttribute('aria-pressed', 'false');
    await expect(planTable(plan, 5)).toHaveAttribute('aria-pressed', 'true');
    expect(await axeProblems(page, 'reservation page, a taken table explained')).toEqual([]);

    // An offered table is chosen at the time asked, and can be booked.
    const number = Number(/^Table (\d+), /.exec((await otherTables.first().textContent())!)![1]);
    await otherTables.first().click();
    await expect(planTable(plan, number)).toHaveAttribute('aria-pressed', 'true');
    await expect(timeGroup(page).getByRole('button', { name: time, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(timeGroup(page).getByRole('button', { name: time, exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    await expect(plan.getByRole('region', { name: `Instead of ${time}` })).toHaveCount(0);

    // Guest spec §9: the wheel zooms the plan (0.8–2) and the page stays where it was.
    const view = plan.getByTestId('plan-view');
    const box = (await view.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const scrollY = await page.evaluate(() => window.scrollY);
    for (let i = 0; i < 15; i += 1) await page.mouse.wheel(0, -200);
    await expect(view).toHaveAttribute('data-scale', '2');
    for (let i = 0; i < 15; i += 1) await page.mouse.wheel(0, 200);
    await expect(view).toHaveAttribute('data-scale', '0.8');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect(view).toHaveAttribute('data-scale', '1');
  });
});

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the 'Select a Table' dialog draws the taken table, its legend, and explains it in place", async ({
    page,
  }) => {
    const day = zagrebDayFromToday(42);
    const time = await takeTable7(day);
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await chooseDayInBar(page, day);
    await choiceBar(page).getByLabel('Time', { exact: true }).selectOption(time);
    const viewTables = page.getByRole('button', { name: 'View Tables' });
    await viewTables.tap();
    const dialog = page.getByRole('dialog', { name: 'Select a Table' });
    // The dialog opens on the free tables' area: a table may start outside its clipped view, and a tap there
    // would land on whatever covers that point. Focus pans it into view first (as Tab does).
    await planTable(dialog, 5).focus();
    await planTable(dialog, 5).tap();
    await expect(dialog).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Date', { exact: true })
      .fill(day);
    await timeGroup(page).getByRole('button', { name: time, exact: true }).tap();
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeVisible();

    await viewTables.tap();
    // Opened again, it shows the guest's chosen table.
    await expect(planTable(dialog, 5)).toHaveAttribute('data-state', 'selected');
    await expect(planTable(dialog, 5)).toBeInViewport({ ratio: 1 });
    const table7 = planTable(dialog, 7);
    await expect(table7).toHaveAttribute('data-state', 'taken');
    await expect(table7.getByTestId('table-pattern')).toHaveAttribute('fill', /taken\)$/);
    await expect(dialog.getByText(`At ${time}:`)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'What the tables show' })).toBeVisible();
    // By keyboard: focus pans the table into the dialog's clipped view.
    await table7.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(`Table 7 is already booked at ${time}.`);
    await expect(dialog).toBeVisible();
    expect(await axeProblems(page, 'table dialog, a taken table explained')).toEqual([]);
    const other = dialog
      .getByRole('group', { name: `Other tables at ${time}` })
      .getByRole('button')
      .first();
    const number = /^Table (\d+), /.exec((await other.textContent())!)![1];
    await other.tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Your table: ${number}`)).toBeVisible();
    await expect(timeGroup(page).getByRole('button', { name: time, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Reserve' })).toBeEnabled();
  });
});
