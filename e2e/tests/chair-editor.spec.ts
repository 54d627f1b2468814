import { expect, test, type Locator, type Page } from './fixtures';
import { logIn } from './helpers';
import { axeProblems } from './axe';

/**
 * The chair editor dialog of /radmin (issue 9 §3, staff spec §2 "Chair editor dialog") in the composed system:
 * a superadmin adds a chair to a table of Riva Split (restaurant 3), drags it and saves; the chair is still
 * there after a reload; Reset to generated then removes the override, so the demo data is as it was.
 */

const RESTAURANT_ID = 3;
/** A 4-seat table of Riva Split without custom chairs in the seed. */
const TABLE_NUMBER = 5;
const SEATS = 4;

async function openChairEditor(page: Page): Promise<Locator> {
  await page.goto(`/radmin?restaurant=${RESTAURANT_ID}`);
  await page.getByRole('button', { name: `Select table ${TABLE_NUMBER}`, exact: true }).click();
  await page.getByRole('button', { name: 'Edit chairs' }).click();
  const dialog = page.getByRole('dialog', { name: `Chairs of table ${TABLE_NUMBER}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const chairsIn = (dialog: Locator) => dialog.getByRole('button', { name: /^Chair \d+ of \d+$/ });

/** The position of a rectangle chair as drawn (canvas units). */
async function rectPosition(chair: Locator) {
  const rect = chair.locator('rect').first();
  return { x: Number(await rect.getAttribute('x')), y: Number(await rect.getAttribute('y')) };
}

test('a superadmin adds a chair, drags it and saves; after a reload it is there; Reset restores the generated chairs', async ({
  page,
}) => {
  // Three loads of /radmin (the lazy dialog each time), two saves and an axe scan: more than the default 30 s.
  test.setTimeout(60_000);
  await logIn(page, 'superadmin@demo.test');

  let dialog = await openChairEditor(page);
  await expect(chairsIn(dialog)).toHaveCount(SEATS);

  await dialog.getByRole('button', { name: 'Add chair', exact: true }).click();
  await expect(chairsIn(dialog)).toHaveCount(SEATS + 1);
  const added = dialog.getByRole('button', { name: `Chair ${SEATS + 1} of ${SEATS + 1}` });
  await expect(added).toHaveAttribute('aria-pressed', 'true');
  const start = await rectPosition(added);
  // Axe-clean with a chair selected (its W, H and Radius shown) and one focused.
  await added.focus();
  expect(await axeProblems(page, 'chair editor', ['[role="dialog"]'])).toEqual([]);

  // Drag it about 50 screen pixels right and 40 down (past the 2 px threshold, in small steps like a hand).
  const box = (await added.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2 + 40, { steps: 10 });
  await page.mouse.up();
  const moved = await rectPosition(added);
  expect(moved.x).toBeGreaterThan(start.x);
  expect(moved.y).toBeGreaterThan(start.y);
  // Snapping is on by default: the chair lands on the 10 grid.
  expect(moved.x % 10).toBe(0);
  expect(moved.y % 10).toBe(0);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/restaurants/${RESTAURANT_ID}`) && response.request().method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openChairEditor(page);
  await expect(chairsIn(dialog)).toHaveCount(SEATS + 1);
  expect(
    await rectPosition(dialog.getByRole('button', { name: `Chair ${SEATS + 1} of ${SEATS + 1}` })),
  ).toEqual(moved);

  // Back to the seed: Reset to generated saves null (no override), one chair per seat again.
  await dialog.getByRole('button', { name: 'Reset to generated' }).click();
  await expect(chairsIn(dialog)).toHaveCount(SEATS);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openChairEditor(page);
  await expect(chairsIn(dialog)).toHaveCount(SEATS);
  // The generated chairs are circles: no rectangle chair is left.
  await expect(chairsIn(dialog).locator('rect')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
