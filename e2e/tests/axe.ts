import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * The suites' one axe check (DESIGN §8): every serious and critical violation, and a few rules of lower impact held
 * to zero because the pages promise them: one h1, no skipped heading level, one main landmark, and a visible label
 * that is part of the accessible name (experimental in axe, so switched on here).
 */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const ALWAYS_FAILING_RULES = new Set([
  'page-has-heading-one',
  'heading-order',
  'landmark-one-main',
  'label-content-name-mismatch',
]);
const OPTIONS = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} satisfies axe.RunOptions;

/**
 * axe-core is put into the page once per document, not per check: @axe-core/playwright evaluates its 1.3 MB source
 * twice on every analyze(), which was most of a check's second on the loaded CI machine (a third of the e2e run is
 * these checks). The suites' pages have no frames, so axe runs in the page itself (what its legacy mode does).
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
}

/**
 * Waits for the page at rest, as a reader meets it: a screen that is refreshing says so (aria-busy) and dims what it
 * shows until the answer is in, and fades back over a CSS transition; text scanned mid-fade fails contrast by a
 * hair (CI saw 4.42:1 for what is 4.51:1 at rest). Only transitions are awaited: they end, spinners do not.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
  await page.evaluate(async () => {
    const fading = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition cancelled by a later style change rejects `finished`; it is over either way.
    await Promise.all(fading.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe on the page as it is now, or only inside `within` (an overlay: the page under it is checked on its
 * own), and answers a readable line per failing rule: empty when clean.
 */
export async function axeProblems(page: Page, label: string, within: string[] = []): Promise<string[]> {
  await settled(page);
  await ensureAxe(page);
  const results = await page.evaluate(
    ({ include, options }) => {
      const { axe: run } = window as unknown as { axe: typeof axe };
      return run.run(include.length ? { include } : document, options);
    },
    { include: within, options: OPTIONS },
  );
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAILING_RULES.has(v.id))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
          return `      ${node.target.join(' >> ')}  — ${summary}`;
        })
        .join('\n');
      const more = v.nodes.length > 6 ? `\n      … and ${v.nodes.length - 6} more` : '';
      return `${label}: [${v.impact}] ${v.id} (${v.nodes.length} nodes) — ${v.help}\n${nodes}${more}`;
    });
}
