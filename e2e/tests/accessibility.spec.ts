import { expect, test, type Page } from './fixtures';
import type { TUser } from '@stol/contracts';
import { API_URL, GUEST_SITE_ORIGIN } from '../ports.mjs';
// The shell's one route table: a route added there (a new remote included) is scanned here without an edit.
import { LOGIN_PATH, ROUTE_TABLE } from '../../shell/src/routes/route-table';
import { botProof } from './bot-proof';
import { zagrebDayFromToday } from './booking-api';
import { DEMO_PASSWORD, NAV_BY_ACCOUNT, type DemoAccount } from './helpers';
import { callApi, seatWalkIn, tokenOf } from './host-api';
import { openApprovals } from './approvals-panel';
import { axeProblems } from './axe';

/**
 * Issue 8 §2 / DESIGN §8: no serious or critical axe violation on any page, for every role, at desktop and
 * phone sizes, with dialogs, menus and the date picker open too.
 * What counts as a violation is the suites' one axe check (./axe.ts).
 */

/** The four demo roles; which routes each may open comes from the route table, not from this file. */
const ACCOUNTS = Object.keys(NAV_BY_ACCOUNT) as DemoAccount[];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** Waits until the page shows its content (its h1 in the main landmark, no spinner) and nothing is moving. */
async function settle(page: Page) {
  await expect(page.locator('main h1:not([data-axe-seen])').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Client-side navigation (as a click on a link would do), so one login and one page serve every route; the
 * headings already scanned are marked, so settle() waits for the next page's own h1.
 */
async function navigate(page: Page, path: string) {
  if (new URL(page.url()).pathname === path) return settle(page);
  await page.evaluate((to) => {
    document.querySelectorAll('main h1').forEach((h1) => h1.setAttribute('data-axe-seen', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Signs in through the form (one login per account) and answers the user the API returned. */
async function logInAs(page: Page, email: DemoAccount): Promise<TUser> {
  await page.goto(LOGIN_PATH);
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password|lozinka/i)
    .first()
    .fill(DEMO_PASSWORD);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.request().method() === 'POST'),
    page.getByRole('button', { name: /sign in|prijav/i }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);
  return ((await response.json()) as { user: TUser }).user;
}

function expectClean(failures: string[]) {
  expect(failures, `axe violations:\n${failures.join('\n')}`).toEqual([]);
}

// Before the route scans, so the approvals list (manager, superadmin) is scanned with an item and its buttons.
test.beforeAll(async () => createPendingApproval());

test('/login has no axe violations, empty and with its error shown, in English and Croatian', async ({
  page,
}) => {
  const failures: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(LOGIN_PATH);
    await settle(page);
    failures.push(...(await axeProblems(page, `${LOGIN_PATH} @${viewport.name}`)));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    failures.push(
      ...(await axeProblems(page, `${LOGIN_PATH} skip link shown @${viewport.name}`, ['.stol-skip-link'])),
    );
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    failures.push(...(await axeProblems(page, `${LOGIN_PATH} with error @${viewport.name}`)));
  }
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  await expect(page.getByRole('button', { name: /prijav/i })).toBeVisible();
  failures.push(...(await axeProblems(page, `${LOGIN_PATH} (hr) @phone`)));
  expectClean(failures);
});

for (const account of ACCOUNTS) {
  test(`${account}: every route the role may open, desktop and phone`, async ({ page }) => {
    test.setTimeout(120_000);
    const user = await logInAs(page, account);
    const routes = ROUTE_TABLE.filter((route) => route.canAccess(user));
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const route of routes) {
        await navigate(page, route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        failures.push(...(await axeProblems(page, `${account} ${route.path} @${viewport.name}`)));
      }
    }
    expectClean(failures);
  });
}

const POPOVER = '.mantine-Popover-dropdown';
const DIALOG = '.mantine-Modal-content';

/**
 * Issue 20 §6: the settings screens (mfe-settings) and their dialogs, for each role that sees them, at desktop and
 * phone sizes, in English and Croatian. One entry per screen or overlay: `open` (optional) opens the overlay on the
 * screen and `within` limits the scan to it (the screen under it has its own entry); `close` closes it again. Add a dialog by adding an entry; its locators may use `language` (the UI's language).
 */
interface TSettingsScan {
  account: DemoAccount;
  path: '/users' | '/restaurants' | '/hubs';
  /** What is scanned, for the failure lines (the path alone when omitted). */
  label?: string;
  open?: (page: Page, language: 'en' | 'hr') => Promise<void>;
  within?: string[];
  /** Closes the overlay (Escape until no dialog is left, when omitted). */
  close?: (page: Page) => Promise<void>;
}

/** An `open` that presses the button named (per language) and waits for its dialog. */
const opensDialog = (names: Record<'en' | 'hr', string>) => async (page: Page, language: 'en' | 'hr') => {
  await page.getByRole('button', { name: names[language], exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

const SETTINGS_SCANS: TSettingsScan[] = [
  { account: 'superadmin@demo.test', path: '/users' },
  {
    account: 'superadmin@demo.test',
    path: '/users',
    label: '/users add form for a manager, restaurants listed',
    open: async (page) => {
      // Folded on a phone.
      const unfold = page.getByRole('button', { name: /^(Show form|Prikaži obrazac)$/ });
      if (await unfold.isVisible()) await unfold.click();
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('combobox', { name: /^(Role|Uloga)$/ }) });
      await form.getByRole('combobox', { name: /^(Role|Uloga)$/ }).selectOption('restaurantmanager');
      // The manager's restaurants are a group of checkboxes (no MultiSelect: issue 20 §1 weight).
      const restaurants = form.getByRole('group', { name: /^(Restaurants|Restorani)$/ });
      await expect(restaurants.getByRole('checkbox', { name: 'Konoba Stol' })).toBeVisible();
    },
  },
  ...(
    [
      ['edit', { en: 'Edit manager@demo.test', hr: 'Uredi manager@demo.test' }],
      [
        'restaurants',
        { en: 'Restaurants of manager@demo.test', hr: 'Restorani korisnika manager@demo.test' },
      ],
      ['delete', { en: 'Delete admin@demo.test', hr: 'Obriši admin@demo.test' }],
    ] as const
  ).map(([dialog, button]) => ({
    account: 'superadmin@demo.test' as const,
    path: '/users' as const,
    label: `/users ${dialog} dialog`,
    open: async (page: Page, language: 'en' | 'hr') => {
      await page.getByRole('button', { name: button[language], exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    within: [DIALOG],
  })),
  { account: 'superadmin@demo.test', path: '/restaurants' },
  {
    account: 'superadmin@demo.test',
    path: '/restaurants',
    label: '/restaurants settings dialog',
    open: opensDialog({ en: 'Edit settings of Konoba Stol', hr: 'Uredi postavke: Konoba Stol' }),
    within: [DIALOG],
  },
  {
    account: 'superadmin@demo.test',
    path: '/restaurants',
    label: '/restaurants delete dialog',
    open: opensDialog({ en: 'Delete Riva Split', hr: 'Obriši Riva Split' }),
    within: [DIALOG],
  },
  { account: 'manager@demo.test', path: '/restaurants' },
  {
    account: 'manager@demo.test',
    path: '/restaurants',
    label: '/restaurants settings dialog',
    open: opensDialog({ en: 'Edit settings of Konoba Stol', hr: 'Uredi postavke: Konoba Stol' }),
    within: [DIALOG],
  },
  { account: 'superadmin@demo.test', path: '/hubs' },
  {
    account: 'superadmin@demo.test',
    path: '/hubs',
    label: '/hubs customize dialog',
    open: opensDialog({ en: `Customize ${GUEST_SITE_ORIGIN}`, hr: `Prilagodi ${GUEST_SITE_ORIGIN}` }),
    within: [DIALOG],
  },
];

/** Switches the shell's language (the switch is in the desktop header; the choice is saved on the user). */
async function switchLanguage(page: Page, language: 'en' | 'hr') {
  const button = page.getByRole('button', { name: language.toUpperCase(), exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

for (const account of [...new Set(SETTINGS_SCANS.map((entry) => entry.account))]) {
  test(`settings screens and dialogs as ${account}, desktop and phone, en and hr`, async ({ page }) => {
    test.setTimeout(180_000);
    const scans = SETTINGS_SCANS.filter((entry) => entry.account === account);
    await logInAs(page, account);
    const failures: string[] = [];
    try {
      for (const language of ['en', 'hr'] as const) {
        await page.setViewportSize(VIEWPORTS[0]);
        await switchLanguage(page, language);
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          for (const entry of scans) {
            const label = `${account} ${entry.label ?? entry.path} (${language}) @${viewport.name}`;
            // Through the dashboard, so each entry starts from a freshly rendered screen.
            await navigate(page, '/admin');
            await navigate(page, entry.path);
            if (entry.open) await entry.open(page, language);
            await page.waitForFunction(() =>
              document.getAnimations().every((a) => a.playState !== 'running'),
            );
            failures.push(...(await axeProblems(page, label, entry.within)));
            if (entry.close) await entry.close(page);
            else if (entry.open) {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('dialog')).toHaveCount(0);
            }
          }
        }
      }
    } finally {
      await page.setViewportSize(VIEWPORTS[0]);
      await switchLanguage(page, 'en');
    }
    expectClean(failures);
  });
}
/**
 * Issue 21 §4: /reports with a report loaded (the cards, the week's chart, the reservations and the definitions
 * open), as every role that sees it, at desktop and phone sizes, in English and Croatian. The route scan above sees
 * the screen before Load only.
 */
for (const account of ACCOUNTS) {
  test(`/reports loaded as ${account}, desktop and phone, en and hr`, async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, account);
    const failures: string[] = [];
    try {
      for (const language of ['en', 'hr'] as const) {
        await page.setViewportSize(VIEWPORTS[0]);
        await switchLanguage(page, language);
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await navigate(page, '/admin');
          await navigate(page, '/reports');
          const restaurant = page.getByRole('combobox', { name: /^(Restaurant|Restoran)/ });
          // The first of the caller's restaurants (a single one is already chosen).
          if ((await restaurant.getByRole('option').count()) > 1) await restaurant.selectOption({ index: 1 });
          await page.getByRole('button', { name: /^(Load|Učitaj)$/ }).click();
          await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(7);
          await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
          await page
            .getByRole('button', { name: /^(What do these figures mean\?|Što znače ove brojke\?)$/ })
            .click();
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          failures.push(
            ...(await axeProblems(page, `${account} /reports loaded (${language}) @${viewport.name}`)),
          );
        }
      }
    } finally {
      await page.setViewportSize(VIEWPORTS[0]);
      await switchLanguage(page, 'en');
    }
    expectClean(failures);
  });
}

/**
 * Issue 21 §4: /analytics, every tab with its figures loaded (the heatmap's plan, the walk-ins' chart, the
 * definitions open) and its dialogs (a returning guest's identities and details, the no-show list), as each role
 * that sees it, at desktop and phone sizes, in English and Croatian. The route scan above sees the restaurant
 * selector only.
 */
const ANALYTICS_TABS = ['heatmap', 'returning-guests', 'no-shows', 'walk-ins', 'turn-times'] as const;
const ANALYTICS_DIALOGS = [
  { tab: 'returning-guests', button: /^(Identities|Identiteti) \(/ },
  { tab: 'returning-guests', button: /^(Details of|Detalji gosta) / },
  { tab: 'no-shows', button: /^(No-show list|Popis nedolazaka) \(/ },
  { tab: 'walk-ins', button: /^(Walk-in list|Popis dolazaka) \(/ },
] as const;

for (const account of ['superadmin@demo.test', 'manager@demo.test'] as const) {
  test(`/analytics every tab and dialog as ${account}, desktop and phone, en and hr`, async ({ page }) => {
    test.setTimeout(240_000);
    await logInAs(page, account);
    const failures: string[] = [];
    // Every tab's content, not the spinner: the tab panel has its figures (or its empty text) and no loader.
    const settled = async () => {
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root')).toHaveCount(0);
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    };
    try {
      for (const language of ['en', 'hr'] as const) {
        await page.setViewportSize(VIEWPORTS[0]);
        await switchLanguage(page, language);
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          for (const tab of ANALYTICS_TABS) {
            await navigate(page, '/admin');
            await navigate(page, `/analytics?restaurant=1&tab=${tab}&period=all`);
            await settled();
            if (tab === 'walk-ins')
              await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
            await page
              .getByRole('button', { name: /^(What do these figures mean\?|Što znače ove brojke\?)$/ })
              .click();
            failures.push(
              ...(await axeProblems(page, `${account} /analytics ${tab} (${language}) @${viewport.name}`)),
            );
          }
          for (const dialog of ANALYTICS_DIALOGS) {
            await navigate(page, '/admin');
            await navigate(page, `/analytics?restaurant=1&tab=${dialog.tab}&period=all`);
            await settled();
            await page.getByRole('button', { name: dialog.button }).first().click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await page.waitForFunction(() =>
              document.getAnimations().every((a) => a.playState !== 'running'),
            );
            failures.push(
              ...(await axeProblems(
                page,
                `${account} /analytics ${dialog.tab} ${dialog.button} (${language}) @${viewport.name}`,
                [DIALOG],
              )),
            );
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toHaveCount(0);
          }
        }
      }
    } finally {
      await page.setViewportSize(VIEWPORTS[0]);
      await switchLanguage(page, 'en');
    }
    expectClean(failures);
  });
}

const RESOLVE_TOGGLE = '[aria-controls^="resolve-"]';
const RESOLVE_PANEL = '[role="region"][id^="resolve-"]';

/** A reservation whose conflicting reschedule waits for a manager, so the approvals list has an item. */
async function createPendingApproval() {
  const tables = (await (await fetch(`${API_URL}/public/tables?restaurantId=1`)).json()) as {
    id: number;
    number: number;
    seats: number;
  }[];
  const table = tables.find((t) => t.number === 2)!;
  // A day with both slots free: a retried worker runs this again, and the first run's bookings stay.
  let slots: { time: string; start: string; available: boolean }[] = [];
  for (let ahead = 45; ahead < 75; ahead++) {
    const day = zagrebDayFromToday(ahead);
    ({ slots } = (await (
      await fetch(`${API_URL}/public/availability?restaurantId=1&date=${day}&tableId=${table.id}`)
    ).json()) as { slots: typeof slots });
    const free = (time: string) => slots.some((s) => s.time === time && s.available);
    if (free('13:00') && free('18:00')) break;
  }
  const book = async (time: string) => {
    const slot = slots.find((s) => s.time === time && s.available)!;
    const res = await fetch(`${API_URL}/reserve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tableId: table.id,
        name: `E2E A11y ${time}`,
        phone: '+385 91 555 0199',
        guests: 2,
        date: slot.start,
        ...(await botProof()),
      }),
    });
    expect(res.status).toBe(201);
    return { id: ((await res.json()) as { reservation: { id: number } }).reservation.id, start: slot.start };
  };
  const moving = await book('13:00');
  const blocking = await book('18:00');
  const login = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const patch = await fetch(`${API_URL}/reservations/${moving.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ date: blocking.start, requireApproval: true }),
  });
  expect(patch.status).toBe(202);
}

test('overlays: date pickers, resolve panel, delete dialog, menus, about, Croatian', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page, 'manager@demo.test');

  // The skip link: the first Tab stop, shown while focused, and it moves focus into the main landmark. Once the
  // signed-in layout (a lazy chunk) shows, as a keyboard user would wait for it.
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const failures: string[] = [];
  const check = async (label: string, within: string[] = []) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label, within)));
  };

  for (const viewport of VIEWPORTS) {
    const at = `@${viewport.name}`;
    await page.setViewportSize(viewport);
    // Through the dashboard, so the second round starts from a fresh /reservations too.
    await navigate(page, '/admin');
    await navigate(page, '/reservations');
    // The approvals panel, opened from its count: each request with its way out (issue 22 §6).
    await openApprovals(page);
    await expect(page.getByRole('button', { name: /^Approve/ }).first()).toBeVisible();
    await check(`/reservations approvals open ${at}`, ['section[aria-labelledby="approvals-title"]']);

    // The filter's date picker, open.
    await page.getByRole('button', { name: 'Date', exact: true }).click();
    await expect(page.getByRole('dialog').or(page.locator('.mantine-Popover-dropdown'))).toBeVisible();
    await check(`/reservations date picker open ${at}`, [POPOVER]);
    await page.keyboard.press('Escape');

    // Every date (filters apply as they change), so the list has rows; then a row's Resolve panel, its
    // date-time picker and the delete dialog.
    // The list of every date must have arrived before a row is opened: a row of the previous list may leave the
    // new first page, and its panel with it (CI once clicked during that refetch). The filter is in the URL at
    // once (date=all) and the fetch starts in the same render; the list may also come from the cache (no request).
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('date') === 'all');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const firstResolve = page.getByRole('button', { name: /^Resolve: / }).first();
    const panel = page.getByRole('region', { name: /^Resolve: / }).first();
    await expect(async () => {
      if ((await panel.count()) === 0) await firstResolve.click();
      await expect(panel).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await check(`/reservations resolve panel ${at}`, [RESOLVE_TOGGLE, RESOLVE_PANEL]);

    await panel.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Hours' })).toBeVisible();
    await check(`/reservations reschedule picker open ${at}`, [POPOVER]);
    // Closed from its field, as a pointer user does (Escape only reaches it while focus is inside the dropdown).
    await panel.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.locator(POPOVER)).toHaveCount(0);

    await panel.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`/reservations delete dialog ${at}`, [DIALOG]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The shell's About modal.
    await page.getByRole('button', { name: 'About', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`about modal ${at}`, [DIALOG]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The burger menu (phone), with the nav stacked in the navbar.
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await check(`burger menu open ${at}`, ['header', '.mantine-AppShell-navbar']);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
  }

  // Croatian: the switch saves the language on the user, so it is switched back at the end.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  try {
    for (const path of ['/admin', '/reservations']) {
      await navigate(page, path);
      await check(`${path} (hr) @desktop`);
    }
    await page.getByRole('button', { name: 'Datum', exact: true }).click();
    await expect(page.locator('.mantine-Popover-dropdown')).toBeVisible();
    await check(`/reservations (hr) date picker open @desktop`, [POPOVER]);
    await page.keyboard.press('Escape');
  } finally {
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  expectClean(failures);
});

test('day view panels: a manager’s /admin/restaurant/1 with a large-party request’s table list open, en and hr', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A pending request of its own, so the panel has a card whatever other suites converted.
  const request = await fetch(`${API_URL}/public/large-party`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      restaurantId: 1,
      name: 'E2E A11y Party',
      phone: '+385 91 555 0166',
      guests: 9,
      date: zagrebDayFromToday(12),
      time: '19:00',
      ...(await botProof()),
    }),
  });
  expect(request.status).toBe(201);
  await logInAs(page, 'manager@demo.test');
  const failures: string[] = [];
  const scanPanel = async (label: string, choose: RegExp, group: RegExp) => {
    const card = page.getByRole('article', { name: /^E2E A11y Party, / }).first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: choose }).click();
    await expect(card.getByRole('group', { name: group })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label)));
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await navigate(page, '/admin');
    await navigate(page, '/admin/restaurant/1');
    await scanPanel(
      `/admin/restaurant/1 table list open @${viewport.name}`,
      /^Choose tables$/,
      /^Tables for /,
    );
  }
  // The language switch sits in the desktop header; the Croatian scan then runs at phone size.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  try {
    await page.setViewportSize(VIEWPORTS[1]);
    await navigate(page, '/admin');
    await navigate(page, '/admin/restaurant/1');
    await scanPanel('/admin/restaurant/1 (hr) table list open @phone', /^Odaberi stolove$/, /^Stolovi za /);
  } finally {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  expectClean(failures);
});

test('/radmin overlays: a table selected, add table, copy tables, copy table, delete, chair editor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAs(page, 'superadmin@demo.test');
  const failures: string[] = [];
  const check = async (label: string, within: string[] = []) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label, within)));
  };
  const dialog = async (open: string, label: string) => {
    await page.getByRole('button', { name: open, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`/radmin ${label}`, [DIALOG]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  for (const viewport of VIEWPORTS) {
    const at = `@${viewport.name}`;
    await page.setViewportSize(viewport);
    await navigate(page, '/radmin');
    await page.getByRole('button', { name: 'Select table 1', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Table 1' })).toBeVisible();
    await check(`/radmin table selected ${at}`);
    await dialog('Add table', `add table ${at}`);
    await dialog('Copy tables from…', `copy tables ${at}`);
    await dialog('Copy table', `copy table ${at}`);
    await dialog('Delete table', `delete table ${at}`);
    await dialog('Edit chairs', `chair editor ${at}`);
    // The chair editor with a change unsaved, asked to close: its discard prompt.
    await page.getByRole('button', { name: 'Edit chairs', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add chair' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await check(`/radmin chair editor, discard prompt ${at}`, [DIALOG]);
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expectClean(failures);
});

test('host panels: the waitlist with guests, the seat dialog, the cancel confirmation, the walk-in warning, /kiosk on a tablet, Croatian', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await logInAs(page, 'admin@demo.test');
  expect(user.role).toBe('restaurantadmin');
  // Two guests in line, one of them told their table is ready (its delivery state shows).
  const token = await tokenOf('admin@demo.test');
  const stamp = Date.now();
  const names = [`Axe Waiting ${stamp}`, `Axe Notified ${stamp}`];
  for (const name of names) {
    const added = await callApi(token, 'POST', '/waitlist', {
      restaurantId: 1,
      name,
      phone: '+385915550100',
      partySize: 2,
    });
    expect(added.status).toBe(201);
    if (name === names[1])
      expect(
        (await callApi(token, 'POST', `/waitlist/${(added.body as { id: number }).id}/notify`)).status,
      ).toBe(200);
  }

  // A party under way that has not checked in, so today's list shows its No-show (clear) action too.
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as {
    id: number;
    seats: number;
  }[];
  let seatedTable: number | null = null;
  for (const table of tables) {
    const seated = await callApi(token, 'POST', '/walkin/seat-now', {
      restaurantId: 1,
      tableId: table.id,
      name: `Axe Under Way ${stamp}`,
      partySize: 1,
    });
    if (seated.status !== 201) continue;
    const id = (seated.body as { reservation: { id: number } }).reservation.id;
    expect((await callApi(token, 'POST', `/reservations/${id}/uncheckin`)).status).toBe(200);
    seatedTable = table.id;
    break;
  }
  expect(seatedTable).not.toBeNull();

  const failures: string[] = [];
  const check = async (label: string, within: string[] = []) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label, within)));
  };
  // A table row on wide screens, a card on phones: both carry the entry's id.
  const row = page.locator('[data-waitlist-id]').filter({ hasText: names[0] }).first();

  for (const viewport of [...VIEWPORTS, { name: 'tablet', width: 1024, height: 768 }]) {
    const at = `@${viewport.name}`;
    await page.setViewportSize(viewport);
    for (const path of ['/admin', '/kiosk']) {
      await navigate(page, path);
      if (path === '/admin')
        await expect(page.getByRole('button', { name: 'No-show' }).first()).toBeVisible();
      // Issue 22 §4: on a tablet the day view keeps the waitlist and walk-in one tab away from the plan.
      if (path === '/admin' && viewport.name === 'tablet')
        await page.getByRole('tab', { name: 'Waitlist & walk-in' }).click();
      await expect(row).toBeVisible();
      // The walk-in form with its too-few-seats warning (the first table offered, more guests than it seats).
      const walkIn = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Walk-in' }) });
      await walkIn.getByRole('combobox', { name: 'Table' }).selectOption({ index: 1 });
      await walkIn.getByRole('spinbutton', { name: /Party size/ }).fill('20');
      await expect(walkIn.getByRole('status')).toBeVisible();
      await check(`${path} with the waitlist and the walk-in warning ${at}`);
      await row.getByRole('button', { name: 'Seat' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Seat now' }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
      await check(`${path} seat dialog with 'Pick a table' ${at}`, [DIALOG]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Issue 19 §4: Cancel names the guest and asks first.
      await row.getByRole('button', { name: `Cancel waitlist entry of ${names[0]}` }).click();
      await expect(page.getByRole('dialog', { name: `Remove ${names[0]} from the waitlist?` })).toBeVisible();
      await check(`${path} cancel confirmation ${at}`, [DIALOG]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }

  await page.setViewportSize(VIEWPORTS[0]);
  await page.getByRole('button', { name: 'HR', exact: true }).click();
  try {
    for (const path of ['/admin', '/kiosk']) {
      await navigate(page, path);
      await expect(row).toBeVisible();
      await check(`${path} (hr) @desktop`);
    }
  } finally {
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await callApi(token, 'POST', `/tables/${seatedTable}/clear`);
  // Out of the line again, so later scans and suites start from an empty waitlist.
  const listed = await callApi(token, 'GET', '/waitlist?restaurantId=1');
  for (const entry of (listed.body as { entries: { id: number; name: string }[] }).entries)
    if (names.includes(entry.name)) await callApi(token, 'POST', `/waitlist/${entry.id}/cancel`);
  expectClean(failures);
});

test('day view (issue 22): phases, another day read-only, the info dialog with the guest summary, the details form and the cancel confirmation, tablet tabs, en and hr', async ({
  page,
}) => {
  // Two languages × four sizes × five states, each a full page load and an axe scan: about 40 scans.
  test.setTimeout(360_000);
  await logInAs(page, 'admin@demo.test');
  const token = await tokenOf('admin@demo.test');
  // Tomorrow evening, a booking with notes (through the back office's details PATCH).
  const tomorrow = zagrebDayFromToday(1);
  const name = `Axe Day ${Date.now()}`;
  const tables = (await callApi(token, 'GET', '/tables?restaurantId=1')).body as {
    id: number;
    number: number;
  }[];
  let reservationId: number | null = null;
  for (const table of tables) {
    const { slots } = (await (
      await fetch(`${API_URL}/public/availability?restaurantId=1&date=${tomorrow}&tableId=${table.id}`)
    ).json()) as { slots: { time: string; start: string; available: boolean }[] };
    const slot = slots.find((s) => s.available && s.time >= '18:00');
    if (!slot) continue;
    const booked = await fetch(`${API_URL}/reserve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tableId: table.id,
        name,
        phone: '+385915550177',
        guests: 2,
        date: slot.start,
        ...(await botProof()),
      }),
    });
    if (booked.status !== 201) continue;
    reservationId = ((await booked.json()) as { reservation: { id: number } }).reservation.id;
    break;
  }
  expect(reservationId).not.toBeNull();
  await callApi(token, 'PATCH', `/reservations/${reservationId}`, { notes: 'Nut allergy, window seat' });

  const failures: string[] = [];
  const check = async (label: string, within: string[] = []) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label, within)));
  };
  const row = page.locator('[data-reservation-id]').filter({ hasText: name }).first();
  for (const language of ['en', 'hr'] as const) {
    if (language === 'hr') await page.getByRole('button', { name: 'HR', exact: true }).click();
    for (const viewport of [...VIEWPORTS, { name: 'tablet', width: 1024, height: 768 }]) {
      const at = `${language} @${viewport.name}`;
      await page.setViewportSize(viewport);
      // A full load: navigate() compares paths only, and /admin?date= has the same one.
      await page.goto('/admin');
      await expect(page.getByTestId('covers')).toBeVisible();
      await check(`/admin today with covers and phases ${at}`);
      if (viewport.name === 'tablet') {
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await check(`/admin tablet, second tab ${at}`);
      }
      await page.goto(`/admin?date=${tomorrow}`);
      await expect(row).toBeVisible();
      await check(`/admin?date=tomorrow read-only ${at}`);
      await row.getByRole('button', { name: /^(Info|Detalji)$/ }).click();
      await expect(page.getByTestId('guest-summary')).toBeVisible();
      await check(`info dialog with the guest summary ${at}`, [DIALOG]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Edit details|Uredi podatke)$/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
      await check(`info dialog, details form ${at}`, [DIALOG]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Discard|Odustani)$/ })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Cancel reservation|Otkaži rezervaciju)$/ })
        .click();
      await expect(
        page.getByRole('dialog', { name: /^(Cancel this reservation\?|Otkazati ovu rezervaciju\?)$/ }),
      ).toBeVisible();
      await check(`cancel confirmation ${at}`, [DIALOG]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  expectClean(failures);
});

test('kiosk (issue 22 §5): a late arrival in the list and a seated table’s panel, tablet, desktop, phone, Croatian', async ({
  page,
}) => {
  // Four sizes/languages of a full kiosk and its panel; the shared machine can be slow.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const late = await seatWalkIn(`Axe Late ${stamp}`, { late: true });
  const seated = await seatWalkIn(`Axe Seated ${stamp}`);
  await logInAs(page, 'admin@demo.test');
  const failures: string[] = [];
  const check = async (label: string, within: string[] = []) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, label, within)));
  };
  const tile = page.locator(`[data-table-number="${seated.tableNumber}"]`);
  const openPanel = async (at: string) => {
    await tile.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`/kiosk table panel ${at}`, [DIALOG]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  try {
    for (const viewport of [{ name: 'tablet', width: 1024, height: 768 }, ...VIEWPORTS]) {
      await page.setViewportSize(viewport);
      await navigate(page, '/kiosk');
      await expect(page.locator(`[data-table-number="${late.tableNumber}"]`)).toHaveAttribute(
        'data-state',
        'late',
      );
      await expect(tile).toHaveAttribute('data-state', 'occupied');
      await check(`/kiosk with a late arrival @${viewport.name}`);
      await openPanel(`@${viewport.name}`);
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.getByRole('button', { name: 'HR', exact: true }).click();
    try {
      await expect(page.getByRole('heading', { name: 'Dolasci u sljedećih 60 minuta' })).toBeVisible();
      await check('/kiosk (hr) with a late arrival @desktop');
      await openPanel('(hr) @desktop');
    } finally {
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  } finally {
    const token = await tokenOf('admin@demo.test');
    await callApi(token, 'POST', `/reservations/${late.id}/no-show`);
    await callApi(token, 'POST', `/tables/${seated.tableId}/clear`);
  }
  expectClean(failures);
});

test('New reservation dialog (issue 22 §1): an admin’s /admin, a time chosen and the plan open, desktop and phone, en and hr', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, 'admin@demo.test');
  const failures: string[] = [];
  const words = {
    en: { open: 'New reservation', plan: 'Choose on the plan', planGroup: /^Floor plan at \d\d:\d\d/ },
    hr: { open: 'Nova rezervacija', plan: 'Odaberi na rasporedu', planGroup: /^Raspored u \d\d:\d\d/ },
  } as const;
  const scanDialog = async (language: 'en' | 'hr', at: string) => {
    await navigate(page, '/admin');
    await page.getByRole('button', { name: words[language].open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    // The first bookable time, then the plan at that time.
    await dialog.locator('input[type="radio"]:not(:disabled)').first().check();
    await dialog.getByRole('button', { name: words[language].plan, exact: true }).click();
    // The plan is the group named for its time ('Floor plan at 12:30: choose a table').
    await expect(dialog.getByRole('group', { name: words[language].planGroup })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    failures.push(...(await axeProblems(page, `/admin new reservation (${language}) @${at}`, [DIALOG])));
    // At 390 px the dialog is the whole screen, without sideways scrolling.
    if (at === 'phone') {
      const sideways = await page
        .locator('.mantine-Modal-body')
        .evaluate((body) => body.scrollWidth - body.clientWidth);
      expect(sideways, 'the dialog scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await scanDialog('en', viewport.name);
  }
  // The language switch sits in the desktop header.
  await page.setViewportSize(VIEWPORTS[0]);
  await switchLanguage(page, 'hr');
  try {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await scanDialog('hr', viewport.name);
    }
  } finally {
    await page.setViewportSize(VIEWPORTS[0]);
    await switchLanguage(page, 'en');
  }
  expectClean(failures);
});
