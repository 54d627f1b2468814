import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { stackNow } from '../clock.mjs';

// Every suite imports `test` from here, not from '@playwright/test' (eslint holds them to it): its browser
// contexts live at the stack's hour (e2e/clock.mjs), so pages and the API agree on "now" whenever CI runs.
export * from '@playwright/test';

/** Moves a context's clock to the stack's "now" before any of its pages loads; time then flows as usual. */
async function atStackTime(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: stackNow() });
  return context;
}

/** A second browser (another device at the same restaurant): use instead of `browser.newContext()`. */
export async function newStackContext(browser: Browser, options?: BrowserContextOptions) {
  return atStackTime(await browser.newContext(options));
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await atStackTime(context));
  },
});
