import { expect, test, type Locator, type Page, newStackContext } from './fixtures';
import { logIn } from './helpers';
import { api, deleteTables, tableById, tablesOf, tokenOf } from './floorplan-api';

/**
 * /radmin (mfe-floorplan, issue 9 §3, §5) in the composed system. Seeded tables of restaurants 1–3 carry the
 * other suites' bookings: a test that moves or holds one puts it back, and new tables (added, copied) go to
 * restaurant 3, which no other suite reads, and are deleted at the end.
 */

const tableOnPlan = (page: Page, number: number) =>
  page
    .getByRole('group', { name: /^Floor plan of / })
    .getByRole('button', { name: new RegExp(`^Table ${number}, `) });

const isTableMove = (id: number) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith(`/tables/${id}`) && r.request().method() === 'PATCH';

/** Drags a table with the mouse by (dx, dy) screen pixels, in steps, as a user does. */
async function drag(page: Page, table: Locator, dx: number, dy: number) {
  await table.scrollIntoViewIfNeeded();
  const box = (await table.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** A table's centre relative to the plan's corner (page scroll and layout above the plan do not count). */
const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  const plan = (await locator
    .page()
    .getByRole('group', { name: /^Floor plan of / })
    .boundingBox())!;
  return {
    x: Math.round(box.x + box.width / 2 - plan.x),
    y: Math.round(box.y + box.height / 2 - plan.y),
  };
};

test('a superadmin adds a table, drags it (kept after a reload) and rounds its corners', async ({ page }) => {
  test.slow();
  const token = await tokenOf('superadmin@demo.test');
  const created: number[] = [];
  try {
    await logIn(page, 'superadmin@demo.test');
    await page.goto('/radmin?restaurant=3');
    await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
    await expect(page.getByLabel('Restaurant')).toHaveValue('3');
    await expect(tableOnPlan(page, 1)).toBeVisible();

    await page.getByRole('button', { name: 'Add table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add table' });
    const number = Number(await dialog.getByRole('textbox', { name: 'Number' }).inputValue());
    const added = page.waitForResponse((r) => r.url().endsWith('/tables') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add table' }).click();
    const response = await added;
    expect(response.status()).toBeLessThan(300);
    const id = ((await response.json()) as { id: number }).id;
    created.push(id);
    await expect(page.getByText(`Table ${number} added`)).toBeVisible();

    const table = tableOnPlan(page, number);
    await expect(table).toBeVisible();
    const moved = page.waitForResponse(isTableMove(id));
    await drag(page, table, 80, -60);
    expect((await moved).status()).toBe(200);
    const saved = await tableById(token, 3, id);
    expect(saved.x).toBeGreaterThan(485);
    expect(saved.y).toBeLessThan(485);
    const at = await centre(table);

    await page.reload();
    await expect(tableOnPlan(page, number)).toBeVisible();
    expect(await centre(tableOnPlan(page, number))).toEqual(at);

    await tableOnPlan(page, number).click();
    await page.getByRole('textbox', { name: 'Top left' }).fill('40');
    const styled = page.waitForResponse(
      (r) => r.url().endsWith('/restaurants/3') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save corners' }).click();
    expect((await styled).status()).toBe(200);
    const restaurant = (await (await api(token, 'GET', '/restaurants/3')).json()) as {
      floorplan: { tableStyles?: Record<string, { tl?: number }> };
    };
    expect(restaurant.floorplan.tableStyles?.[String(id)]?.tl).toBe(40);
  } finally {
    for (const id of created)
      await api(token, 'PATCH', '/restaurants/3', { floorplan: { tableStyles: { [id]: null } } });
    await deleteTables(token, created);
  }
});

test('a superadmin copies tables from another restaurant; replace is refused while bookings hold tables', async ({
  page,
}) => {
  test.slow();
  const token = await tokenOf('superadmin@demo.test');
  const before = new Set((await tablesOf(token, 3)).map((t) => t.id));
  const source = await tablesOf(token, 2);
  try {
    await logIn(page, 'superadmin@demo.test');
    await page.goto('/radmin?restaurant=3');
    await expect(tableOnPlan(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Copy tables from…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Copy tables into / });

    // Without a source: the spec's message.
    await dialog.getByRole('button', { name: 'Copy tables' }).click();
    await expect(dialog.getByText('Choose source restaurant')).toBeVisible();
    await dialog.getByLabel('Source restaurant').selectOption('2');

    // Replace needs the explicit confirmation, and restaurant 3's future bookings block it (listed in the modal).
    await dialog.getByLabel('Mode').selectOption('replace');
    await expect(dialog.getByRole('button', { name: 'Replace tables' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /^Yes, delete the tables of / }).check();
    await dialog.getByRole('button', { name: 'Replace tables' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('These future reservations would lose their table');
    await expect(alert.getByRole('listitem').first()).toBeVisible();
    expect(new Set((await tablesOf(token, 3)).map((t) => t.id))).toEqual(before);

    await dialog.getByLabel('Mode').selectOption('append');
    const copied = page.waitForResponse((r) => r.url().endsWith('/admin/tables/copy'));
    await dialog.getByRole('button', { name: 'Copy tables' }).click();
    expect((await copied).status()).toBeLessThan(300);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`${source.length} tables copied`)).toBeVisible();
    const after = await tablesOf(token, 3);
    expect(after.length).toBe(before.size + source.length);
    const highest = Math.max(...after.map((t) => t.number));
    await expect(tableOnPlan(page, highest)).toBeVisible();
  } finally {
    const now = await tablesOf(token, 3);
    await deleteTables(
      token,
      now.filter((t) => !before.has(t.id)).map((t) => t.id),
    );
  }
});

test('a restaurant admin drags and holds a table, is offered no number or seats, and a second browser sees the move live', async ({
  page,
  browser,
}) => {
  test.slow();
  const adminToken = await tokenOf('admin@demo.test');
  // An available table (the seed holds one in maintenance), the highest-numbered such: put back exactly as found.
  const tables = (await tablesOf(adminToken, 1)).filter((t) => t.status === 'available');
  const table = tables.reduce((a, b) => (b.number > a.number ? b : a));
  const heldBefore = (await tablesOf(adminToken, 1)).filter((t) => t.status === 'maintenance').length;
  const other = await newStackContext(browser);
  try {
    // The second editor: the superadmin on the same restaurant, in a browser of its own.
    const watcher = await other.newPage();
    await logIn(watcher, 'superadmin@demo.test');
    await watcher.goto('/radmin?restaurant=1');
    await expect(tableOnPlan(watcher, table.number)).toBeVisible();
    const watchedBefore = await centre(tableOnPlan(watcher, table.number));

    await logIn(page, 'admin@demo.test');
    await page.goto('/radmin');
    await expect(page.getByLabel('Restaurant')).toHaveCount(0);
    const onPlan = tableOnPlan(page, table.number);
    await expect(onPlan).toBeVisible();
    const moved = page.waitForResponse(isTableMove(table.id));
    await drag(page, onPlan, table.x > 500 ? -60 : 60, 0);
    expect((await moved).status()).toBe(200);
    expect((await tableById(adminToken, 1, table.id)).x).not.toBe(table.x);
    // Live: the other browser redraws without a reload.
    await expect
      .poll(async () => (await centre(tableOnPlan(watcher, table.number))).x)
      .not.toBe(watchedBefore.x);

    await onPlan.click();
    await expect(page.getByRole('heading', { name: `Table ${table.number}` })).toBeVisible();
    for (const name of ['Number', 'Seats', 'Width', 'Height'])
      await expect(page.getByRole('textbox', { name })).toHaveCount(0);
    for (const name of ['Add table', 'Copy table', 'Edit chairs'])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    // Staff spec §6: an admin who tries to delete a table is told who may; nothing is deleted.
    await page.getByRole('button', { name: 'Delete table' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Only superadmin and restaurant managers can delete tables' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const held = page.getByRole('switch', { name: /^Held/ });
    // The switch follows the server (not optimistic): click, then wait for the saved state.
    await held.click({ force: true });
    await expect(held).toBeChecked();
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Held' })).toHaveCount(
      heldBefore + 1,
    );
    expect((await tableById(adminToken, 1, table.id)).status).toBe('maintenance');
    await held.click({ force: true });
    await expect(held).not.toBeChecked();
    await expect.poll(async () => (await tableById(adminToken, 1, table.id)).status).toBe('available');

    // The server refuses what the screen does not offer.
    const refused = await api(adminToken, 'PATCH', `/tables/${table.id}`, { seats: table.seats + 1 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Only superadmin can change number or seats',
    );
  } finally {
    await other.close();
    await api(adminToken, 'PATCH', `/tables/${table.id}`, { x: table.x, y: table.y, status: 'available' });
  }
});

test('the editor works by keyboard alone: Tab to a table, an arrow moves it, the position is saved', async ({
  page,
}) => {
  const adminToken = await tokenOf('admin@demo.test');
  const first = (await tablesOf(adminToken, 1)).reduce((a, b) => (b.number < a.number ? b : a));
  try {
    await logIn(page, 'admin@demo.test');
    await page.goto('/radmin');
    const onPlan = tableOnPlan(page, first.number);
    await expect(onPlan).toBeVisible();
    // Tab through the page until the plan's first table has the focus.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await onPlan.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(onPlan).toBeFocused();
    const moved = page.waitForResponse(isTableMove(first.id));
    await page.keyboard.press('ArrowDown');
    const response = await moved;
    expect(response.request().postDataJSON()).toEqual({ x: first.x, y: first.y + 16 });
    expect((await tableById(adminToken, 1, first.id)).y).toBe(first.y + 16);
  } finally {
    await api(adminToken, 'PATCH', `/tables/${first.id}`, { x: first.x, y: first.y });
  }
});
