import { expect, test, type Page, type TestInfo, newStackContext } from './fixtures';
import {
  ANALYTICS_ORIGIN,
  DASHBOARD_ORIGIN,
  FLOORPLAN_ORIGIN,
  GUEST_SITE_ORIGIN,
  RESERVATIONS_ORIGIN,
  SETTINGS_ORIGIN,
  SHELL_URL,
} from '../ports.mjs';
import { DEMO_PASSWORD, logIn } from './helpers';
import { WEIGHT_BUDGETS } from './weight/budgets';
import { fromOrigin, kib, recordTransfers, sum, type TTransfer } from './weight/measure';

/**
 * Issue 8 §1: the weight budget check of `npm test`. It opens the built, composed system in Chromium with an
 * empty HTTP cache and counts the compressed JS + CSS bytes each step downloads (CDP byte counts, no timings),
 * prints the table, attaches it to the report, and fails when a figure is over its budget.
 */

const ADMIN = 'admin@demo.test';

interface TRow {
  step: string;
  transfers: TTransfer[];
  bytes: number;
  budget: number;
}

const rows: TRow[] = [];
const row = (step: string, transfers: TTransfer[], key: keyof typeof WEIGHT_BUDGETS): TRow => {
  const budget = WEIGHT_BUDGETS[key];
  const r = { step, transfers, bytes: sum(transfers), budget };
  rows.push(r);
  return r;
};

const result = (r: TRow) => (r.bytes <= r.budget ? 'ok' : 'OVER');

/** Lets lazily requested chunks (after first render) arrive before a step is counted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

function table(): string {
  const lines = [
    '| step | JS + CSS (compressed) | budget | files | result |',
    '|---|---:|---:|---:|---|',
    ...rows.map(
      (r) => `| ${r.step} | ${kib(r.bytes)} | ${kib(r.budget)} | ${r.transfers.length} | ${result(r)} |`,
    ),
  ];
  return lines.join('\n');
}

function details(): string {
  return rows
    .map(
      (r) =>
        `## ${r.step}\n` +
        [...r.transfers]
          .sort((a, b) => b.bytes - a.bytes)
          .map((t) => `${String(t.bytes).padStart(8)}  ${t.encoding.padEnd(8)} ${t.url}`)
          .join('\n'),
    )
    .join('\n\n');
}

async function report(testInfo: TestInfo) {
  const text = table();
  console.log(`\nWeight (compressed bytes over the wire, empty cache)\n${text}\n`);
  // WEIGHT_DETAILS=1 also prints every file of every step (it is always attached to the report).
  if (process.env.WEIGHT_DETAILS) console.log(details());
  await testInfo.attach('weight-table.md', { body: text, contentType: 'text/markdown' });
  await testInfo.attach('weight-files.txt', { body: details(), contentType: 'text/plain' });
}

test('weight: cold /login, signing in to the dashboard, cold /reservations, /radmin and /restaurants, each within its budget', async ({
  browser,
}, testInfo) => {
  // Five cold visits and two sign-ins on a shared machine: more than the default 30 s.
  test.setTimeout(90_000);
  // (a) cold /login: a new context has an empty HTTP cache.
  const context = await newStackContext(browser, { baseURL: SHELL_URL });
  const page = await context.newPage();
  const recorder = await recordTransfers(context, page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in|log in|prijava|prijavi/i })).toBeVisible();
  await settle(page);
  const login = row('cold /login', recorder.take(), 'coldLogin');

  // (b) from there, sign in as the restaurant admin until the dashboard (served by mfe-dashboard) shows.
  await page.getByLabel(/email/i).fill(ADMIN);
  await page
    .getByLabel(/password|lozinka/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|prijava|prijavi/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant dashboard' })).toBeVisible();
  await expect(page.getByText('Reservations today').first()).toBeVisible();
  await settle(page);
  const signIn = row('sign-in → dashboard (added)', recorder.take(), 'signInToDashboard');
  const dashboardOwn = row(
    'mfe-dashboard own origin (in sign-in → dashboard)',
    fromOrigin(signIn.transfers, DASHBOARD_ORIGIN),
    'remoteOwnCode',
  );

  // (c) cold /reservations: the signed-in browser state (refresh cookie, stored session), a fresh HTTP cache.
  const state = await context.storageState();
  await context.close();
  const cold = await newStackContext(browser, { baseURL: SHELL_URL, storageState: state });
  const coldPage = await cold.newPage();
  const coldRecorder = await recordTransfers(cold, coldPage);
  await coldPage.goto('/reservations');
  await expect(coldPage.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expect(coldPage.getByRole('search')).toBeVisible();
  await settle(coldPage);
  const reservations = row('cold /reservations (signed in)', coldRecorder.take(), 'coldReservations');
  const reservationsOwn = row(
    'mfe-reservations own origin (in cold /reservations)',
    fromOrigin(reservations.transfers, RESERVATIONS_ORIGIN),
    'remoteOwnCode',
  );
  await cold.close();

  // (d) cold /radmin (issue 9 §3): only what mfe-floorplan serves from its own origin has a budget here; the
  // shared libraries it uses come from the shell like every remote's.
  const coldFloor = await newStackContext(browser, { baseURL: SHELL_URL, storageState: state });
  const floorPage = await coldFloor.newPage();
  const floorRecorder = await recordTransfers(coldFloor, floorPage);
  await floorPage.goto('/radmin');
  await expect(floorPage.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  await expect(floorPage.getByRole('group', { name: /^Floor plan of / })).toBeVisible();
  await settle(floorPage);
  const floorplanOwn = row(
    'mfe-floorplan own origin (in cold /radmin)',
    fromOrigin(floorRecorder.take(), FLOORPLAN_ORIGIN),
    'remoteOwnCode',
  );
  await coldFloor.close();

  // (e) cold /restaurants as the superadmin (issue 20 §1): like (d), only what mfe-settings serves from its own
  // origin has a budget. The superadmin signs in first in a context of its own; only the cold visit is counted.
  const signing = await newStackContext(browser, { baseURL: SHELL_URL });
  await logIn(await signing.newPage(), 'superadmin@demo.test');
  const superadminState = await signing.storageState();
  await signing.close();
  const coldSettings = await newStackContext(browser, { baseURL: SHELL_URL, storageState: superadminState });
  const settingsPage = await coldSettings.newPage();
  const settingsRecorder = await recordTransfers(coldSettings, settingsPage);
  await settingsPage.goto('/restaurants');
  await expect(settingsPage.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  await expect(settingsPage.getByRole('table', { name: 'Restaurants' })).toBeVisible();
  await settle(settingsPage);
  const settingsOwn = row(
    'mfe-settings own origin (in cold /restaurants)',
    fromOrigin(settingsRecorder.take(), SETTINGS_ORIGIN),
    'settingsOwnCode',
  );
  await coldSettings.close();

  await report(testInfo);

  // Every script and stylesheet came compressed (the precompressed .br/.gz files), except files the build
  // leaves alone because a copy would not pay for its headers (packages/config/rspack/precompress.mjs).
  for (const r of [login, signIn, reservations])
    for (const t of r.transfers)
      if (t.bytes > 1024 + 512) expect.soft(t.encoding, t.url).toMatch(/^(br|gzip)$/);
  // No zod on a cold /login nor on sign-in: the shell's start-up checks (remotes.json, the stored session, the login
  // answer) use the contracts' zod-free readers (`session-guards.ts`) and the dashboard checks its answers with the
  // contracts' shapes (`shape-check.ts`); zod comes with the first screen that parses with it (a form, /reservations).
  // No router on a cold /login either: ShellApp shows the form without it.
  for (const t of [...login.transfers, ...signIn.transfers].filter((x) => /\.js(\?|$)/.test(x.url))) {
    const source = await (await fetch(t.url)).text();
    expect.soft(source, t.url).not.toContain('$ZodType');
    if (login.transfers.includes(t))
      expect.soft(source, t.url).not.toContain('useNavigate() may be used only');
  }
  // The remotes were really measured (a zero would pass any budget).
  expect(dashboardOwn.transfers.length).toBeGreaterThan(0);
  expect(reservationsOwn.transfers.length).toBeGreaterThan(0);
  expect(floorplanOwn.transfers.length).toBeGreaterThan(0);
  expect(settingsOwn.transfers.length).toBeGreaterThan(0);
  for (const r of rows)
    expect.soft(r.bytes, `${r.step}: ${kib(r.bytes)} > ${kib(r.budget)}`).toBeLessThanOrEqual(r.budget);
});

/** Whether a downloaded file is (or holds) the chart library. */
const holdsRecharts = async (t: TTransfer) =>
  (await (await fetch(t.url)).text()).includes('recharts-wrapper');

test('weight: cold /reports: the remote’s own code within its budget, the chart only after Load', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const signing = await newStackContext(browser, { baseURL: SHELL_URL });
  await logIn(await signing.newPage(), 'manager@demo.test');
  const state = await signing.storageState();
  await signing.close();
  const context = await newStackContext(browser, { baseURL: SHELL_URL, storageState: state });
  const page = await context.newPage();
  const recorder = await recordTransfers(context, page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load' })).toBeVisible();
  await settle(page);
  const own = row(
    'mfe-analytics own origin (in cold /reports, before Load)',
    fromOrigin(recorder.take(), ANALYTICS_ORIGIN),
    'remoteOwnCode',
  );
  await page.getByRole('combobox', { name: /^Restaurant/ }).selectOption({ label: 'Konoba Stol' });
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(7);
  await settle(page);
  const chart = row(
    'mfe-analytics after Load (the week’s chart)',
    fromOrigin(recorder.take(), ANALYTICS_ORIGIN),
    'reportsChart',
  );
  await context.close();
  await report(testInfo);
  // Really measured, and recharts came with the chart, not with the screen.
  expect(own.transfers.length).toBeGreaterThan(0);
  expect(chart.transfers.length).toBeGreaterThan(0);
  for (const t of own.transfers.filter((x) => /\.js(\?|$)/.test(x.url)))
    expect.soft(await holdsRecharts(t), t.url).toBe(false);
  expect((await Promise.all(chart.transfers.map(holdsRecharts))).some(Boolean)).toBe(true);
  for (const r of [own, chart])
    expect.soft(r.bytes, `${r.step}: ${kib(r.bytes)} > ${kib(r.budget)}`).toBeLessThanOrEqual(r.budget);
});

test('weight: cold /analytics: the heatmap tab within the remote’s budget, the chart only with the walk-ins tab', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const signing = await newStackContext(browser, { baseURL: SHELL_URL });
  await logIn(await signing.newPage(), 'manager@demo.test');
  const state = await signing.storageState();
  await signing.close();
  const context = await newStackContext(browser, { baseURL: SHELL_URL, storageState: state });
  const page = await context.newPage();
  const recorder = await recordTransfers(context, page);
  // The first tab with its floor plan drawn (the renderer is a chunk of the heatmap tab).
  await page.goto('/analytics?restaurant=1&tab=heatmap');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Heatmap of / })).toBeVisible();
  await settle(page);
  const own = row(
    'mfe-analytics own origin (in cold /analytics, heatmap tab)',
    fromOrigin(recorder.take(), ANALYTICS_ORIGIN),
    'remoteOwnCode',
  );
  // A tab without a chart brings no chart library either.
  await page.getByRole('tab', { name: 'Turn times' }).click();
  await expect(page.getByRole('columnheader', { name: 'Party size' })).toBeVisible();
  await settle(page);
  const turnTimes = recorder.take();
  await page.getByRole('tab', { name: 'Walk-ins' }).click();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await settle(page);
  const chart = row(
    'mfe-analytics on the walk-ins tab (the chart by hour)',
    fromOrigin(recorder.take(), ANALYTICS_ORIGIN),
    'reportsChart',
  );
  await context.close();
  await report(testInfo);
  expect(own.transfers.length).toBeGreaterThan(0);
  expect(chart.transfers.length).toBeGreaterThan(0);
  for (const t of [...own.transfers, ...turnTimes].filter((x) => /\.js(\?|$)/.test(x.url)))
    expect.soft(await holdsRecharts(t), t.url).toBe(false);
  expect((await Promise.all(chart.transfers.map(holdsRecharts))).some(Boolean)).toBe(true);
  for (const r of [own, chart])
    expect.soft(r.bytes, `${r.step}: ${kib(r.bytes)} > ${kib(r.budget)}`).toBeLessThanOrEqual(r.budget);
});

test('weight: a cold visit to the guest reservation page on a phone is within its budget', async ({
  browser,
}, testInfo) => {
  const context = await newStackContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const recorder = await recordTransfers(context, page);
  await page.goto(`${GUEST_SITE_ORIGIN}/restaurant/1`);
  // A phone shows 'View Tables' (the plan's dialog and its gesture library load when it is opened).
  await expect(page.getByRole('button', { name: 'View Tables' })).toBeVisible();
  // The page is drawn once the bar shows the day's next bookable time. The plan's renderer is in the first load's
  // bundle all the same, but a phone does not draw the plan beside the form (CSS would hide it): only the dialog does.
  await expect(
    page.getByRole('region', { name: 'Your party, date and time' }).getByLabel('Time'),
  ).toHaveValue(/^\d\d:\d\d$/);
  await expect(page.locator('.plan-inline')).toHaveCount(0);
  await settle(page);
  const guest = row('cold guest /restaurant/1 (phone)', recorder.take(), 'coldGuestReservation');
  await context.close();
  await report(testInfo);
  // Really measured: the app's bundle and its lazily loaded live socket.
  expect(guest.transfers.length).toBeGreaterThanOrEqual(2);
  for (const t of guest.transfers)
    if (t.bytes > 1024 + 512) expect.soft(t.encoding, t.url).toMatch(/^(br|gzip)$/);
  expect(guest.bytes, `${guest.step}: ${kib(guest.bytes)} > ${kib(guest.budget)}`).toBeLessThanOrEqual(
    guest.budget,
  );
  // No zod on the guest's first load: the site parses nothing with it, and evaluating the contracts' schemas
  // was a third of the startup script's main-thread time on Lighthouse's phone (contracts' guest-constants.ts).
  for (const t of guest.transfers.filter((x) => /\.js(\?|$)/.test(x.url))) {
    const source = await (await fetch(t.url)).text();
    expect.soft(source, t.url).not.toContain('$ZodType');
  }
});
