import { expect, test, type CDPSession, type Page } from './fixtures';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
import { bookViaApi, tableByNumber, zagrebDayFromToday } from './booking-api';

/**
 * Choosing a table on the guest site (issue 12), as guest-booking.spec.ts opens it (/restaurant/1, the seeded
 * restaurant): on a phone through the pan-and-zoom dialog, by keyboard alone, and from the alternatives a time
 * that cannot be booked offers.
 */

type TPoint = { x: number; y: number };

/** One finger down at `from`, moved in steps to `to`, lifted (Chromium's touch input, as a phone sends it). */
async function touchDrag(cdp: CDPSession, from: TPoint, to: TPoint, steps = 8) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
  for (let i = 1; i <= steps; i += 1) {
    const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...at, id: 1 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers around `centre`, spread from `fromGap` to `toGap` px apart, lifted. */
async function pinch(cdp: CDPSession, centre: TPoint, fromGap: number, toGap: number, steps = 8) {
  const fingers = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 1 },
    { x: centre.x + gap / 2, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(fromGap) });
  for (let i = 1; i <= steps; i += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(fromGap + ((toGap - fromGap) * i) / steps),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const reserveAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/reserve') && r.request().method() === 'POST');

test.describe('on a phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a guest books 'any table' through the pan-and-zoom dialog; a drag or pinch chooses nothing, a tap does", async ({
    page,
  }) => {
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    const viewTables = page.getByRole('button', { name: 'View Tables' });
    await viewTables.tap();
    const dialog = page.getByRole('dialog', { name: 'Select a Table' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Drag to move, pinch to zoom, tap a table to select it.');
    const viewport = dialog.getByTestId('pan-viewport');
    // It opens at least at the spec's 1.2, closer where tables are small (every tap target 44 px: issue 23 §2).
    await expect(viewport).toHaveAttribute('data-scale', /^\d/);
    const opening = Number(await viewport.getAttribute('data-scale'));
    expect(opening).toBeGreaterThanOrEqual(1.2);
    const content = viewport.locator('.pan-content');
    const translate = async () =>
      (/translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec((await content.getAttribute('style')) ?? '') ?? [])
        .slice(1)
        .map(Number);
    const frame = (await viewport.boundingBox())!;
    // A table wholly in view at the opening zoom.
    const visibleTable = async () => {
      const name = await dialog
        .getByRole('button', { name: /^Table \d+, / })
        .evaluateAll(
          (buttons, f) =>
            buttons
              .map((b) => ({ name: b.getAttribute('aria-label')!, r: b.getBoundingClientRect() }))
              .find(
                ({ r }) =>
                  r.left > f.x + 10 &&
                  r.right < f.x + f.width - 70 &&
                  r.top > f.y + 10 &&
                  r.bottom < f.y + f.height - 40,
              )?.name,
          frame,
        );
      return dialog.getByRole('button', { name: name!, exact: true });
    };
    const table = await visibleTable();
    await expect(table).toHaveAttribute('aria-pressed', 'false');

    const cdp = await page.context().newCDPSession(page);
    // A drag that starts on a table pans the plan (well past the 10 px threshold) and does not choose it.
    const [x0, y0] = await translate();
    const box = (await table.boundingBox())!;
    const onTable = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touchDrag(cdp, onTable, { x: onTable.x + 60, y: onTable.y + 30 });
    await expect
      .poll(async () => {
        const [x, y] = await translate();
        return Math.abs(x! - x0! - 60) < 0.5 && Math.abs(y! - y0! - 30) < 0.5;
      })
      .toBe(true);
    await expect(content).toHaveAttribute('style', new RegExp(`scale\\(${opening}\\)`));
    // A pinch zooms in, within the bounds.
    await pinch(cdp, { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }, 60, 150);
    await expect
      .poll(async () => Number(await viewport.getAttribute('data-scale')))
      .toBeGreaterThan(Math.min(opening, 2.9));
    expect(Number(await viewport.getAttribute('data-scale'))).toBeLessThanOrEqual(3);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByText(/^Your table:/)).toHaveCount(0);

    // A tap on a free table still in view chooses it and closes the dialog.
    const inView = await dialog.getByRole('button', { name: /^Table \d+, .*, free$/ }).evaluateAll(
      (buttons, f) =>
        buttons
          .map((b) => ({ name: b.getAttribute('aria-label')!, r: b.getBoundingClientRect() }))
          .filter(({ r }) => r.left > f.x + 10 && r.right < f.x + f.width - 10)
          .filter(({ r }) => r.top > f.y + 10 && r.bottom < f.y + f.height - 10)
          .map(({ name }) => name),
      frame,
    );
    expect(inView.length).toBeGreaterThan(0);
    const number = /^Table (\d+),/.exec(inView[0]!)![1];
    await dialog.getByRole('button', { name: inView[0] }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Your table: ${number}`)).toBeVisible();
    // Straight to the details (issue 23 §1).
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    // 'Any table is fine' from the dialog's own toggle: a choice too, so the dialog closes for the details.
    await viewTables.tap();
    await dialog.getByLabel('Any table is fine').tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Any table is fine' })).toBeChecked();
    await expect(page.getByText(/^Your table:/)).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    // Close leaves without choosing anything.
    await viewTables.tap();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Any table is fine' })).toBeChecked();

    await page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Date', { exact: true })
      .fill(zagrebDayFromToday(25));
    await page.getByRole('group', { name: 'Time' }).locator('button:not([data-unavailable])').first().tap();
    await page.getByLabel('Name', { exact: true }).fill('Phone Any Table');
    await page.getByRole('textbox', { name: 'Phone' }).fill('91 234 5680');
    const answer = reserveAnswer(page);
    await page.getByRole('button', { name: 'Reserve' }).tap();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ anyTable: true });
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  });
});

interface TFocused {
  name: string;
  tag: string;
  type: string;
  slot: boolean;
  unavailable: boolean;
  /** A visible focus indicator: the outline, or the table's focus ring. */
  ring: boolean;
}

/** Presses Tab until the focused element matches; returns every element focused on the way (the last matches). */
async function tabUntil(page: Page, matches: (f: TFocused) => boolean, limit = 80): Promise<TFocused[]> {
  const seen: TFocused[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((): TFocused => {
      const el = document.activeElement as HTMLElement;
      const input = el as HTMLInputElement;
      const ring = el.querySelector('.stol-fp-focus');
      return {
        name:
          (el.getAttribute('aria-label') ?? (input.labels?.[0]?.textContent || '') ?? '').trim() ||
          (el.textContent ?? '').trim(),
        tag: el.tagName.toLowerCase(),
        type: input.type ?? '',
        slot: el.classList.contains('slot'),
        unavailable: el.hasAttribute('data-unavailable'),
        ring: ring
          ? getComputedStyle(ring).visibility === 'visible'
          : getComputedStyle(el).outlineStyle !== 'none',
      };
    });
    seen.push(focused);
    if (matches(focused)) return seen;
  }
  throw new Error(`not reached by Tab: ${seen.map((f) => f.name).join(' | ')}`);
}

test.describe('by keyboard alone', () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

  test('a guest books a table from page load to confirmation with Tab, Enter, Space and typing', async ({
    page,
  }) => {
    const day = zagrebDayFromToday(26);
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await expect(page.getByRole('button', { name: /^Table 5, / })).toBeVisible();

    const toTable = await tabUntil(page, (f) => f.name.startsWith('Table 5, '));
    const names = toTable.map((f) => f.name);
    // The toggles come before the plan, the tables in number order; every stop shows where focus is.
    expect(names.indexOf('Any table is fine')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Any table is fine')).toBeLessThan(
      names.indexOf(names.find((n) => n.startsWith('Table 1, '))!),
    );
    expect(
      names.filter((n) => /^Table \d+, /.test(n)).map((n) => Number(/^Table (\d+)/.exec(n)![1])),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(toTable.filter((f) => !f.ring)).toEqual([]);
    expect(names.at(-1)).toBe('Table 5, seats: 4, free');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Table 5, / })).toHaveAttribute('aria-pressed', 'true');

    await tabUntil(page, (f) => f.type === 'date');
    // The table chosen at the bar's time goes with the day's next bookable time once the day is typed: it is
    // held for the guest at that time (the Space below takes the same time).
    const held = page.waitForResponse(
      (r) => r.url().endsWith('/public/holds') && r.request().method() === 'POST',
    );
    // Chromium's date field in en-US: month, day, year.
    const [y, m, d] = day.split('-');
    await page.keyboard.type(`${m}${d}${y}`);
    await expect(
      page.getByRole('region', { name: 'Your reservation' }).getByLabel('Date', { exact: true }),
    ).toHaveValue(day);

    const toSlot = await tabUntil(page, (f) => f.slot && !f.unavailable);
    expect(toSlot.at(-1)!.ring).toBe(true);
    const time = toSlot.at(-1)!.name;
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('group', { name: 'Time' }).getByRole('button', { name: time }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect((await held).status()).toBe(201);

    await tabUntil(page, (f) => f.name === 'Name');
    await page.keyboard.type('Keyboard Guest');
    await tabUntil(page, (f) => f.type === 'tel');
    await page.keyboard.type('91 234 5681');
    const toReserve = await tabUntil(page, (f) => f.name === 'Reserve');
    expect(toReserve.filter((f) => !f.ring)).toEqual([]);
    const answer = reserveAnswer(page);
    await page.keyboard.press('Enter');
    const response = await answer;
    expect(response.status()).toBe(201);
    const table = await tableByNumber(1, 5);
    expect(((await response.json()) as { reservation: { tableId: number } }).reservation.tableId).toBe(
      table.id,
    );
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  });
});

test.describe('by keyboard on a narrow screen (the phone layout)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table dialog opens with Enter, zooms by its buttons, brings a focused table into view and chooses it', async ({
    page,
  }) => {
    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await tabUntil(page, (f) => f.name === 'View Tables');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select a Table' });
    await expect(dialog).toBeFocused();
    await tabUntil(page, (f) => f.name === 'Zoom in');
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('pan-viewport')).toHaveAttribute('data-scale', '3');
    await expect(dialog.getByText('Zoom 300%')).toBeVisible();

    // Table 10 lies at the bottom of the plan, out of the clipped view at three times: focus pans to it.
    const toTable = await tabUntil(page, (f) => f.name.startsWith('Table 10, '));
    expect(toTable.at(-1)!.ring).toBe(true);
    const frame = (await dialog.getByTestId('pan-viewport').boundingBox())!;
    const box = (await dialog.getByRole('button', { name: /^Table 10, / }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.y).toBeGreaterThanOrEqual(frame.y);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);

    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your table: 10')).toBeVisible();
    // Straight to the details (issue 23 §1).
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  });
});

test.describe('a time that cannot be booked', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('says why and offers the nearest alternatives; choosing an offered table books it at that time', async ({
    page,
  }) => {
    const day = zagrebDayFromToday(27);
    const table6 = await tableByNumber(1, 6);
    const answer = await fetch(
      `${API_URL}/public/availability?restaurantId=1&date=${day}&tableId=${table6.id}&guests=2`,
    );
    const { slots } = (await answer.json()) as {
      slots: Array<{ time: string; start: string; available: boolean }>;
    };
    const taken = slots.find((s) => s.available)!;
    await bookViaApi({ restaurantId: 1, tableNumber: 6, day, time: taken.time, name: 'Earlier Guest' });

    await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
    await page.getByRole('button', { name: /^Table 6, / }).click();
    await page
      .getByRole('region', { name: 'Your reservation' })
      .getByLabel('Date', { exact: true })
      .fill(day);
    const times = page.getByRole('group', { name: 'Time' });
    const takenButton = times.locator('button[data-unavailable]', { hasText: taken.time });
    await expect(takenButton).toContainText('taken');
    await takenButton.click();

    await expect(page.getByText(`Table 6 is already booked at ${taken.time}.`)).toBeVisible();
    const offer = page.getByRole('region', { name: `Instead of ${taken.time}` });
    await expect(
      offer.getByRole('group', { name: 'Other times at table 6' }).getByRole('button').first(),
    ).toBeVisible();
    const otherTables = offer
      .getByRole('group', { name: `Other tables at ${taken.time}` })
      .getByRole('button');
    await expect(otherTables.first()).toBeVisible();
    expect(await otherTables.count()).toBeLessThanOrEqual(3);
    const offered = (await otherTables.first().textContent())!;
    const number = Number(/^Table (\d+), /.exec(offered)![1]);
    await otherTables.first().click();

    // The offered table is now the guest's, at the time they asked for.
    await expect(page.getByRole('button', { name: new RegExp(`^Table ${number}, `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(times.getByRole('button', { name: taken.time, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The offers went away with the choice: focus is on the time now chosen, not lost to the page.
    await expect(times.getByRole('button', { name: taken.time, exact: true })).toBeFocused();
    await page.getByLabel('Name', { exact: true }).fill('Alternative Guest');
    await page.getByRole('textbox', { name: 'Phone' }).fill('91 234 5682');
    const reserved = reserveAnswer(page);
    await page.getByRole('button', { name: 'Reserve' }).click();
    const response = await reserved;
    expect(response.status()).toBe(201);
    const { reservation } = (await response.json()) as { reservation: { tableId: number; date: string } };
    expect(reservation.tableId).toBe((await tableByNumber(1, number)).id);
    expect(new Date(reservation.date).toISOString()).toBe(new Date(taken.start).toISOString());
    await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
  });
});
