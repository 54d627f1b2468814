import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Measurements in a browser (e2e/bench/*.bench.ts) on the same composed stack: they print figures, they assert no
// speed. Not part of `npm test` (DESIGN §6: speeds live in benchmarks, never in timed tests).
// No trace: the suites' retain-on-failure trace snapshots the page on every step, work on the measured main thread.
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  // The day view bench runs 9 loads, taps and picks per device profile, the budget phone's at a slowdown of up to
  // about 8× on a loaded machine: more than 5 minutes.
  timeout: 900_000,
  use: { ...base.use, trace: 'off' },
});
