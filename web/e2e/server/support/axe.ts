import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical findings on the page as it is now (or inside
 * the `include` selector only), one line each: the rule and where it failed.
 * A test expects the list to be empty, so a failure names what to fix.
 */
export async function seriousAxeFindings(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
