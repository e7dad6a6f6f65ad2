import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, plus best practices) on the page as it is now, or on `include`
 * (a CSS selector), and answers the serious and critical violations. The page's CSP forbids inline
 * scripts, so the context that opens the page needs `bypassCSP: true`.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  // axe's target-size treats the sticky navigation bar as if it sat where the page is scrolled to, so a control
  // it happens to cover counts as a too-small target (dequelabs/axe-core#3720): check from the top, then return.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  const violations = (await page.evaluate(
    async ([selector]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      const result = (await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
      })) as {
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
      };
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    [include ?? null] as const,
  )) as AxeViolation[];
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per violation, for a readable failure message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).join('\n    ')}`).join('\n');
}
