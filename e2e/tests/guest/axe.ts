import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The guest pages' axe check: serious and critical violations, and the page-structure rules (one h1, heading
 * order, a main landmark), each as a line naming the page, the rule and where.
 */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter(
      (v) =>
        ['serious', 'critical'].includes(v.impact ?? '') ||
        ['page-has-heading-one', 'heading-order', 'landmark-one-main'].includes(v.id),
    )
    .map(
      (v) =>
        `${label}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}
