import { defineConfig } from '@playwright/test';
import './clock.mjs'; // decides the stack's hour before the stack starts (see clock.mjs)
import { API_URL, SHELL_URL } from './ports.mjs';

// Debian's chromium (installed by .ci/run); Playwright never downloads a browser here.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  // The files that take a minute or more, listed at the end of a run: where CI's time goes (DESIGN: under 30 min).
  reportSlowTests: { max: 15, threshold: 60_000 },
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // A failed test's trace keeps its actions and DOM snapshots, not the screencast: recording frames for every test
    // (kept only for failures) cost about a third of the run's CPU on the 2-core CI machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: 'node ../scripts/e2e-stack.mjs',
    url: `${API_URL}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
